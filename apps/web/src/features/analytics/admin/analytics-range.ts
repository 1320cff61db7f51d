// The analytics page's range (the last 7, 30 or 90 business days, or a custom from/to from the URL) and how its
// figures read: percentages, short day labels, and the conversion rate of a breakdown row.
import { ANALYTICS_RANGES, conversionRate } from '@coach/shared';
import { addDays, dayKey } from '@/features/booking/slot-time';

type RangeDays = (typeof ANALYTICS_RANGES)[number];

/** The range shown when the URL names none. */
const DEFAULT_RANGE_DAYS: RangeDays = 30;

/** The page's search params: `range` for the last N days, or `from`/`to` for a custom range. */
export type AnalyticsSearch = { range?: number; from?: string; to?: string };

export type SelectedRange = { kind: RangeDays | 'custom'; from: string; to: string };

/** Today (YYYY-MM-DD) in `timeZone`; in the browser's own zone when none is known or the name is not one. */
export function todayIn(timeZone: string | undefined, now: Date = new Date()): string {
  try {
    return dayKey(now.toISOString(), timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone);
  } catch {
    return dayKey(now.toISOString(), Intl.DateTimeFormat().resolvedOptions().timeZone);
  }
}

/** The last `days` days ending `today`, both included. */
export const lastDays = (days: number, today: string) => ({ from: addDays(today, 1 - days), to: today });

/**
 * The range the URL asks for: a custom one when it names `from` or `to` (a missing end is today; the server judges
 * whether the pair makes sense), else the last `range` days when the switch offers that many, else 30.
 */
export function selectedRange(search: AnalyticsSearch, today: string): SelectedRange {
  if (search.from || search.to) return { kind: 'custom', from: search.from ?? today, to: search.to ?? today };
  const days = ANALYTICS_RANGES.find((offered) => offered === search.range) ?? DEFAULT_RANGE_DAYS;
  return { kind: days, ...lastDays(days, today) };
}

/** A percentage the server rounded to one decimal, as "12.5%" ("0%", "100%"). */
export const formatPercent = (rate: number) => `${Number(rate.toFixed(1))}%`;

/** The share of `visitors` that became leads, as "12.5%"; "—" when nobody visited (no rate to speak of). */
export const conversionText = (leads: number, visitors: number) =>
  visitors > 0 ? formatPercent(conversionRate(leads, visitors)) : '—';

/** "1 visitor", "2,400 visitors": a count with its noun (the plural adds an s). */
export const counted = (count: number, noun: string) =>
  `${count.toLocaleString('en-IN')} ${noun}${count === 1 ? '' : 's'}`;

/** "9 Mar" for 2025-03-09: a chart axis label (the date is a calendar day, read at UTC midnight). */
export const shortDay = (date: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/** "9 Mar 2025 – 7 Apr 2025": the range in words. */
export const rangeText = ({ from, to }: { from: string; to: string }) => {
  const long = (date: string) =>
    new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' }).format(
      new Date(`${date}T00:00:00Z`),
    );
  return from === to ? long(from) : `${long(from)} – ${long(to)}`;
};
