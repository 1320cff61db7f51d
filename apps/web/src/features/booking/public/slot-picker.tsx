// "Pick a time": the free consultation slots, a week at a time, grouped into the visitor's days and shown in the
// visitor's time zone with the business's time beside it. Native radio buttons in fieldsets, so the arrow keys move
// between days and times and screen readers announce each group and choice.
import { BOOKING_MESSAGES, type FreeSlots } from '@coach/shared';
import { useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { freeSlotsQuery } from '@/features/booking/api';
import {
  addDays,
  formatDateTime,
  formatTime,
  groupByDay,
  visitorTimeZone,
  zoneName,
} from '@/features/booking/slot-time';
import { useApi } from '@/lib/data';

/** The period of page `page`, once the first answer has said where the window starts and how long it is. */
function pageQuery(first: FreeSlots | undefined, page: number) {
  if (!first || page === 0) return {};
  const offset = page * first.days;
  return { from: addDays(first.from, offset), days: Math.min(first.days, first.days_ahead - offset) };
}

export function SlotPicker({
  value,
  onChange,
  legend = 'Pick a time',
  optional = true,
  exclude,
}: {
  /** The chosen slot's start (ISO 8601), or '' for none. */
  value: string;
  onChange: (start: string) => void;
  legend?: string;
  optional?: boolean;
  /** A time not to offer (the booking being moved). */
  exclude?: string;
}) {
  const { trpc } = useApi();
  const [zone, setZone] = useState('UTC');
  useEffect(() => setZone(visitorTimeZone()), []);
  const [page, setPage] = useState(0);
  const first = useQuery(freeSlotsQuery(trpc, {}));
  const current = useQuery({
    ...freeSlotsQuery(trpc, pageQuery(first.data, page)),
    enabled: page === 0 || Boolean(first.data),
  });
  const answer = page === 0 ? first : current;
  const slots = useMemo(
    () => (answer.data?.slots ?? []).filter((slot) => slot.start !== exclude),
    [answer.data, exclude],
  );
  const days = useMemo(() => groupByDay(slots, zone), [slots, zone]);
  const [dayKey, setDayKey] = useState('');
  const day = days.find((d) => d.key === dayKey) ?? days[0];
  const businessZone = answer.data?.timezone ?? first.data?.timezone;
  const sameZone = businessZone === zone;
  const lastPage = first.data ? Math.ceil(first.data.days_ahead / first.data.days) - 1 : 0;
  const hintId = useId();

  const period = answer.data
    ? `${formatPeriodDay(answer.data.from)} to ${formatPeriodDay(addDays(answer.data.from, answer.data.days - 1))}`
    : '';

  return (
    <fieldset className="rounded-xl border border-slate-200 p-4" aria-describedby={hintId}>
      <legend className="px-1 text-sm font-semibold text-slate-800">
        {legend} {optional && <span className="font-normal text-slate-600">(optional)</span>}
      </legend>
      <p id={hintId} className="text-sm text-slate-600">
        Times are shown in your time zone ({zoneName(zone, new Date().toISOString())}).
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
          disabled={!first.data || page >= lastPage}
        >
          Later <ChevronRight aria-hidden className="size-4" />
        </button>
      </div>

      {answer.isPending ? (
        <p className="mt-4 text-sm text-slate-600">Loading free times...</p>
      ) : answer.isError ? (
        <p role="alert" className="mt-4 text-sm text-red-700">
          Free times could not be loaded.{' '}
          <button type="button" className="font-semibold underline" onClick={() => void answer.refetch()}>
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
                      ({formatTime(slot.start, businessZone)} {zoneName(businessZone, slot.start)})
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

const formatPeriodDay = (date: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/** A radio choice drawn as a button; the focus ring follows the hidden input. */
const choiceClass = (checked: boolean) =>
  clsx(
    'cursor-pointer rounded-lg border px-3 py-2 text-sm focus-within:ring-2 focus-within:ring-brand-600 focus-within:ring-offset-1',
    checked
      ? 'border-brand-700 bg-brand-700 text-white'
      : 'border-slate-300 bg-white text-slate-800 hover:border-brand-600',
  );
