// "Pick a time": the free consultation slots, a week at a time, grouped into the visitor's days and shown in the
// visitor's time zone with the business's time beside it. Native radio buttons in fieldsets, so the arrow keys move
// between days and times and screen readers announce each group and choice. Islands draw it (no router or query
// cache): the first week comes with the page, other weeks are asked for as the visitor pages. Without script, and
// until its island is live, it is a plain choice of the first week's times in the business's zone, posted with the form.
import { BOOKING_MESSAGES, type FreeSlots } from '@coach/shared';
import clsx from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { memo, useEffect, useId, useMemo, useState } from 'react';
import {
  addDays,
  formatCalendarDay,
  formatDateTime,
  formatTime,
  groupByDay,
  visitorTimeZone,
} from '@/features/booking/slot-time';
import { useZoneNames } from '@/features/booking/use-zone-names';
import { knowZoneName, namingInstant, type ZoneAt } from '@/features/booking/zone-names';
import { askServer } from '@/lib/islands/call-server';
import { useBrowserValue, useLive } from '@/lib/islands/use-live';
import { offered, PlainSlotChoice, type SlotPickerProps } from './plain-slot-choice';

/** Drawn again only when its own props change (a form's other state does not touch it). */
export const SlotPicker = memo(function SlotPicker(props: SlotPickerProps) {
  return useLive() ? <LiveSlotPicker {...props} /> : <PlainSlotChoice {...props} />;
});

/** The period of page `page`, once the first answer has said where the window starts and how long it is. */
function pageQuery(first: FreeSlots | undefined, page: number) {
  if (!first || page === 0) return {};
  const offset = page * first.days;
  return { from: addDays(first.from, offset), days: Math.min(first.days, first.days_ahead - offset) };
}

type Period = FreeSlots | 'error';

/** The picker with script: days as tabs of radio buttons, a week at a time, in the visitor's zone. */
function LiveSlotPicker({
  value,
  onChange,
  legend = 'Pick a time',
  optional = true,
  exclude,
  initial,
  reload = 0,
}: SlotPickerProps) {
  const zone = useBrowserValue(visitorTimeZone, initial?.timezone ?? 'UTC');
  const [page, setPage] = useState(0);
  // The weeks asked for so far, by page; the first one the page came with.
  const [periods, setPeriods] = useState<Partial<Record<number, Period>>>(() => {
    // The zones' names come from a worker (zone-names.ts); the server named the business's for the first week.
    if (initial?.timezone_name) knowZoneName(initial.timezone, namingInstant(initial), initial.timezone_name);
    return initial ? { 0: initial } : {};
  });
  const [loadedFor, setLoadedFor] = useState(reload);
  if (loadedFor !== reload) {
    // The times may have changed: every week is asked for again.
    setLoadedFor(reload);
    setPeriods({});
  }
  const firstPeriod = periods[0];
  const first = firstPeriod && firstPeriod !== 'error' ? firstPeriod : undefined;
  const wanted = page === 0 || first ? page : 0;
  const answer = periods[wanted];
  useEffect(() => {
    if (answer !== undefined) return;
    let current = true;
    askServer<FreeSlots>('booking.freeSlots', pageQuery(first, wanted)).then(
      (period) => current && setPeriods((known) => ({ ...known, [wanted]: period })),
      () => current && setPeriods((known) => ({ ...known, [wanted]: 'error' })),
    );
    return () => {
      current = false;
    };
  }, [answer, first, wanted]);

  const shown = page === wanted ? answer : undefined;
  const data = shown && shown !== 'error' ? shown : undefined;
  const slots = useMemo(() => offered(data?.slots ?? [], exclude), [data, exclude]);
  const days = useMemo(() => groupByDay(slots, zone), [slots, zone]);
  const [dayKey, setDayKey] = useState('');
  // The day chosen, else the day of the chosen time (one chosen before the island was live), else the first.
  const day = days.find((d) => d.key === dayKey) ?? days.find((d) => d.slots.some((s) => s.start === value)) ?? days[0];
  const businessZone = data?.timezone ?? first?.timezone;
  const sameZone = businessZone === zone;
  const lastPage = first ? Math.ceil(first.days_ahead / first.days) - 1 : 0;
  const hintId = useId();
  const namedAt = data ? namingInstant(data) : undefined;
  const asks = useMemo<ZoneAt[]>(
    () => [
      ...(namedAt ? [[zone, namedAt] as const] : []),
      ...(!sameZone && businessZone ? slots.map((slot) => [businessZone, slot.start] as const) : []),
    ],
    [zone, namedAt, sameZone, businessZone, slots],
  );
  const named = useZoneNames(asks);

  const period = data
    ? `${formatCalendarDay(data.from)} to ${formatCalendarDay(addDays(data.from, data.days - 1))}`
    : '';

  return (
    <fieldset className="rounded-xl border border-slate-200 p-4" aria-describedby={hintId}>
      <legend className="px-1 text-sm font-semibold text-slate-800">
        {legend} {optional && <span className="font-normal text-slate-600">(optional)</span>}
      </legend>
      <p id={hintId} className="text-sm text-slate-600">
        Times are shown in your time zone{named && namedAt ? ` (${named(zone, namedAt)})` : ''}.
        {optional && ' Leave it empty and we will call you within 24 hours to agree on a time.'}
      </p>

      <div className="mt-3 flex items-center justify-between gap-2">
        <button
          type="button"
          className="btn-outline px-3 py-1 text-sm"
          onClick={() => setPage((p) => Math.max(0, p - 1))}
          disabled={page === 0}
        >
          <ChevronLeft aria-hidden className="size-4" /> Earlier
        </button>
        <p className="text-sm font-medium text-slate-700" aria-live="polite">
          {period}
        </p>
        <button
          type="button"
          className="btn-outline px-3 py-1 text-sm"
          onClick={() => setPage((p) => Math.min(lastPage, p + 1))}
          disabled={!first || page >= lastPage}
        >
          Later <ChevronRight aria-hidden className="size-4" />
        </button>
      </div>

      {shown === undefined ? (
        <p className="mt-4 text-sm text-slate-600">Loading free times...</p>
      ) : shown === 'error' ? (
        <p role="alert" className="mt-4 text-sm text-red-700">
          Free times could not be loaded.{' '}
          <button
            type="button"
            className="font-semibold underline"
            onClick={() =>
              setPeriods((known) => {
                const { [wanted]: _failed, ...rest } = known;
                return rest;
              })
            }
          >
            Try again
          </button>
        </p>
      ) : !day ? (
        <p role="status" className="mt-4 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
          {BOOKING_MESSAGES.noFreeTimes}
        </p>
      ) : (
        <>
          <fieldset className="mt-4">
            <legend className="text-sm font-medium text-slate-700">Day</legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {days.map((d) => (
                <label key={d.key} className={choiceClass(d.key === day.key)}>
                  <input
                    type="radio"
                    name="slot-day"
                    className="sr-only"
                    checked={d.key === day.key}
                    onChange={() => setDayKey(d.key)}
                  />
                  {d.label}
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset className="mt-4">
            <legend className="text-sm font-medium text-slate-700">Time on {day.label}</legend>
            <div className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2">
              {day.slots.map((slot) => (
                <label key={slot.start} className={choiceClass(slot.start === value)}>
                  <input
                    type="radio"
                    name="slot_start"
                    value={slot.start}
                    className="sr-only"
                    checked={slot.start === value}
                    onChange={() => onChange(slot.start)}
                  />
                  <span className="font-semibold">{formatTime(slot.start, zone)}</span>
                  {!sameZone && businessZone && (
                    <span className={clsx('text-xs', slot.start === value ? 'text-brand-50' : 'text-slate-600')}>
                      {' '}
                      ({formatTime(slot.start, businessZone)}
                      {named && ` ${named(businessZone, slot.start)}`})
                    </span>
                  )}
                </label>
              ))}
            </div>
          </fieldset>
        </>
      )}

      {value && (
        <div className="mt-4 flex flex-wrap items-center justify-between gap-2 rounded-lg bg-brand-50 p-3 text-sm">
          <p data-testid="chosen-slot">
            Chosen: <strong>{formatDateTime(value, zone)}</strong>
          </p>
          {optional && (
            <button type="button" className="font-semibold text-brand-800 underline" onClick={() => onChange('')}>
              Clear time
            </button>
          )}
        </div>
      )}
    </fieldset>
  );
}

/** A radio choice drawn as a button; the focus ring follows the hidden input. */
const choiceClass = (checked: boolean) =>
  clsx(
    'cursor-pointer rounded-lg border px-3 py-2 text-sm focus-within:ring-2 focus-within:ring-brand-600 focus-within:ring-offset-1',
    checked
      ? 'border-brand-700 bg-brand-700 text-white'
      : 'border-slate-300 bg-white text-slate-800 hover:border-brand-600',
  );
