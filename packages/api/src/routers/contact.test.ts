import { insertContactMessage } from '@coach/db';
import { contactInputSchema } from '@coach/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { codeOf, createTestServices } from '../test-support';

let t: Awaited<ReturnType<typeof createTestServices>>;
beforeEach(async () => {
  t = await createTestServices();
});

const send = (name: string, subject: string) =>
  insertContactMessage(
    t.db,
    contactInputSchema.parse({ name, email: `${name.toLowerCase()}@example.com`, subject, message: 'Hello' }),
  );

describe('contact procedures', () => {
  it('refuse visitors, even with a public token', async () => {
    const visitor = t.caller({ publicAccess: true });
    const required = 'UNAUTHORIZED: Authentication required';
    expect(await codeOf(visitor.contact.list({}))).toBe(required);
    expect(await codeOf(visitor.contact.updateStatus({ id: 1, status: 'read' }))).toBe(required);
    expect(await codeOf(visitor.contact.delete({ id: 1 }))).toBe(required);
    expect(await codeOf(visitor.contact.exportCsv({}))).toBe(required);
  });

  it('list, change status, export and delete contact messages', async () => {
    const admin = t.caller({ adminId: 1 });
    const dev = await send('Dev', 'Family plans');
    await send('Priya', 'Diabetes');
    expect((await admin.contact.list({ search: 'family' })).contacts.map((c) => c.name)).toEqual(['Dev']);
    expect(await admin.contact.updateStatus({ id: dev.id, status: 'read' })).toMatchObject({ status: 'read' });
    expect((await admin.contact.list({ status: 'new' })).pagination.total).toBe(1);
    expect((await admin.contact.exportCsv({ status: 'read' })).csv).toContain('Dev,dev@example.com');
    expect(await admin.contact.delete({ id: dev.id })).toEqual({ success: true });
    expect(await codeOf(admin.contact.delete({ id: dev.id }))).toBe('NOT_FOUND: Contact message not found');
  });

  it('reject a bad status, page or id with a message naming the field', async () => {
    const admin = t.caller({ adminId: 1 });
    expect(await codeOf(admin.contact.updateStatus({ id: 1, status: 'pending' as 'read' }))).toBe(
      'BAD_REQUEST: status: Status must be one of new, read, replied',
    );
    expect(await codeOf(admin.contact.list({ per_page: 1000 }))).toMatch(/^BAD_REQUEST: per_page: /);
    expect(await codeOf(admin.contact.delete({ id: 0 }))).toMatch(/^BAD_REQUEST: id: /);
  });
});
