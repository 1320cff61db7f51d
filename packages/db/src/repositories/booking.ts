// Bookings: a consultation's booked time, found by the private link's token hash; the busy times slots are cut around.
import type { AdminBooking, BookingStatus, ConsultationBooking } from '@coach/shared';
import type { Selectable } from 'kysely';
import type { DB } from '../client';
import type { BookingTable } from '../database';
import { nowIso } from '../json';

export type BookingRow = Selectable<BookingTable> & { status: BookingStatus };

export type NewBooking = {
  consultation_id: number;
  start_at: string;
  end_at: string;
  uid: string;
  token_hash: string;
};

export async function insertBooking(db: DB, booking: NewBooking): Promise<BookingRow> {
  return (await db.insertInto('bookings').values(booking).returningAll().executeTakeFirstOrThrow()) as BookingRow;
}

export async function findBookingByTokenHash(db: DB, tokenHash: string): Promise<BookingRow | undefined> {
  return (await db.selectFrom('bookings').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst()) as
    | BookingRow
    | undefined;
}

export async function findBooking(db: DB, id: number): Promise<BookingRow | undefined> {
  return (await db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirst()) as
    | BookingRow
    | undefined;
}

/** Active bookings that overlap [from, to): what free slots must avoid. `exceptId` leaves out a booking being moved. */
export async function listBusyTimes(
  db: DB,
  from: string,
  to: string,
  exceptId?: number,
): Promise<Array<{ start: string; end: string }>> {
  let query = db
    .selectFrom('bookings')
    .select(['start_at as start', 'end_at as end'])
    .where('status', '=', 'booked')
    .where('start_at', '<', to)
    .where('end_at', '>', from);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return query.orderBy('start_at').execute();
}

/** Moves a booking to a new time: the invite's sequence goes up, the old time is free again. */
export async function rescheduleBooking(db: DB, id: number, start: string, end: string): Promise<BookingRow> {
  return (await db
    .updateTable('bookings')
    .set((eb) => ({ start_at: start, end_at: end, sequence: eb('sequence', '+', 1), updated_at: nowIso() }))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow()) as BookingRow;
}

export async function cancelBookingRow(db: DB, id: number, by: 'visitor' | 'owner'): Promise<BookingRow> {
  return (await db
    .updateTable('bookings')
    .set((eb) => ({ status: 'cancelled', cancelled_by: by, sequence: eb('sequence', '+', 1), updated_at: nowIso() }))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow()) as BookingRow;
}

/** The latest booking of each of these consultations (a cancelled one included: the owner sees it was cancelled). */
export async function bookingsOfConsultations(db: DB, ids: number[]): Promise<Map<number, ConsultationBooking>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom('bookings')
    .select(['consultation_id', 'start_at', 'end_at', 'status'])
    .where('consultation_id', 'in', ids)
    .orderBy('id')
    .execute();
  return new Map(
    rows.map((row) => [
      row.consultation_id,
      { start: row.start_at, end: row.end_at, status: row.status as BookingStatus },
    ]),
  );
}

/** Bookings starting in [from, to), with the visitor's name: the admin's week view. */
export async function listBookingsBetween(db: DB, from: string, to: string): Promise<AdminBooking[]> {
  const rows = await db
    .selectFrom('bookings')
    .innerJoin('consultations', 'consultations.id', 'bookings.consultation_id')
    .select([
      'bookings.id',
      'bookings.consultation_id',
      'consultations.name',
      'bookings.start_at',
      'bookings.end_at',
      'bookings.status',
    ])
    .where('bookings.start_at', '>=', from)
    .where('bookings.start_at', '<', to)
    .orderBy('bookings.start_at')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    consultation_id: row.consultation_id,
    name: row.name,
    start: row.start_at,
    end: row.end_at,
    status: row.status as BookingStatus,
  }));
}

/** Drops the e-mails of a booking still waiting in the outbox (its reminder), when the booking is cancelled or moved. */
export async function dropPendingBookingEmails(db: DB, bookingId: number, kind: string): Promise<void> {
  await db
    .deleteFrom('email_outbox')
    .where('booking_id', '=', bookingId)
    .where('kind', '=', kind)
    .where('status', '=', 'pending')
    .execute();
}

/** Bookings made after `id`, oldest first: the webhook dispatcher's new bookings. */
export async function bookingsAfter(db: DB, id: number, limit: number): Promise<BookingRow[]> {
  return (await db
    .selectFrom('bookings')
    .selectAll()
    .where('id', '>', id)
    .orderBy('id')
    .limit(limit)
    .execute()) as BookingRow[];
}
