// Consultation requests (leads): inserted with their e-mails by the lead service; listed, updated and exported by the admin.
import {
  type AdminConsultationQuery,
  CONSULTATION_STATUSES,
  type Consultation,
  type ConsultationFilter,
  type ConsultationInput,
  type ConsultationPage,
  type ConsultationSort,
  type ConsultationStatus,
  LEAD_MESSAGES,
  type LeadAttribution,
  notFound,
} from '@coach/shared';
import { type Selectable, sql } from 'kysely';
import type { DB } from '../client';
import type { ConsultationTable } from '../database';
import { nowIso, parseAttribution } from '../json';
import { byText, containsText, fetchPage, type ListOrder, orderList, sourceIs } from '../sql';
import { bookingsOfConsultations } from './booking';

export const CONSULTATION_COLUMNS = [
  'id',
  'name',
  'email',
  'phone',
  'age',
  'goal',
  'current_weight',
  'target_weight',
  'health_conditions',
  'message',
  'status',
  'attribution',
  'created_at',
  'updated_at',
] as const;

export const toConsultation = (row: Selectable<ConsultationTable>): Consultation => ({
  ...(row as Omit<Consultation, 'attribution'>),
  attribution: parseAttribution(row.attribution),
});

/** The admin's lists show each consultation's booked time (the latest booking, cancelled ones included). */
async function withBookings(db: DB, consultations: Consultation[]): Promise<Consultation[]> {
  const bookings = await bookingsOfConsultations(
    db,
    consultations.map((c) => c.id),
  );
  return consultations.map((c) => ({ ...c, booking: bookings.get(c.id) ?? null }));
}

export async function insertConsultation(
  db: DB,
  input: Omit<ConsultationInput, 'website' | 'attribution'>,
  attribution: LeadAttribution | null = null,
): Promise<Consultation> {
  const row = await db
    .insertInto('consultations')
    .values({
      name: input.name,
      email: input.email,
      phone: input.phone,
      age: input.age,
      goal: input.goal,
      current_weight: input.current_weight,
      target_weight: input.target_weight,
      health_conditions: input.health_conditions,
      message: input.message,
      attribution: attribution && JSON.stringify(attribution),
    })
    .returning(CONSULTATION_COLUMNS)
    .executeTakeFirstOrThrow();
  return toConsultation(row);
}

/** The consultations matching the admin filters: status, and name or email containing the search text. */
function filteredConsultations(db: DB, filter: ConsultationFilter) {
  let query = db.selectFrom('consultations');
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.source) query = query.where(sourceIs(filter.source));
  const search = filter.search;
  if (search) query = query.where((eb) => eb.or([containsText('name', search), containsText('email', search)]));
  return query;
}

const CONSULTATION_ORDER: ListOrder<ConsultationSort> = {
  columns: {
    name: byText('name'),
    // The statuses in the order a request moves through them, not alphabetically.
    status: sql`case status ${sql.join(
      CONSULTATION_STATUSES.map((status, rank) => sql`when ${status} then ${rank}`),
      sql` `,
    )} end`,
    date: sql.ref('created_at'),
  },
  otherwise: { by: sql.ref('created_at'), dir: 'desc' },
};

/** One admin page of consultations, newest first unless sorted by a column, with the pagination of the same filtered set. */
export async function listConsultationsPage(db: DB, filter: AdminConsultationQuery): Promise<ConsultationPage> {
  const base = filteredConsultations(db, filter);
  const { rows, pagination } = await fetchPage(base, filter, (q) =>
    orderList(q.select(CONSULTATION_COLUMNS), CONSULTATION_ORDER, filter),
  );
  return { consultations: await withBookings(db, rows.map(toConsultation)), pagination };
}

/** Every consultation matching the filters (all pages), newest first: the CSV export. */
export async function listConsultationsForExport(db: DB, filter: ConsultationFilter): Promise<Consultation[]> {
  const rows = await filteredConsultations(db, filter)
    .select(CONSULTATION_COLUMNS)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toConsultation);
}

/** The newest consultations, for the dashboard. */
export async function listRecentConsultations(db: DB, limit: number): Promise<Consultation[]> {
  const rows = await db
    .selectFrom('consultations')
    .select(CONSULTATION_COLUMNS)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return withBookings(db, rows.map(toConsultation));
}

/** Any status may follow any other: the owner corrects mistakes freely. */
export async function updateConsultationStatus(db: DB, id: number, status: ConsultationStatus): Promise<Consultation> {
  const row = await db
    .updateTable('consultations')
    .set({ status, updated_at: nowIso() })
    .where('id', '=', id)
    .returning(CONSULTATION_COLUMNS)
    .executeTakeFirst();
  if (!row) throw notFound(LEAD_MESSAGES.consultationNotFound);
  return toConsultation(row);
}

/** Its booking goes with it (the slot is free again), and so does any reminder still waiting in the outbox. */
export async function deleteConsultation(db: DB, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const bookings = trx.selectFrom('bookings').select('id').where('consultation_id', '=', id);
    await trx.deleteFrom('email_outbox').where('status', '=', 'pending').where('booking_id', 'in', bookings).execute();
    const result = await trx.deleteFrom('consultations').where('id', '=', id).executeTakeFirst();
    if (result.numDeletedRows === 0n) throw notFound(LEAD_MESSAGES.consultationNotFound);
  });
}

export async function countConsultations(db: DB): Promise<{ total: number; pending: number }> {
  const row = await db
    .selectFrom('consultations')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.sum<number>(eb.case().when('status', '=', 'pending').then(1).else(0).end()).as('pending'),
    ])
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), pending: Number(row.pending ?? 0) };
}

/** Consultations stored after `id`, oldest first: the webhook dispatcher's new leads. */
export async function consultationsAfter(db: DB, id: number, limit: number): Promise<Consultation[]> {
  const rows = await db
    .selectFrom('consultations')
    .select(CONSULTATION_COLUMNS)
    .where('id', '>', id)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map(toConsultation);
}

/** One consultation as the REST contract gives it, or undefined. */
export async function findConsultation(db: DB, id: number): Promise<Consultation | undefined> {
  const row = await db.selectFrom('consultations').select(CONSULTATION_COLUMNS).where('id', '=', id).executeTakeFirst();
  return row && toConsultation(row);
}
