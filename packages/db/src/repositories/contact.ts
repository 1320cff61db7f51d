// Contact messages (leads). Inserted with their e-mails in one transaction by the lead service.
import type { ContactInput, ContactMessage } from '@coach/shared';
import type { Selectable } from 'kysely';
import type { DB } from '../client';
import type { ContactMessageTable } from '../database';

export const CONTACT_COLUMNS = [
  'id',
  'name',
  'email',
  'phone',
  'subject',
  'message',
  'status',
  'created_at',
  'updated_at',
] as const;

export const toContactMessage = (row: Selectable<ContactMessageTable>): ContactMessage => row as ContactMessage;

export async function insertContactMessage(db: DB, input: Omit<ContactInput, 'website'>): Promise<ContactMessage> {
  const row = await db
    .insertInto('contact_messages')
    .values({
      name: input.name,
      email: input.email,
      phone: input.phone,
      subject: input.subject,
      message: input.message,
    })
    .returning(CONTACT_COLUMNS)
    .executeTakeFirstOrThrow();
  return toContactMessage(row);
}
