import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { countRows } from '@coach/db/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from '../test-support';

let t: Awaited<ReturnType<typeof createTestServer>>;
let visitor: Record<string, string>;
beforeAll(async () => {
  t = await createTestServer();
  visitor = { 'x-encrypted-token': await t.publicToken() };
});
afterAll(() => t.stop());

const booking = {
  name: 'Priya <script>alert(1)</script>',
  email: 'priya@example.com',
  phone: '+91 98765 43210',
  goal: 'weight_loss',
  age: '29',
  current_weight: 'abc',
  target_weight: 62.5,
  message: '  I have PCOS.  ',
};

const post = (url: string, payload: object, headers = visitor) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const count = (table: 'consultations' | 'contact_messages' | 'email_outbox') => countRows(t.db, table);

describe('POST /api/consultation', () => {
  it('stores a pending consultation and queues both e-mails, answering 201 with the id', async () => {
    const before = await count('email_outbox');
    const res = await post('/api/consultation', booking);
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    const row = await t.db.selectFrom('consultations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: 'pending',
      age: 29,
      current_weight: null,
      target_weight: 62.5,
      message: 'I have PCOS.',
    });
    const emails = await t.db.selectFrom('email_outbox').selectAll().where('id', '>', before).execute();
    expect(emails.map((e) => [e.kind, e.to_address])).toEqual([
      ['consultation_notification', 'owner@example.com'],
      ['consultation_confirmation', 'priya@example.com'],
    ]);
    expect(emails[0]!.html_body).toContain('Priya &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(emails[0]!.html_body).not.toContain('<script>');
    // The confirmation goes to an unverified address: none of the visitor's free text, only a short first name.
    expect(emails[1]!.text_body).not.toContain('PCOS');
    expect(emails[1]!.text_body).toContain('Thank you, Priya.');
  });

  it.each([
    [{ name: ' ' }, 'name: Name is required.'],
    [{ email: '' }, 'email: Email is required'],
    [{ email: 'priya@' }, 'email: Please enter a valid email.'],
    [{ phone: '' }, 'phone: Phone number is required'],
    [{ phone: '12345' }, 'phone: Please enter a valid phone number.'],
    [{ goal: undefined }, 'goal: Please select your goal'],
    [{ goal: 'bulk' }, 'goal: Please select your goal'],
    [{ age: 12.5 }, 'age: Age must be a whole number'],
  ])('rejects %j with 400 and stores nothing', async (change, error) => {
    const before = [await count('consultations'), await count('email_outbox')];
    const res = await post('/api/consultation', { ...booking, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error });
    expect([await count('consultations'), await count('email_outbox')]).toEqual(before);
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const before = [await count('consultations'), await count('email_outbox')];
    const res = await post('/api/consultation', { ...booking, website: 'http://spam.example' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ id: expect.any(Number), message: 'Consultation booked successfully' });
    expect([await count('consultations'), await count('email_outbox')]).toEqual(before);
  });

  it('needs the encrypted token', async () => {
    expect((await post('/api/consultation', booking, {})).statusCode).toBe(401);
  });
});

describe('POST /api/contact and /contact', () => {
  const message = {
    name: 'Rahul',
    email: 'rahul@example.com',
    phone: '',
    subject: 'Fees',
    message: 'How much is a plan?',
  };

  it.each(['/api/contact', '/contact'])('%s stores a new message with its e-mails', async (url) => {
    const res = await post(url, message);
    expect(res.statusCode).toBe(201);
    const row = await t.db
      .selectFrom('contact_messages')
      .selectAll()
      .where('id', '=', res.json().id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'new', phone: null, subject: 'Fees' });
  });

  it.each([
    [{ subject: '' }, 'subject: Subject is required'],
    [{ message: undefined }, 'message: Message is required'],
    [{ email: 'rahul' }, 'email: Please enter a valid email.'],
  ])('rejects %j with 400', async (change, error) => {
    const res = await post('/api/contact', { ...message, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error });
  });
});

describe('rate limit', () => {
  it('answers 429 after the hourly limit per IP, for REST and tRPC alike', async () => {
    const limited = await createTestServer({ leadsPerHour: 2 });
    const headers = { 'x-encrypted-token': await limited.publicToken(), 'content-type': 'application/json' };
    const send = () => limited.app.inject({ method: 'POST', url: '/api/consultation', headers, payload: booking });
    expect((await send()).statusCode).toBe(201);
    expect((await send()).statusCode).toBe(201);
    const third = await send();
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({ error: 'Rate limit exceeded. Please try again later.' });
    const viaTrpc = await limited.app.inject({
      method: 'POST',
      url: '/trpc/lead.sendContactMessage',
      headers,
      payload: JSON.stringify({ name: 'A', email: 'a@b.co', subject: 'x', message: 'y' }),
    });
    expect(viaTrpc.statusCode).toBe(429);
    expect(viaTrpc.json().error.message).toBe('Rate limit exceeded. Please try again later.');
    await limited.stop();
  });
});

describe('e-mail outbox sender', () => {
  it('writes queued e-mails as .eml files when no SMTP server is configured, and marks them sent', async () => {
    await post('/api/contact', { name: 'Eml', email: 'eml@example.com', subject: 'Hello', message: 'Line 1\nLine 2' });
    const delivered = await t.mailer.flush();
    expect(delivered).toBeGreaterThanOrEqual(2);
    const files = readdirSync(t.config.mail.outboxDir);
    const notification = files
      .filter((f) => f.endsWith('contact_notification.eml'))
      .sort()
      .at(-1);
    expect(notification).toBeDefined();
    const eml = readFileSync(join(t.config.mail.outboxDir, notification!), 'utf8');
    expect(eml).toMatch(/^To: owner@example.com$/m);
    expect(eml).toMatch(/^Reply-To: eml@example.com$/m);
    const pending = await t.db.selectFrom('email_outbox').select('id').where('status', '=', 'pending').execute();
    expect(pending).toEqual([]);
  });
});

describe('client addresses', () => {
  it('ignores X-Forwarded-For unless TRUST_PROXY is set, so the limit cannot be dodged', async () => {
    const limited = await createTestServer({ leadsPerHour: 1 });
    const token = await limited.publicToken();
    const send = (forwardedFor: string) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { 'x-encrypted-token': token, 'x-forwarded-for': forwardedFor },
        payload: { name: 'A', email: 'a@b.co', subject: 's', message: 'm' },
      });
    expect((await send('198.51.100.1')).statusCode).toBe(201);
    expect((await send('198.51.100.2')).statusCode).toBe(429);
    await limited.stop();
  });
});

describe('one transaction', () => {
  it('stores a lead only together with its e-mails: if queueing fails, nothing is half-written', async () => {
    const broken = await createTestServer();
    const headers = { 'x-encrypted-token': await broken.publicToken() };
    await sql`alter table email_outbox rename to email_outbox_gone`.execute(broken.db);
    const res = await broken.app.inject({ method: 'POST', url: '/api/consultation', headers, payload: booking });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: 'Internal server error' });
    const rows = await broken.db.selectFrom('consultations').select('id').execute();
    expect(rows).toEqual([]);
    await broken.stop();
  });
});

describe('leads submitted at the same moment', () => {
  it('are all stored with their e-mails, and invalid ones among them are refused alone', async () => {
    const before = { leads: await count('consultations'), mails: await count('email_outbox') };
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        post('/api/consultation', {
          name: `Same Moment ${i}`,
          email: `moment${i}@example.com`,
          phone: i % 5 === 0 ? '' : '9876543210',
          goal: 'weight_loss',
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 400)).toHaveLength(6);
    expect(statuses.filter((s) => s === 201)).toHaveLength(24);
    expect(new Set(answers.filter((a) => a.statusCode === 201).map((a) => a.json().id)).size).toBe(24);
    expect(await count('consultations')).toBe(before.leads + 24);
    expect(await count('email_outbox')).toBe(before.mails + 48);
  });
});
