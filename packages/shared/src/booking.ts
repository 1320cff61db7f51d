// Online booking: the owner's availability, the free-slot query and the booking link, as server and web agree on them.
// Times of day are wall-clock times in the business's time zone; instants (slots, bookings) are ISO 8601 in UTC.
import { z } from 'zod';
import { refuseUntypeable } from './text';
import { BOOKING_MESSAGES } from './vocabulary';

/** Weekday numbers as JavaScript counts them: 0 is Sunday. */
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export const SLOT_MINUTES_MIN = 15;
export const SLOT_MINUTES_MAX = 240;

/** Whether the runtime's time zone database knows this IANA name (both Node and browsers carry the full one). */
export function isTimeZone(name: string): boolean {
  if (!name || name.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const TIME_OF_DAY = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const LOCAL_DATE_TIME = /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])T(?:[01]\d|2[0-3]):[0-5]\d$/;
const DATE = /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/;

const timeOfDay = z.string().regex(TIME_OF_DAY, 'Must be a time as HH:MM');
const localDateTime = z.string().regex(LOCAL_DATE_TIME, 'Must be a date and time as YYYY-MM-DDTHH:MM');

/** The index of a range that overlaps another (touching ends do not), or -1. */
function overlapping<T>(ranges: T[], start: (r: T) => string, end: (r: T) => string): number {
  const sorted = ranges.map((r, index) => ({ index, start: start(r), end: end(r) }));
  sorted.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
  for (let i = 1; i < sorted.length; i++) {
    if (sorted[i]!.start < sorted[i - 1]!.end) return sorted[i]!.index;
  }
  return -1;
}

export const weeklyHoursSchema = z
  .object({ weekday: z.int().min(0).max(6), start: timeOfDay, end: timeOfDay })
  .refine((range) => range.end > range.start, { message: 'End must be after start', path: ['end'] });

export const blockedRangeSchema = z
  .object({
    start: localDateTime,
    end: localDateTime,
    reason: z
      .string()
      .trim()
      .max(200, 'Must be at most 200 characters')
      .check(refuseUntypeable)
      .nullish()
      .transform((v) => v ?? ''),
  })
  .refine((range) => range.end > range.start, { message: 'End must be after start', path: ['end'] });

export const availabilitySchema = z
  .object({
    timezone: z.string().refine(isTimeZone, 'Unknown time zone'),
    slot_minutes: z
      .int('Must be a whole number of minutes')
      .min(SLOT_MINUTES_MIN, `Must be between ${SLOT_MINUTES_MIN} and ${SLOT_MINUTES_MAX} minutes`)
      .max(SLOT_MINUTES_MAX, `Must be between ${SLOT_MINUTES_MIN} and ${SLOT_MINUTES_MAX} minutes`),
    buffer_minutes: z.int('Must be a whole number of minutes').min(0).max(240),
    days_ahead: z.int('Must be a whole number of days').min(1).max(365),
    min_notice_hours: z.int('Must be a whole number of hours').min(0).max(720),
    weekly: z.array(weeklyHoursSchema).max(50),
    blocked: z.array(blockedRangeSchema).max(500),
  })
  .superRefine((value, ctx) => {
    for (let weekday = 0; weekday < 7; weekday++) {
      const day = value.weekly.filter((range) => range.weekday === weekday);
      const clash = overlapping(
        day,
        (r) => r.start,
        (r) => r.end,
      );
      if (clash >= 0) {
        const index = value.weekly.indexOf(day[clash]!);
        ctx.addIssue({ code: 'custom', message: 'Overlaps another range of the same day', path: ['weekly', index] });
        return;
      }
    }
    const clash = overlapping(
      value.blocked,
      (r) => r.start,
      (r) => r.end,
    );
    if (clash >= 0)
      ctx.addIssue({ code: 'custom', message: 'Overlaps another blocked range', path: ['blocked', clash] });
  });
export type Availability = z.infer<typeof availabilitySchema>;
export type WeeklyHours = Availability['weekly'][number];
export type BlockedRange = Availability['blocked'][number];

/** Monday to Saturday, 09:00-19:00 India time: the spec's consultation hours. */
export const DEFAULT_AVAILABILITY: Availability = {
  timezone: 'Asia/Kolkata',
  slot_minutes: 60,
  buffer_minutes: 15,
  days_ahead: 30,
  min_notice_hours: 12,
  weekly: [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '09:00', end: '19:00' })),
  blocked: [],
};

/** Without `days`, a week (or the whole booking window when it is shorter). */
export const FREE_SLOTS_DEFAULT_DAYS = 7;

export const availabilityQuerySchema = z.object({
  from: z.string().regex(DATE, 'Must be a date as YYYY-MM-DD').optional(),
  days: z.coerce.number().int('Must be a whole number').min(1).max(365).optional(),
});
export type AvailabilityQuery = z.infer<typeof availabilityQuerySchema>;

/** The admin's calendar: a week (or up to five) of bookings from a day, in the business's zone. */
export const adminBookingsQuerySchema = z.object({
  from: z.string().regex(DATE, 'Must be a date as YYYY-MM-DD').optional(),
  days: z.coerce.number().int('Must be a whole number').min(1).max(35).default(7),
});
export type AdminBookingsQuery = z.infer<typeof adminBookingsQuerySchema>;

/** An instant as bookings store and answer it: ISO 8601 in UTC, whole seconds. */
const instant = z.string().meta({ description: 'ISO 8601 in UTC, whole seconds ("2026-11-24T03:30:00Z").' });

export const slotSchema = z.object({ start: instant, end: instant }).meta({ id: 'Slot' });
export type Slot = z.infer<typeof slotSchema>;

/** The free slots of a period; `from` and `days` say which period, `days_ahead` how far a visitor may page. */
export const freeSlotsSchema = z
  .object({
    timezone: z.string().meta({ description: "The business's IANA time zone." }),
    from: z.string().meta({ description: 'The first day, YYYY-MM-DD in the business time zone.' }),
    days: z.int(),
    days_ahead: z.int().meta({ description: 'How many days ahead can be booked.' }),
    slots: z.array(slotSchema),
  })
  .meta({ id: 'FreeSlots' });
export type FreeSlots = z.infer<typeof freeSlotsSchema>;

/** An instant with its offset ("2026-03-08T14:00:00Z", "...+05:30"): a chosen slot's start. */
export const slotStartSchema = z.iso.datetime({ offset: true, message: 'Must be a date and time (ISO 8601)' });

/** The private link's token: 32 random bytes, base64url. */
export const bookingTokenSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Booking not found') });
/**
 * Whatever a visitor put after /booking/, of any length the address can have: the server answers 404 for anything
 * but a live token (the format is checked before the database is asked).
 */
export const bookingLinkSchema = z.object({ token: z.string() });
/** A move names its new time; a post with none picked (a plain form's radio buttons left alone) is told so. */
export const bookingMoveSchema = z.object({
  slot_start: z
    .string({ error: BOOKING_MESSAGES.pickNewTime })
    .min(1, BOOKING_MESSAGES.pickNewTime)
    .pipe(slotStartSchema),
});

export const bookingStatusSchema = z.enum(['booked', 'cancelled']);
export type BookingStatus = z.infer<typeof bookingStatusSchema>;

/** What the visitor's private link shows. */
export const bookingViewSchema = z
  .object({
    start: instant,
    end: instant,
    status: bookingStatusSchema,
    timezone: z.string(),
    changeable: z
      .boolean()
      .meta({ description: 'False once the minimum notice has begun (or the booking was cancelled).' }),
    change_deadline: instant.meta({ description: 'The latest time it can still be changed.' }),
  })
  .meta({ id: 'BookingView' });
export type BookingView = z.infer<typeof bookingViewSchema>;

/** A booking as the admin's calendar and lists show it. */
export const adminBookingSchema = z
  .object({
    id: z.int(),
    consultation_id: z.int(),
    name: z.string().meta({ description: "The visitor's name, from the consultation." }),
    start: instant,
    end: instant,
    status: bookingStatusSchema,
  })
  .meta({ id: 'AdminBooking' });
export type AdminBooking = z.infer<typeof adminBookingSchema>;

/** The owner's availability as stored and answered (what `availabilitySchema` accepted, the blocked reasons filled). */
export const storedAvailabilitySchema = z
  .object({
    timezone: z.string(),
    slot_minutes: z.int(),
    buffer_minutes: z.int(),
    days_ahead: z.int(),
    min_notice_hours: z.int(),
    weekly: z.array(
      z.object({
        weekday: z.int().min(0).max(6).meta({ description: '0 is Sunday.' }),
        start: z.string().meta({ description: 'HH:MM in the business time zone.' }),
        end: z.string().meta({ description: 'HH:MM in the business time zone ("24:00" is midnight).' }),
      }),
    ),
    blocked: z.array(
      z.object({
        start: z.string().meta({ description: 'YYYY-MM-DDTHH:MM in the business time zone.' }),
        end: z.string().meta({ description: 'YYYY-MM-DDTHH:MM in the business time zone.' }),
        reason: z.string(),
      }),
    ),
  })
  .meta({ id: 'Availability' });

/** The admin's calendar answer: the period's bookings, and the hours and blocked ranges to draw behind them. */
export const adminCalendarSchema = z
  .object({
    timezone: z.string(),
    from: z.string(),
    days: z.int(),
    bookings: z.array(adminBookingSchema),
    weekly: storedAvailabilitySchema.shape.weekly,
    blocked: storedAvailabilitySchema.shape.blocked,
  })
  .meta({ id: 'AdminCalendar' });
export type AdminCalendar = z.infer<typeof adminCalendarSchema>;

/** The answers of the booking routes. */
export const bookingAnswers = {
  link: z.object({ booking: bookingViewSchema }),
  changed: z.object({ message: z.string(), booking: bookingViewSchema }),
  availabilitySaved: z.object({ availability: storedAvailabilitySchema, message: z.string() }),
};

/** "Tue 24 Nov, 3:00 pm" in a time zone, for cards and e-mails. */
export function formatSlot(iso: string, timeZone: string, locale = 'en-GB'): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }).format(new Date(iso));
}
