// Contact messages (leads): inserted with their e-mails by the lead service; listed, updated and exported by the admin.
import {
  type AdminContactQuery,
  type ContactFilter,
  type ContactInput,
  type ContactMessage,
  type ContactPage,
  type ContactStatus,
  LEAD_MESSAGES,
  type LeadAttribution,
  notFound,
} from '@coach/shared';
import type { Selectable } from 'kysely';
import type { DB } from '../client';
import type { ContactMessageTable } from '../database';
import { nowIso, parseAttribution } from '../json';
import { containsText, fetchPage, sourceIs } from '../sql';

export const CONTACT_COLUMNS = [
  'id',
  'name',
  'email',
  'phone',
  'subject',
  'message',
  'status',
  'attribution',
  'created_at',
  'updated_at',
] as const;

export const toContactMessage = (row: Selectable<ContactMessageTable>): ContactMessage => ({
  ...(row as Omit<ContactMessage, 'attribution'>),
  attribution: parseAttribution(row.attribution),
});

export async function insertContactMessage(
  db: DB,
  input: Omit<ContactInput, 'website' | 'attribution'>,
  attribution: LeadAttribution | null = null,
): Promise<ContactMessage> {
  const row = await db
    .insertInto('contact_messages')
    .values({
      name: input.name,
      email: input.email,
      phone: input.phone,
      subject: input.subject,
      message: input.message,
      attribution: attribution && JSON.stringify(attribution),
    })
    .returning(CONTACT_COLUMNS)
    .executeTakeFirstOrThrow();
  return toContactMessage(row);
}

/** The messages matching the admin filters: status, and name, email or subject containing the search text. */
function filteredContactMessages(db: DB, filter: ContactFilter) {
  let query = db.selectFrom('contact_messages');
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.source) query = query.where(sourceIs(filter.source));
  const search = filter.search;
  if (search) {
    query = query.where((eb) =>
      eb.or([containsText('name', search), containsText('email', search), containsText('subject', search)]),
    );
  }
  return query;
}

/** One admin page of messages, newest first, with the pagination of the same filtered set. */
export async function listContactMessagesPage(db: DB, filter: AdminContactQuery): Promise<ContactPage> {
  const base = filteredContactMessages(db, filter);
  const { rows, pagination } = await fetchPage(base, filter, (q) =>
    q.select(CONTACT_COLUMNS).orderBy('created_at', 'desc').orderBy('id', 'desc'),
  );
  return { contacts: rows.map(toContactMessage), pagination };
}

/** Every message matching the filters (all pages), newest first: the CSV export. */
export async function listContactMessagesForExport(db: DB, filter: ContactFilter): Promise<ContactMessage[]> {
  const rows = await filteredContactMessages(db, filter)
    .select(CONTACT_COLUMNS)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toContactMessage);
}

/** The newest messages, for the dashboard. */
export async function listRecentContactMessages(db: DB, limit: number): Promise<ContactMessage[]> {
  const rows = await db
    .selectFrom('contact_messages')
    .select(CONTACT_COLUMNS)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toContactMessage);
}

/** Any status may follow any other (a message marked replied by mistake can go back to read). */
export async function updateContactMessageStatus(db: DB, id: number, status: ContactStatus): Promise<ContactMessage> {
  const row = await db
    .updateTable('contact_messages')
    .set({ status, updated_at: nowIso() })
    .where('id', '=', id)
    .returning(CONTACT_COLUMNS)
    .executeTakeFirst();
  if (!row) throw notFound(LEAD_MESSAGES.contactNotFound);
  return toContactMessage(row);
}

export async function deleteContactMessage(db: DB, id: number): Promise<void> {
  const result = await db.deleteFrom('contact_messages').where('id', '=', id).executeTakeFirst();
  if (result.numDeletedRows === 0n) throw notFound(LEAD_MESSAGES.contactNotFound);
}

/** All messages, and the unread ones (status new). */
export async function countContactMessages(db: DB): Promise<{ total: number; unread: number }> {
  const row = await db
    .selectFrom('contact_messages')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.sum<number>(eb.case().when('status', '=', 'new').then(1).else(0).end()).as('unread'),
    ])
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), unread: Number(row.unread ?? 0) };
}

/** Contact messages stored after `id`, oldest first: the webhook dispatcher's new leads. */
export async function contactMessagesAfter(db: DB, id: number, limit: number): Promise<ContactMessage[]> {
  const rows = await db
    .selectFrom('contact_messages')
    .select(CONTACT_COLUMNS)
    .where('id', '>', id)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map(toContactMessage);
}
