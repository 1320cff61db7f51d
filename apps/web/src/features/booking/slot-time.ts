// Showing booking times to a visitor: in the visitor's own time zone (the browser's), with the business's beside it.
import type { Slot } from '@coach/shared';

/** The browser's IANA time zone ("Europe/London"); UTC when the browser does not say. */
export const visitorTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

const LOCALE = 'en-GB';

/** How each kind of text is written; `dayKey`'s Canadian English writes a date as YYYY-MM-DD. */
const FORMATS = {
  time: [LOCALE, { hour: 'numeric', minute: '2-digit', hour12: true }],
  day: [LOCALE, { weekday: 'short', day: 'numeric', month: 'short' }],
  dateTime: [
    LOCALE,
    {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    },
  ],
  zoneName: [LOCALE, { timeZoneName: 'long' }],
  dayKey: ['en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }],
} satisfies Record<string, [string, Intl.DateTimeFormatOptions]>;

/**
 * One formatter per kind and zone, made once: making an `Intl.DateTimeFormat` costs far more than using one, and a
 * week of free times writes hundreds of times (on a slow phone, making them anew took most of the slot picker's first
 * render).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(kind: keyof typeof FORMATS, timeZone: string): Intl.DateTimeFormat {
  const key = `${kind} ${timeZone}`;
  let made = formatters.get(key);
  if (!made) {
    const [locale, options] = FORMATS[kind];
    made = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    formatters.set(key, made);
  }
  return made;
}

/**
 * A calendar date (YYYY-MM-DD) some days later, or earlier when `days` is negative. Counted at UTC midnight, so a
 * daylight-saving change in the browser's zone can neither skip nor repeat a day.
 */
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export const formatTime = (iso: string, timeZone: string) => formatter('time', timeZone).format(new Date(iso));

export const formatDay = (iso: string, timeZone: string) => formatter('day', timeZone).format(new Date(iso));

/** "Tuesday, 24 November 2026 at 3:00 pm": a booked time, in full. */
export const formatDateTime = (iso: string, timeZone: string) => formatter('dateTime', timeZone).format(new Date(iso));

/** A zone's readable name at an instant ("India Standard Time", "British Summer Time"). */
export function zoneName(timeZone: string, at: string): string {
  const parts = formatter('zoneName', timeZone).formatToParts(new Date(at));
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/** The date an instant falls on in a zone, as YYYY-MM-DD: slots are grouped into the visitor's days. */
export const dayKey = (iso: string, timeZone: string) => formatter('dayKey', timeZone).format(new Date(iso));

export type SlotDay = { key: string; label: string; slots: Slot[] };

/** The slots grouped by the day they start on in the visitor's zone, in order. */
export function groupByDay(slots: Slot[], timeZone: string): SlotDay[] {
  const days = new Map<string, SlotDay>();
  for (const slot of slots) {
    const key = dayKey(slot.start, timeZone);
    let day = days.get(key);
    if (!day) {
      day = { key, label: formatDay(slot.start, timeZone), slots: [] };
      days.set(key, day);
    }
    day.slots.push(slot);
  }
  return [...days.values()];
}

/**
 * A booked time as its page says it: in the visitor's zone with the business's beside it, or, where the visitor's
 * zone is not known (the server's page, read without script), in the business's zone, saying so.
 */
export function bookedTimeText(start: string, businessZone: string, visitorZone: string | null) {
  const zone = visitorZone ?? businessZone;
  const ours = `${formatDateTime(start, businessZone)} (${zoneName(businessZone, start)})`;
  let zoneLine = `Our time zone: ${zoneName(businessZone, start)}`;
  if (visitorZone === businessZone) zoneLine = `Your time zone: ${zoneName(zone, start)}`;
  else if (visitorZone) zoneLine = `Your time zone: ${zoneName(zone, start)}. For us that is ${ours}.`;
  return { time: formatDateTime(start, zone), zone: zoneLine };
}

/**
 * Where the booking page marks its booked time: the page's script (enhance/booking-page.ts) reads the instant and the
 * business's zone and writes the two lines in the visitor's zone before the island is live.
 */
export const BOOKED_TIME_ATTRIBUTES = {
  start: 'data-booked-start',
  zone: 'data-business-zone',
  time: 'data-booked-time',
  zoneLine: 'data-booked-zone',
} as const;
