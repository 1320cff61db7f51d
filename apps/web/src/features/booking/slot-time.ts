// Showing booking times to a visitor: in the visitor's own time zone (the browser's), with the business's beside it.
import type { Slot } from '@coach/shared';

/**
 * The platform's Temporal, where the browser has it (Node 26 and current Chromium do). A time zone's arithmetic through
 * it costs a phone nothing much, where the first `Intl.DateTimeFormat` of a page costs 120-180 ms on a phone-speed
 * processor (the locale data's start): that once landed in the consultation form's first keystrokes (decision 181).
 * Only a zone's readable name still needs Intl.
 */
type TemporalApi = {
  Now: { timeZoneId(): string };
  Instant: {
    from(iso: string): {
      toZonedDateTimeISO(zone: string): {
        year: number;
        month: number;
        day: number;
        dayOfWeek: number;
        hour: number;
        minute: number;
      };
    };
  };
};
const temporal = (globalThis as { Temporal?: TemporalApi }).Temporal;

/** The browser's IANA time zone ("Europe/London"); UTC when the browser does not say. */
export const visitorTimeZone = (): string =>
  temporal?.Now.timeZoneId() || Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** An instant's wall-clock reading in a zone; `weekday` counts from Monday (1) to Sunday (7). */
type WallClock = { year: number; month: number; day: number; weekday: number; hour: number; minute: number };

const WEEKDAY_NUMBERS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

/**
 * One formatter per zone, made once, for browsers without Temporal: making an `Intl.DateTimeFormat` costs far more
 * than using one, and a week of free times is read hundreds of times.
 */
const readers = new Map<string, Intl.DateTimeFormat>();
export function intlWallClock(iso: string, timeZone: string): WallClock {
  let reader = readers.get(timeZone);
  if (!reader) {
    reader = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      weekday: 'short',
      hour: 'numeric',
      minute: 'numeric',
    });
    readers.set(timeZone, reader);
  }
  const parts = Object.fromEntries(reader.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    weekday: WEEKDAY_NUMBERS[parts.weekday ?? ''] ?? 1,
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
  };
}

export function wallClock(iso: string, timeZone: string): WallClock {
  if (!temporal) return intlWallClock(iso, timeZone);
  const at = temporal.Instant.from(iso).toZonedDateTimeISO(timeZone);
  return { year: at.year, month: at.month, day: at.day, weekday: at.dayOfWeek, hour: at.hour, minute: at.minute };
}

// The site writes dates in British English, whatever the browser's language ("Tue 24 Nov", "3:00 pm").
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const two = (n: number) => String(n).padStart(2, '0');
const clockTime = ({ hour, minute }: WallClock) => `${hour % 12 || 12}:${two(minute)} ${hour < 12 ? 'am' : 'pm'}`;

/**
 * A calendar date (YYYY-MM-DD) some days later, or earlier when `days` is negative. Counted at UTC midnight, so a
 * daylight-saving change in the browser's zone can neither skip nor repeat a day.
 */
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** "3:00 pm". */
export const formatTime = (iso: string, timeZone: string) => clockTime(wallClock(iso, timeZone));

const shortDay = (at: WallClock) =>
  `${WEEKDAYS[at.weekday - 1]!.slice(0, 3)} ${at.day} ${MONTHS[at.month - 1]!.slice(0, 3)}`;
const dateOf = (at: WallClock) => `${at.year}-${two(at.month)}-${two(at.day)}`;

/** "Tue 24 Nov". */
export const formatDay = (iso: string, timeZone: string) => shortDay(wallClock(iso, timeZone));

/** "Tuesday, 24 November 2026 at 3:00 pm": a booked time, in full. */
export function formatDateTime(iso: string, timeZone: string): string {
  const at = wallClock(iso, timeZone);
  return `${WEEKDAYS[at.weekday - 1]}, ${at.day} ${MONTHS[at.month - 1]} ${at.year} at ${clockTime(at)}`;
}

/** "24 Nov": a calendar date (YYYY-MM-DD). */
export function formatCalendarDay(date: string): string {
  const [, month = 1, day = 1] = date.split('-').map(Number);
  return `${day} ${MONTHS[month - 1]!.slice(0, 3)}`;
}

/** The date an instant falls on in a zone, as YYYY-MM-DD: slots are grouped into the visitor's days. */
export const dayKey = (iso: string, timeZone: string) => dateOf(wallClock(iso, timeZone));

const zoneNamers = new Map<string, Intl.DateTimeFormat>();
/** A zone's readable name at an instant ("India Standard Time", "British Summer Time"). */
export function zoneName(timeZone: string, at: string): string {
  let namer = zoneNamers.get(timeZone);
  if (!namer) {
    namer = new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'long' });
    zoneNamers.set(timeZone, namer);
  }
  return namer.formatToParts(new Date(at)).find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

export type SlotDay = { key: string; label: string; slots: Slot[] };

/** The slots grouped by the day they start on in the visitor's zone, in order. */
export function groupByDay(slots: Slot[], timeZone: string): SlotDay[] {
  const days = new Map<string, SlotDay>();
  for (const slot of slots) {
    const at = wallClock(slot.start, timeZone);
    const key = dateOf(at);
    let day = days.get(key);
    if (!day) {
      day = { key, label: shortDay(at), slots: [] };
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
export function bookedTimeText(
  start: string,
  businessZone: string,
  visitorZone: string | null,
  nameOf: (timeZone: string, at: string) => string = zoneName,
) {
  const zone = visitorZone ?? businessZone;
  const ours = `${formatDateTime(start, businessZone)} (${nameOf(businessZone, start)})`;
  let zoneLine = `Our time zone: ${nameOf(businessZone, start)}`;
  if (visitorZone === businessZone) zoneLine = `Your time zone: ${nameOf(zone, start)}`;
  else if (visitorZone) zoneLine = `Your time zone: ${nameOf(zone, start)}. For us that is ${ours}.`;
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
