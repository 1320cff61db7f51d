// A visitor's booked time, moved to another free slot or cancelled until the minimum notice. The server draws it with
// the booking, in the business's zone, as two plain forms that post to /forms/booking-move and /forms/booking-cancel;
// the page's script puts the time in the visitor's zone at once (enhance/booking-page.ts, with the same words as
// here). Woken when the visitor reaches for it, the island sends the same writes through tRPC and answers in place.
import { BOOKING_MESSAGES, type BookingView, CONSULTATION_SECTION_ID, formAction } from '@coach/shared';
import { CalendarClock } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '@/components/ui/form-field';
import { BOOKED_TIME_ATTRIBUTES, bookedTimeText, visitorTimeZone } from '@/features/booking/slot-time';
import { type NamedFreeSlots, zoneNameHere } from '@/features/booking/zone-names';
import { serverErrorText } from '@/lib/errors';
import { type FormPost, FormPostFields } from '@/lib/form-post';
import { sendToServer } from '@/lib/islands/call-server';
import { defineIsland } from '@/lib/islands/define-island';
import { useBrowserValue, useLive } from '@/lib/islands/use-live';
import { SlotPicker } from './slot-picker';

type Result = { tone: 'success' | 'error'; text: string } | null;

/** What the server's answer to a plain post says at first: what was done, or why not. */
function firstResult(move: FormPost, cancel: FormPost): Result {
  if (move.outcome?.status === 'sent') return { tone: 'success', text: BOOKING_MESSAGES.bookingMoved };
  if (cancel.outcome?.status === 'sent') return { tone: 'success', text: BOOKING_MESSAGES.bookingCancelled };
  const refused = move.outcome?.status === 'refused' ? move.outcome : cancel.outcome;
  if (refused?.status !== 'refused') return null;
  const { failure, errors } = refused.refused;
  return { tone: 'error', text: failure ?? Object.values(errors)[0] ?? BOOKING_MESSAGES.notFound };
}

function BookingChange({
  token,
  booking: drawn,
  slots,
  move,
  cancel,
}: {
  token: string;
  booking: BookingView;
  /** The first week of free times, when the booking can still be moved. */
  slots: NamedFreeSlots | null;
  move: FormPost;
  cancel: FormPost;
}) {
  const live = useLive();
  const [booking, setBooking] = useState(drawn);
  const [newStart, setNewStart] = useState('');
  const [sending, setSending] = useState<'move' | 'cancel' | null>(null);
  const [result, setResult] = useState<Result>(() => firstResult(move, cancel));
  // Another visitor may book any time: after a change or a failure the free times are asked for again.
  const [slotsAsked, setSlotsAsked] = useState(0);
  const cancelled = booking.status === 'cancelled';

  const change = async (write: 'move' | 'cancel', form: HTMLFormElement) => {
    setSending(write);
    setResult(null);
    try {
      const slotStart = String(new FormData(form).get('slot_start') ?? '');
      const answer = await sendToServer<{ message: string; booking: BookingView }>(
        write === 'move' ? 'booking.move' : 'booking.cancel',
        write === 'move' ? { token, slot_start: slotStart } : { token },
      );
      setBooking(answer.booking);
      setResult({ tone: 'success', text: answer.message });
      setNewStart('');
    } catch (error) {
      setResult({ tone: 'error', text: serverErrorText(error) ?? 'Something went wrong. Please try again.' });
    } finally {
      setSending(null);
      setSlotsAsked((asked) => asked + 1);
    }
  };
  const onSubmit = (write: 'move' | 'cancel') => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void change(write, event.currentTarget);
  };

  return (
    <div id="booking" className="mt-6 scroll-mt-28 space-y-6">
      {result && <FormAlert tone={result.tone}>{result.text}</FormAlert>}
      <BookedTime booking={booking} />
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
          <section aria-labelledby="move-heading">
            <form method="post" action={formAction('booking-move')} onSubmit={onSubmit('move')} className="space-y-4">
              <h2 id="move-heading" className="text-xl font-bold">
                Move to another time
              </h2>
              <FormPostFields post={move} />
              <input type="hidden" name="token" value={token} />
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
                initial={slotsAsked === 0 ? slots : null}
              />
              <button type="submit" className="btn-primary" disabled={(live && !newStart) || sending !== null}>
                {sending === 'move' ? 'Moving...' : 'Move to this time'}
              </button>
            </form>
          </section>
          <section aria-labelledby="cancel-heading" className="space-y-3 border-t border-slate-200 pt-6">
            <h2 id="cancel-heading" className="text-xl font-bold">
              Cancel
            </h2>
            {/* A disclosure asks "are you sure" with or without script. */}
            <details className="group">
              <summary className="btn-outline cursor-pointer list-none group-open:hidden">Cancel consultation</summary>
              <form
                method="post"
                action={formAction('booking-cancel')}
                onSubmit={onSubmit('cancel')}
                className="flex flex-wrap items-center gap-3"
              >
                <FormPostFields post={cancel} />
                <input type="hidden" name="token" value={token} />
                <p className="text-slate-700">Cancel this consultation?</p>
                <button type="submit" className="btn-accent" disabled={sending !== null}>
                  {sending === 'cancel' ? 'Cancelling...' : 'Yes, cancel it'}
                </button>
              </form>
            </details>
          </section>
        </>
      )}
    </div>
  );
}

/**
 * The booked time: in the business's zone as the server draws it (it cannot know the visitor's); in the visitor's
 * once the page's script has run, which is what the island's first render finds (its words are the same).
 */
function BookedTime({ booking }: { booking: BookingView }) {
  const zone = useBrowserValue(visitorTimeZone, '');
  // The names the page's script had from the worker (zone-names.ts), else worked out here.
  const text = bookedTimeText(booking.start, booking.timezone, zone || null, zoneNameHere);
  const cancelled = booking.status === 'cancelled';
  return (
    <div className="flex gap-4 rounded-2xl bg-brand-50 p-6">
      <CalendarClock aria-hidden className="size-10 shrink-0 text-brand-700" />
      <dl
        className="grid gap-1"
        {...{ [BOOKED_TIME_ATTRIBUTES.start]: booking.start, [BOOKED_TIME_ATTRIBUTES.zone]: booking.timezone }}
      >
        <dt className="text-sm font-semibold text-slate-600">{cancelled ? 'Cancelled time' : 'Booked time'}</dt>
        <dd
          data-testid="booking-time"
          {...{ [BOOKED_TIME_ATTRIBUTES.time]: '' }}
          className={cancelled ? 'text-lg line-through' : 'text-lg font-semibold'}
          suppressHydrationWarning
        >
          {text.time}
        </dd>
        {/* Room for the longest line (another zone, ours beside it): the page's script writes it without a shift. */}
        <dd
          {...{ [BOOKED_TIME_ATTRIBUTES.zoneLine]: '' }}
          className="min-h-[3lh] text-sm text-slate-700 sm:min-h-[2lh]"
          suppressHydrationWarning
        >
          {text.zone}
        </dd>
      </dl>
    </div>
  );
}

export default defineIsland('booking-change', BookingChange);
