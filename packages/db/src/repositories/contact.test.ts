import { contactInputSchema } from '@coach/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DB } from '../client';
import { createTestDatabase } from '../testing';
import {
  countContactMessages,
  deleteContactMessage,
  insertContactMessage,
  listContactMessagesForExport,
  listContactMessagesPage,
  listRecentContactMessages,
  updateContactMessageStatus,
} from './contact';

let db: DB;
beforeEach(async () => {
  ({ db } = await createTestDatabase());
});

const send = (name: string, email: string, subject: string) =>
  insertContactMessage(db, contactInputSchema.parse({ name, email, subject, message: 'Hello' }));

const page = (extra: Record<string, unknown> = {}) => ({ page: 1, per_page: 10, ...extra });

describe('contact message repository (admin)', () => {
  it('searches name, email or subject case-insensitively, filters by status and pages', async () => {
    const dev = await send('Dev', 'dev@example.com', 'Family plans');
    await send('Priya', 'priya@clinic.in', 'Diabetes diet');
    await send('Sam', 'sam@example.com', 'PCOS question');
    await updateContactMessageStatus(db, dev.id, 'replied');

    const names = async (filter: Record<string, unknown>) =>
      (await listContactMessagesPage(db, page(filter))).contacts.map((c) => c.name);
    expect(await names({ search: 'priya' })).toEqual(['Priya']);
    expect(await names({ search: 'CLINIC' })).toEqual(['Priya']);
    expect(await names({ search: 'pcos' })).toEqual(['Sam']);
    expect(await names({ search: '%' })).toEqual([]);
    expect(await names({ status: 'new' })).toEqual(['Sam', 'Priya']);
    expect(await names({ status: 'replied', search: 'family' })).toEqual(['Dev']);
    expect(await names({ status: 'read' })).toEqual([]);

    const second = await listContactMessagesPage(db, { page: 2, per_page: 2 });
    expect(second.pagination).toEqual({ page: 2, per_page: 2, pages: 2, total: 3 });
    expect(second.contacts.map((c) => c.name)).toEqual(['Dev']);
  });

  it('exports every matching message across pages', async () => {
    for (let i = 1; i <= 12; i++) await send(`Visitor ${i}`, `v${i}@example.com`, 'Hello');
    expect(await listContactMessagesForExport(db, {})).toHaveLength(12);
    expect(await listContactMessagesForExport(db, { status: 'read' })).toEqual([]);
  });

  it('changes status freely, deletes, reports missing ids and counts unread', async () => {
    const a = await send('A', 'a@example.com', 'One');
    const b = await send('B', 'b@example.com', 'Two');
    await send('C', 'c@example.com', 'Three');
    expect(a.status).toBe('new');
    expect(await countContactMessages(db)).toEqual({ total: 3, unread: 3 });
    await updateContactMessageStatus(db, a.id, 'read');
    await updateContactMessageStatus(db, b.id, 'replied');
    expect((await updateContactMessageStatus(db, b.id, 'new')).status).toBe('new');
    expect(await countContactMessages(db)).toEqual({ total: 3, unread: 2 });
    await expect(updateContactMessageStatus(db, 999, 'read')).rejects.toMatchObject({
      kind: 'not_found',
      message: 'Contact message not found',
    });
    await deleteContactMessage(db, a.id);
    await expect(deleteContactMessage(db, a.id)).rejects.toMatchObject({ kind: 'not_found' });
    expect((await listRecentContactMessages(db, 5)).map((c) => c.name)).toEqual(['C', 'B']);
  });
});
