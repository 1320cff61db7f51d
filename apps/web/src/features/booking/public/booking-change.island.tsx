// A visitor's booked time, moved to another free slot or cancelled until the minimum notice. Fetched in the browser
// only (no rendered copy of a booking is kept anywhere), so this island wakes as the page loads
// (enhance/booking-page.ts), not on the visitor's first reach: what it shows is the booking, in her time zone.
import { BOOKING_MESSAGES, type BookingView, CONSULTATION_SECTION_ID } from '@coach/shared';
import { CalendarClock } from 'lucide-react';
import { useEffect, useState } from 'react';
import { FormAlert } from '@/components/ui/form-field';
import { formatDateTime, visitorTimeZone, zoneName } from '@/features/booking/slot-time';
import { serverErrorText } from '@/lib/errors';
import { askServer, sendToServer } from '@/lib/islands/call-server';
import { defineIsland } from '@/lib/islands/define-island';
import { SlotPicker } from './slot-picker';

type View = { status: 'loading' } | { status: 'failed'; text: string } | { status: 'shown'; booking: BookingView };

function BookingChange({ token }: { token: string }) {
  const [view, setView] = useState<View>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    askServer<{ booking: BookingView }>('booking.view', { token }).then(
      ({ booking }) => current && setView({ status: 'shown', booking }),
      (error: unknown) =>
        current && setView({ status: 'failed', text: serverErrorText(error) ?? BOOKING_MESSAGES.notFound }),
    );
    return () => {
      current = false;
    };
  }, [token]);

  if (view.status === 'loading') return <p className="mt-6 text-slate-600">Loading your booking...</p>;
  if (view.status === 'failed') {
    return (
      <div className="mt-6 space-y-4">
        <FormAlert>{view.text}</FormAlert>
        <p className="text-slate-700">Check that the address is the one in your confirmation e-mail.</p>
        <a href={`/contact#${CONSULTATION_SECTION_ID}`} className="btn-primary">
          Book a consultation
        </a>
      </div>
    );
  }
  return (
    <BookingDetails
      token={token}
      booking={view.booking}
      onChanged={(booking) => setView({ status: 'shown', booking })}
    />
  );
}

function BookingDetails({
  token,
  booking,
  onChanged,
}: {
  token: string;
  booking: BookingView;
  onChanged: (booking: BookingView) => void;
}) {
  const zone = visitorTimeZone();
  const [newStart, setNewStart] = useState('');
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [sending, setSending] = useState<'move' | 'cancel' | null>(null);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  // Another visitor may book any time: after a change or a failure the free times are asked for again.
  const [slotsAsked, setSlotsAsked] = useState(0);

  const change = async (write: 'move' | 'cancel') => {
    setSending(write);
    try {
      const answer = await sendToServer<{ message: string; booking: BookingView }>(
        write === 'move' ? 'booking.move' : 'booking.cancel',
        write === 'move' ? { token, slot_start: newStart } : { token },
      );
      onChanged(answer.booking);
      setResult({ tone: 'success', text: answer.message });
      setNewStart('');
      setConfirmingCancel(false);
    } catch (error) {
      setResult({ tone: 'error', text: serverErrorText(error) ?? 'Something went wrong. Please try again.' });
    } finally {
      setSending(null);
      setSlotsAsked((asked) => asked + 1);
    }
  };
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
          <a href={`/contact#${CONSULTATION_SECTION_ID}`} className="btn-primary">
            Book a consultation
          </a>
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
              key={slotsAsked}
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
              disabled={!newStart || sending !== null}
              onClick={() => void change('move')}
            >
              {sending === 'move' ? 'Moving...' : 'Move to this time'}
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
                  disabled={sending !== null}
                  onClick={() => void change('cancel')}
                >
                  {sending === 'cancel' ? 'Cancelling...' : 'Yes, cancel it'}
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

export default defineIsland('booking-change', BookingChange);
