// Online booking: the owner's availability, the free slots visitors see, reserving a slot with a consultation, and the
// changes through the visitor's private link or the owner's calendar. Every change and its e-mails share a transaction.
import {
  type BookingRow,
  cancelBookingRow,
  type DB,
  dropPendingBookingEmails,
  enqueueEmails,
  enqueueWebhookEvent,
  findBooking,
  findBookingByTokenHash,
  findConsultation,
  insertBooking,
  listBookingsBetween,
  listBusyTimes,
  rescheduleBooking,
  updateConsultationStatus,
} from '@coach/db';
import {
  type AdminBookingsQuery,
  type AdminCalendar,
  type Availability,
  type AvailabilityQuery,
  BOOKING_MESSAGES,
  type BookingView,
  type Consultation,
  conflict,
  FREE_SLOTS_DEFAULT_DAYS,
  type FreeSlots,
  invalid,
  LEAD_MESSAGES,
  notFound,
} from '@coach/shared';
import { DateTime } from 'luxon';
import type { Services } from '../../trpc';
import { senderOf } from '../lead-emails';
import { bookingEventData, queueLeadEventsIn } from '../webhooks/lead-events';
import { getAvailability } from './availability';
import { type BookedTime, cancelledBookingEmails, movedBookingEmails, reminderEmail } from './emails';
import { checkSlot, freeSlots, todayIn, utcIso } from './slots';
import { bookingLink, hashBookingToken, newBookingToken, newInviteUid } from './token';

export { getAvailability, saveAvailability } from './availability';

/** Active bookings around a period: a day either side covers any buffer and any zone offset. */
function busyAround(db: DB, from: DateTime, to: DateTime, exceptId?: number) {
  return listBusyTimes(db, utcIso(from.minus({ days: 1 })), utcIso(to.plus({ days: 1 })), exceptId);
}

export async function listFreeSlots(db: DB, query: AvailabilityQuery, now = new Date()): Promise<FreeSlots> {
  const availability = await getAvailability(db);
  const { timezone, days_ahead } = availability;
  const days = query.days ?? Math.min(FREE_SLOTS_DEFAULT_DAYS, days_ahead);
  if (days > days_ahead) throw invalid(BOOKING_MESSAGES.daysTooMany(days_ahead));
  const from = query.from ?? todayIn(timezone, now);
  const first = DateTime.fromISO(from, { zone: timezone });
  const busy = await busyAround(db, first, first.plus({ days }));
  return { timezone, from, days, days_ahead, slots: freeSlots({ availability, from, days, now, busy }) };
}

/** A page showing free times is drawn again at least this often: the days at the far end of the window open in time. */
const FREE_SLOTS_MAX_AGE_MS = 60 * 60 * 1000;

/**
 * When the first page of free times (what `listFreeSlots` answers without a query) changes by time alone (ms since the
 * epoch): its first time comes within the minimum notice, or a new day opens. A booking changes it by a write, which
 * says so itself (`onContentChanged('booking')`).
 */
export async function freeSlotsChangeAt(db: DB, now = new Date()): Promise<number> {
  const { min_notice_hours } = await getAvailability(db);
  const [first] = (await listFreeSlots(db, {}, now)).slots;
  const firstGoes = first ? Date.parse(first.start) - min_notice_hours * 3_600_000 : Number.POSITIVE_INFINITY;
  return Math.min(firstGoes, now.getTime() + FREE_SLOTS_MAX_AGE_MS);
}

/** The owner's calendar: bookings (cancelled ones too) starting in the period, with the hours and blocked ranges. */
export async function bookingCalendar(db: DB, query: AdminBookingsQuery, now = new Date()): Promise<AdminCalendar> {
  const availability = await getAvailability(db);
  const { timezone } = availability;
  const from = query.from ?? todayIn(timezone, now);
  const first = DateTime.fromISO(from, { zone: timezone });
  const bookings = await listBookingsBetween(db, utcIso(first), utcIso(first.plus({ days: query.days })));
  return { timezone, from, days: query.days, bookings, weekly: availability.weekly, blocked: availability.blocked };
}

/** SQLite's answer when the one-booking-per-start index refuses a second booking of the same time. */
const isSlotTaken = (error: unknown) =>
  (error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE' && /bookings\.start_at/.test(String(error));

/**
 * Before a booking changes: the events of the leads stored before it (its own making among them) are queued first,
 * with the booking as it was made, so a receiver gets them in the order they happened.
 */
async function queueEarlierLeadEvents(trx: DB) {
  while ((await queueLeadEventsIn(trx)) > 0);
}

/** Checks a requested time against the rules and what is booked (inside the caller's transaction). */
async function bookableSlot(trx: DB, availability: Availability, slotStart: string, now: Date, exceptId?: number) {
  const start = new Date(slotStart);
  const around = DateTime.fromJSDate(start);
  const busy = await busyAround(trx, around, around, exceptId);
  const check = checkSlot(start, { availability, now, busy });
  if (!check.ok) throw conflict(check.reason);
  return check.slot;
}

function bookedTime(row: BookingRow, availability: Availability, link: string): BookedTime {
  return {
    bookingId: row.id,
    uid: row.uid,
    sequence: row.sequence,
    start: row.start_at,
    end: row.end_at,
    timezone: availability.timezone,
    link,
  };
}

/**
 * Books the requested slot for a consultation being stored (in its transaction): a time that is not free is a 409
 * with the reason, and the database's unique index settles two requests for the same time.
 */
export async function reserveSlot(
  trx: DB,
  consultation: Consultation,
  slotStart: string,
  origin: string,
  now: Date,
): Promise<BookedTime> {
  const availability = await getAvailability(trx);
  const slot = await bookableSlot(trx, availability, slotStart, now);
  const { token, hash } = newBookingToken();
  try {
    const row = await insertBooking(trx, {
      consultation_id: consultation.id,
      start_at: slot.start,
      end_at: slot.end,
      uid: newInviteUid(origin),
      token_hash: hash,
    });
    return bookedTime(row, availability, bookingLink(origin, token));
  } catch (error) {
    if (isSlotTaken(error)) throw conflict(BOOKING_MESSAGES.slotTaken);
    throw error;
  }
}

/** A change through the private link is possible until the minimum notice before the consultation begins. */
function changeDeadline(row: BookingRow, availability: Availability): number {
  return Date.parse(row.start_at) - availability.min_notice_hours * 3_600_000;
}

async function bookingOfToken(db: DB, token: string): Promise<BookingRow> {
  const row = await findBookingByTokenHash(db, hashBookingToken(token));
  if (!row) throw notFound(BOOKING_MESSAGES.notFound);
  return row;
}

/** Whether a link's token opens a booking: the server's answer to "404 or the page", without the booking itself. */
export async function bookingExists(db: DB, token: string): Promise<boolean> {
  // Any text: a link that is not a token hashes to nothing stored.
  return (await findBookingByTokenHash(db, hashBookingToken(token))) !== undefined;
}

export async function viewBooking(db: DB, token: string, now = new Date()): Promise<BookingView> {
  const row = await bookingOfToken(db, token);
  const availability = await getAvailability(db);
  const deadline = changeDeadline(row, availability);
  return {
    start: row.start_at,
    end: row.end_at,
    status: row.status,
    timezone: availability.timezone,
    changeable: row.status === 'booked' && now.getTime() < deadline,
    change_deadline: utcIso(new Date(deadline)),
  };
}

async function consultationOf(trx: DB, row: BookingRow): Promise<Consultation> {
  // As the REST contract gives it (its attribution parsed, no internal column): e-mails and webhook events read it.
  const consultation = await findConsultation(trx, row.consultation_id);
  if (!consultation) throw notFound(LEAD_MESSAGES.consultationNotFound);
  return consultation;
}

/** The visitor's own change: refused once cancelled or once the minimum notice has begun. */
function assertChangeable(row: BookingRow, availability: Availability, now: Date) {
  if (row.status === 'cancelled') throw conflict(BOOKING_MESSAGES.cancelled);
  if (now.getTime() >= changeDeadline(row, availability)) throw conflict(BOOKING_MESSAGES.tooLateToChange);
}

async function cancel(
  services: Services,
  row: BookingRow,
  by: 'visitor' | 'owner',
  origin: string,
  token: string | null,
): Promise<void> {
  const availability = await getAvailability(services.db);
  const sender = await senderOf(services.mail, services.settings);
  await services.db.transaction().execute(async (trx) => {
    await queueEarlierLeadEvents(trx);
    const cancelled = await cancelBookingRow(trx, row.id, by);
    const consultation = await updateConsultationStatus(trx, row.consultation_id, 'cancelled');
    await dropPendingBookingEmails(trx, row.id, 'booking_reminder');
    const link = token ? bookingLink(origin, token) : `${origin}/contact`;
    const time = bookedTime(cancelled, availability, link);
    await enqueueEmails(trx, cancelledBookingEmails(consultation, sender, time, by));
    await enqueueWebhookEvent(
      trx,
      'booking.cancelled',
      { ...bookingEventData(time, cancelled.status, consultation), cancelled_by: by },
      new Date(),
      { consultation_id: consultation.id },
    );
  });
  services.onLeadStored?.();
  // The time is free again: pages showing free times are drawn anew.
  services.onContentChanged?.('booking');
}

export async function cancelOwnBooking(services: Services, token: string, origin: string, now = new Date()) {
  const row = await bookingOfToken(services.db, token);
  assertChangeable(row, await getAvailability(services.db), now);
  await cancel(services, row, 'visitor', origin, token);
  return { message: BOOKING_MESSAGES.bookingCancelled, booking: await viewBooking(services.db, token, now) };
}

/** The owner cancels from the calendar or the consultations page, at any time before it happens; the visitor is told. */
export async function cancelBookingAsOwner(services: Services, bookingId: number, origin: string) {
  const row = await findBooking(services.db, bookingId);
  if (!row) throw notFound(BOOKING_MESSAGES.notFound);
  if (row.status === 'cancelled') throw conflict(BOOKING_MESSAGES.cancelled);
  await cancel(services, row, 'owner', origin, null);
  return { message: BOOKING_MESSAGES.ownerCancelled };
}

export async function moveOwnBooking(
  services: Services,
  token: string,
  slotStart: string,
  origin: string,
  now = new Date(),
) {
  const row = await bookingOfToken(services.db, token);
  const availability = await getAvailability(services.db);
  assertChangeable(row, availability, now);
  const sender = await senderOf(services.mail, services.settings);
  await services.db.transaction().execute(async (trx) => {
    await queueEarlierLeadEvents(trx);
    const slot = await bookableSlot(trx, availability, slotStart, now, row.id);
    let moved: BookingRow;
    try {
      moved = await rescheduleBooking(trx, row.id, slot.start, slot.end);
    } catch (error) {
      if (isSlotTaken(error)) throw conflict(BOOKING_MESSAGES.slotTaken);
      throw error;
    }
    const consultation = await consultationOf(trx, moved);
    const booked = bookedTime(moved, availability, bookingLink(origin, token));
    await enqueueWebhookEvent(trx, 'booking.rescheduled', bookingEventData(booked, moved.status, consultation), now, {
      consultation_id: consultation.id,
    });
    await dropPendingBookingEmails(trx, row.id, 'booking_reminder');
    await enqueueEmails(trx, [
      ...movedBookingEmails(consultation, sender, booked),
      ...reminderEmail(consultation, sender, booked, now),
    ]);
  });
  services.onLeadStored?.();
  services.onContentChanged?.('booking');
  return { message: BOOKING_MESSAGES.bookingMoved, booking: await viewBooking(services.db, token, now) };
}
