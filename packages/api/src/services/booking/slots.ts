// Free consultation slots: the owner's weekly hours in the business's time zone, cut into slots with a buffer between
// them, less the past, the minimum notice, the booking window, blocked ranges and what is already booked. Wall-clock
// times become instants with the IANA zone rules (luxon), so slots stay right across daylight-saving changes.
import { type Availability, BOOKING_MESSAGES, type Slot } from '@coach/shared';
import { DateTime } from 'luxon';

/** An instant as bookings store it: ISO 8601 in UTC, whole seconds ("2026-11-24T03:30:00Z"). */
export const utcIso = (instant: DateTime | Date): string =>
  (instant instanceof Date ? DateTime.fromJSDate(instant) : instant)
    .toUTC()
    .set({ millisecond: 0 })
    .toISO({ suppressMilliseconds: true }) as string;

type Range = { start: number; end: number };

/** A date and an "HH:MM" (ISO 8601's "24:00" being the next midnight) in the zone, in ms. */
const wallClock = (date: string, time: string, zone: string): number =>
  DateTime.fromISO(`${date}T${time}`, { zone }).toMillis();

const overlaps = (a: Range, b: Range) => a.start < b.end && b.start < a.end;

/** Today's date in the business's zone: where a query without `from` starts. */
export const todayIn = (zone: string, now: Date): string => DateTime.fromJSDate(now, { zone }).toISODate() as string;

export type SlotQuery = {
  availability: Availability;
  /** The first day, YYYY-MM-DD, in the business's zone. */
  from: string;
  days: number;
  now: Date;
  /** Active bookings that may overlap the period. */
  busy: ReadonlyArray<{ start: string; end: string }>;
};

/** Every slot of the weekly hours on these days, before anything is taken away. */
function candidateSlots(availability: Availability, from: string, days: number): Range[] {
  const { timezone: zone, slot_minutes, buffer_minutes, weekly } = availability;
  const slotMs = slot_minutes * 60_000;
  const stepMs = (slot_minutes + buffer_minutes) * 60_000;
  // Stryker disable next-line ObjectLiteral: only the calendar date is used, and it is the same in every zone
  const first = DateTime.fromISO(from, { zone });
  const slots: Range[] = [];
  for (let day = 0; day < days; day++) {
    const date = first.plus({ days: day });
    const isoDate = date.toISODate() as string;
    const weekday = date.weekday % 7;
    for (const range of weekly.filter((hours) => hours.weekday === weekday)) {
      const end = wallClock(isoDate, range.end, zone);
      for (let start = wallClock(isoDate, range.start, zone); start + slotMs <= end; start += stepMs) {
        slots.push({ start, end: start + slotMs });
      }
    }
  }
  // A day's ranges may be listed in any order; visitors see the times in order.
  return slots.sort((a, b) => a.start - b.start);
}

/** Why a slot cannot be booked, or null when it is free. The first reason that applies, in the order a visitor reads. */
function refusal(slot: Range, query: SlotQuery, blocked: Range[], busy: Range[]): string | null {
  const { availability, now } = query;
  const nowMs = now.getTime();
  if (slot.start <= nowMs) return BOOKING_MESSAGES.slotInPast;
  if (slot.start < nowMs + availability.min_notice_hours * 3_600_000) return BOOKING_MESSAGES.slotTooSoon;
  if (slot.start >= nowMs + availability.days_ahead * 86_400_000) return BOOKING_MESSAGES.slotTooFar;
  if (blocked.some((range) => overlaps(slot, range))) return BOOKING_MESSAGES.slotBlocked;
  // The buffer keeps a gap after (and before) every booking, whatever slot length it was booked with.
  const gap = availability.buffer_minutes * 60_000;
  if (busy.some((range) => overlaps(slot, { start: range.start - gap, end: range.end + gap }))) {
    return BOOKING_MESSAGES.slotTaken;
  }
  return null;
}

function blockedRanges(availability: Availability): Range[] {
  const zone = availability.timezone;
  return availability.blocked.map((range) => ({
    start: DateTime.fromISO(range.start, { zone }).toMillis(),
    end: DateTime.fromISO(range.end, { zone }).toMillis(),
  }));
}

const busyRanges = (busy: SlotQuery['busy']): Range[] =>
  busy.map((range) => ({ start: Date.parse(range.start), end: Date.parse(range.end) }));

const asSlot = (range: Range): Slot => ({ start: utcIso(new Date(range.start)), end: utcIso(new Date(range.end)) });

/** The free slots of the period, earliest first. */
export function freeSlots(query: SlotQuery): Slot[] {
  const blocked = blockedRanges(query.availability);
  const busy = busyRanges(query.busy);
  return candidateSlots(query.availability, query.from, query.days)
    .filter((slot) => refusal(slot, query, blocked, busy) === null)
    .map(asSlot);
}

/** The period of days (in the business's zone) a slot starting at this instant belongs to: the day before to the day after. */
export function periodAround(start: Date, zone: string): { from: string; days: number } {
  return { from: DateTime.fromJSDate(start, { zone }).minus({ days: 1 }).toISODate() as string, days: 3 };
}

/**
 * Checks a requested start against the rules: the slot (start and end) when it is one of the weekly slots and free,
 * else the reason it is not, for the visitor.
 */
export function checkSlot(
  start: Date,
  query: Omit<SlotQuery, 'from' | 'days'>,
): { ok: true; slot: Slot } | { ok: false; reason: string } {
  const { from, days } = periodAround(start, query.availability.timezone);
  const candidate = candidateSlots(query.availability, from, days).find((slot) => slot.start === start.getTime());
  if (!candidate) return { ok: false, reason: BOOKING_MESSAGES.slotOutsideHours };
  const reason = refusal(
    candidate,
    { ...query, from, days },
    blockedRanges(query.availability),
    busyRanges(query.busy),
  );
  return reason ? { ok: false, reason } : { ok: true, slot: asSlot(candidate) };
}
