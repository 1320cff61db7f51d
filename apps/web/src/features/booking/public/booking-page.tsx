// /booking/{token}: a visitor's booked time, moved to another free slot or cancelled until the minimum notice.
import { BOOKING_MESSAGES, type BookingView, CONSULTATION_SECTION_ID } from '@coach/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { CalendarClock } from 'lucide-react';
import { useEffect, useState } from 'react';
import { FormAlert } from '@/components/ui/form-field';
import {
  bookingChanged,
  bookingQuery,
  cancelBookingMutation,
  freeSlotsQuery,
  moveBookingMutation,
  refreshFreeSlots,
} from '@/features/booking/api';
import { formatDateTime, visitorTimeZone, zoneName } from '@/features/booking/slot-time';
import { useApi } from '@/lib/data';
import { serverErrorText } from '@/lib/errors';
import { SlotPicker } from './slot-picker';

const route = getRouteApi('/booking/$token');

export function BookingPage() {
  const { token } = route.useParams();
  const { trpc } = useApi();
  // Fetched in the browser only, so no rendered copy of a visitor's booking is kept anywhere.
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => setIsBrowser(true), []);
  const view = useQuery({ ...bookingQuery(trpc, token), enabled: isBrowser });
  // The free times, asked for at the same time as the booking, not after it arrives: the picker that shows them waits
  // for the booking, and then has them at once.
  useQuery({ ...freeSlotsQuery(trpc, {}), enabled: isBrowser });

  // At least a screen tall: the booking arrives after the page shows, and the footer must not jump when it does.
  return (
    <section className="container-page min-h-svh max-w-2xl py-16">
      <h1 className="text-3xl font-bold">Your consultation</h1>
      {/* In the server's page, so the visitor reads what the page is for while the booking is fetched. */}
      <p className="mt-3 text-lg text-slate-700">
        See the time you booked. Until shortly before it starts, you can move it to another free time or cancel it here.
      </p>
      {!isBrowser || view.isPending ? (
        <p className="mt-6 text-slate-600">Loading your booking...</p>
      ) : view.isError ? (
        <div className="mt-6 space-y-4">
          <FormAlert>{serverErrorText(view.error) ?? BOOKING_MESSAGES.notFound}</FormAlert>
          <p className="text-slate-700">Check that the address is the one in your confirmation e-mail.</p>
          <Link to="/contact" hash={CONSULTATION_SECTION_ID} className="btn-primary">
            Book a consultation
          </Link>
        </div>
      ) : (
        <BookingDetails token={token} booking={view.data.booking} />
      )}
    </section>
  );
}

function BookingDetails({ token, booking }: { token: string; booking: BookingView }) {
  const { trpc, queryClient } = useApi();
  const zone = visitorTimeZone();
  const [newStart, setNewStart] = useState('');
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const onDone = (answer: { message: string; booking: BookingView }) => {
    void bookingChanged(trpc, queryClient, token, answer.booking);
    setResult({ tone: 'success', text: answer.message });
    setNewStart('');
    setConfirmingCancel(false);
  };
  const onFailed = (error: unknown) => {
    setResult({ tone: 'error', text: serverErrorText(error) ?? 'Something went wrong. Please try again.' });
    void refreshFreeSlots(trpc, queryClient);
  };
  const move = useMutation({ ...moveBookingMutation(trpc), onSuccess: onDone, onError: onFailed });
  const cancel = useMutation({ ...cancelBookingMutation(trpc), onSuccess: onDone, onError: onFailed });
  const cancelled = booking.status === 'cancelled';

  return (
    <div className="mt-6 space-y-6">
      {result && <FormAlert tone={result.tone}>{result.text}</FormAlert>}
      <div className="flex gap-4 rounded-2xl bg-brand-50 p-6">
        <CalendarClock aria-hidden className="size-10 shrink-0 text-brand-700" />
        <dl className="grid gap-1">
          <dt className="text-sm font-semibold text-slate-600">{cancelled ? 'Cancelled time' : 'Booked time'}</dt>
          <dd data-testid="booking-time" className={cancelled ? 'text-lg line-through' : 'text-lg font-semibold'}>
            {formatDateTime(booking.start, zone)}
          </dd>
          <dd className="text-sm text-slate-700">
            Your time zone: {zoneName(zone, booking.start)}
            {booking.timezone !== zone &&
              `. For us that is ${formatDateTime(booking.start, booking.timezone)} (${zoneName(booking.timezone, booking.start)}).`}
          </dd>
        </dl>
      </div>

      {cancelled ? (
        <div className="space-y-4">
          <p className="text-slate-700">{BOOKING_MESSAGES.cancelled} You are welcome to book again at any time.</p>
          <Link to="/contact" hash={CONSULTATION_SECTION_ID} className="btn-primary">
            Book a consultation
          </Link>
        </div>
      ) : !booking.changeable ? (
        <p className="text-slate-700">{BOOKING_MESSAGES.tooLateToChange}</p>
      ) : (
        <>
          <section aria-labelledby="move-heading" className="space-y-4">
            <h2 id="move-heading" className="text-xl font-bold">
              Move to another time
            </h2>
            <SlotPicker
              value={newStart}
              onChange={(start) => {
                setNewStart(start);
                setResult(null);
              }}
              legend="Pick a new time"
              optional={false}
              exclude={booking.start}
            />
            <button
              type="button"
              className="btn-primary"
              disabled={!newStart || move.isPending}
              onClick={() => move.mutate({ token, slot_start: newStart })}
            >
              {move.isPending ? 'Moving...' : 'Move to this time'}
            </button>
          </section>
          <section aria-labelledby="cancel-heading" className="space-y-3 border-t border-slate-200 pt-6">
            <h2 id="cancel-heading" className="text-xl font-bold">
              Cancel
            </h2>
            {confirmingCancel ? (
              <div className="flex flex-wrap items-center gap-3">
                <p className="text-slate-700">Cancel this consultation?</p>
                <button
                  type="button"
                  className="btn-accent"
                  disabled={cancel.isPending}
                  onClick={() => cancel.mutate({ token })}
                >
                  {cancel.isPending ? 'Cancelling...' : 'Yes, cancel it'}
                </button>
                <button type="button" className="btn-outline" onClick={() => setConfirmingCancel(false)}>
                  Keep it
                </button>
              </div>
            ) : (
              <button type="button" className="btn-outline" onClick={() => setConfirmingCancel(true)}>
                Cancel consultation
              </button>
            )}
          </section>
        </>
      )}
    </div>
  );
}
