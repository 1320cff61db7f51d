// The free times without script (slot-picker.tsx draws them so until its island is live): the live picker's layout,
// its days as tabs switched by CSS alone (styles.css), the first week in the business's zone, posted with the form.
import { BOOKING_MESSAGES, type Slot } from '@coach/shared';
import { useId, useLayoutEffect, useRef } from 'react';
import { formatTime, groupByDay, zoneName } from '@/features/booking/slot-time';
import { type NamedFreeSlots, namingInstant } from '@/features/booking/zone-names';

export type SlotPickerProps = {
  /** The chosen slot's start (ISO 8601), or '' for none. */
  value: string;
  onChange: (start: string) => void;
  legend?: string;
  optional?: boolean;
  /** A time not to offer (the booking being moved). */
  exclude?: string;
  /** The first week, as the page was drawn with it (its zone named by the server); asked for when absent. */
  initial?: NamedFreeSlots | null;
  /** Changed by the form when the times may have changed (a booking failed): they are asked for again. */
  reload?: number;
};

/** The slots offered: all but the one excluded (the booking being moved). */
export const offered = (slots: Slot[], exclude: string | undefined) => slots.filter((slot) => slot.start !== exclude);

/** A radio choice drawn as a button, its state drawn by CSS alone (no script to set it). */
const PLAIN_CHOICE =
  'cursor-pointer rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-800 focus-within:ring-2 focus-within:ring-brand-600 focus-within:ring-offset-1 hover:border-brand-600 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-700 has-[:checked]:text-white';

/**
 * The times without script: the live picker's layout (its days as tabs, shown by CSS alone: styles.css), for the first
 * week, in the business's own zone (the server cannot know the visitor's), and "no time" to leave it to a call. When
 * the island wakes, the live picker takes its place without the page jumping.
 */
export function PlainSlotChoice({
  value,
  onChange,
  legend = 'Pick a time',
  optional = true,
  exclude,
  initial,
}: SlotPickerProps) {
  const hintId = useId();
  const box = useRef<HTMLFieldSetElement>(null);
  // What she chose before the island was live is her choice in the live picker.
  useLayoutEffect(() => {
    const chosen = box.current?.querySelector<HTMLInputElement>('input[name="slot_start"]:checked')?.value;
    if (chosen && chosen !== value) onChange(chosen);
  }, [onChange, value]);
  const zone = initial?.timezone ?? 'UTC';
  const days = initial ? groupByDay(offered(initial.slots, exclude), zone) : [];
  const chosenDay = Math.max(
    0,
    days.findIndex((day) => day.slots.some((slot) => slot.start === value)),
  );
  return (
    <fieldset ref={box} className="slot-choice rounded-xl border border-slate-200 p-4" aria-describedby={hintId}>
      <legend className="px-1 text-sm font-semibold text-slate-800">
        {legend} {optional && <span className="font-normal text-slate-600">(optional)</span>}
      </legend>
      <p id={hintId} className="text-sm text-slate-600">
        {initial && `Times are shown in ${initial.timezone_name ?? zoneName(zone, namingInstant(initial))}.`}
        {optional && ' Leave it empty and we will call you within 24 hours to agree on a time.'}
      </p>
      {/* The live picker's week buttons need script: their place is kept, unseen. */}
      <div aria-hidden className="invisible mt-3 flex items-center justify-between gap-2">
        <span className="btn-outline px-3 py-1 text-sm">Earlier</span>
        <span className="btn-outline px-3 py-1 text-sm">Later</span>
      </div>
      {days.length > 0 && (
        <fieldset className="mt-4">
          <legend className="text-sm font-medium text-slate-700">Day</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {days.map((day, index) => (
              <label key={day.key} className={PLAIN_CHOICE}>
                <input
                  type="radio"
                  name="slot-day"
                  data-day-choice={index}
                  defaultChecked={index === chosenDay}
                  className="sr-only"
                />
                {day.label}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {days.map((day, index) => (
        <fieldset key={day.key} className="slot-day-times mt-4" data-day-times={index}>
          <legend className="text-sm font-medium text-slate-700">Time on {day.label}</legend>
          <div className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2">
            {day.slots.map((slot) => (
              <label key={slot.start} className={PLAIN_CHOICE}>
                <input
                  type="radio"
                  name="slot_start"
                  value={slot.start}
                  defaultChecked={slot.start === value}
                  className="sr-only"
                />
                <span className="font-semibold">{formatTime(slot.start, zone)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      {days.length > 0 && optional && (
        <label className="mt-4 flex items-center gap-2 text-sm text-slate-700">
          <input type="radio" name="slot_start" value="" defaultChecked={!value} />
          No time: call me to agree one
        </label>
      )}
      {initial && days.length === 0 && (
        <p role="status" className="mt-4 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
          {BOOKING_MESSAGES.noFreeTimes}
        </p>
      )}
    </fieldset>
  );
}
