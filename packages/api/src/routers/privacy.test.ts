import { insertContactMessage } from '@coach/db';
import { beforeEach, describe, expect, it } from 'vitest';
import { codeOf, createTestServices } from '../test-support';

let t: Awaited<ReturnType<typeof createTestServices>>;
beforeEach(async () => {
  t = await createTestServices();
});

const send = (email: string) =>
  insertContactMessage(t.db, { name: 'Dev', email, phone: null, subject: 'Plans', message: 'Hello' });

describe('privacy procedures', () => {
  it('refuse visitors, even with a public token', async () => {
    const visitor = t.caller({ publicAccess: true });
    const required = 'UNAUTHORIZED: Authentication required';
    expect(await codeOf(visitor.privacy.lookUp({ email: 'dev@example.com' }))).toBe(required);
    expect(await codeOf(visitor.privacy.export({ email: 'dev@example.com' }))).toBe(required);
    expect(await codeOf(visitor.privacy.erase({ email: 'dev@example.com' }))).toBe(required);
  });

  it('look up, export and erase one address, leaving the others', async () => {
    const admin = t.caller({ adminId: 1 });
    await send('Dev@Example.com');
    await send('priya@example.com');
    const found = await admin.privacy.lookUp({ email: ' dev@EXAMPLE.com' });
    expect(found).toMatchObject({ email: 'dev@example.com', consultations: [], bookings: [], emails: [] });
    expect(found.contacts.map((c) => c.email)).toEqual(['Dev@Example.com']);
    expect((await admin.privacy.export({ email: 'dev@example.com' })).contacts).toHaveLength(1);
    expect(await admin.privacy.erase({ email: 'dev@example.com' })).toEqual({
      deleted: { consultations: 0, contacts: 1, emails: 0, subscriptions: 0, suppressions: 0 },
    });
    expect((await admin.privacy.lookUp({ email: 'dev@example.com' })).contacts).toEqual([]);
    expect((await admin.privacy.lookUp({ email: 'priya@example.com' })).contacts).toHaveLength(1);
  });

  it('reject a bad address, and the business’s own, as BAD_REQUEST', async () => {
    const admin = t.caller({ adminId: 1 });
    expect(await codeOf(admin.privacy.erase({ email: 'nope' }))).toBe(
      'BAD_REQUEST: email: Please enter a valid email.',
    );
    expect(await codeOf(admin.privacy.erase({ email: 'OWNER@example.com' }))).toBe(
      "BAD_REQUEST: That is the business's own address, not a person's.",
    );
    expect(await codeOf(admin.privacy.lookUp({ email: 'hello@example.com' }))).toMatch(/^BAD_REQUEST: /);
  });
});
