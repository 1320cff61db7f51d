// Privacy requests over REST: export and erase one address's records, every table and the outbox folder, others kept.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { personEmailSchema } from '@coach/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from '../test-support';
import { OPEN_AVAILABILITY } from './lead-test-support';

let t: Awaited<ReturnType<typeof createTestServer>>;
let visitor: Record<string, string>;
let admin: Record<string, string>;

/** Priya typed her address in mixed case; Ravi is somebody else whose records must stay. */
const PRIYA = { name: 'Priya Sharma', email: 'Priya.Sharma@Example.com' };
const RAVI = { name: 'Ravi Kumar', email: 'ravi@example.com' };
let bookedSlot = '';

const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: object, payload?: object) =>
  t.app.inject({ method, url, headers: headers as Record<string, string>, payload });

async function submitLeads(person: { name: string; email: string }, slotStart?: string) {
  const consultation = await inject('POST', '/api/consultation', visitor, {
    ...person,
    phone: '+91 98765 43210',
    goal: 'weight_loss',
    health_conditions: 'PCOS',
    ...(slotStart ? { slot_start: slotStart } : {}),
  });
  expect(consultation.statusCode).toBe(201);
  const contact = await inject('POST', '/api/contact', visitor, { ...person, subject: 'Diet plans', message: 'Hi' });
  expect(contact.statusCode).toBe(201);
}

/** Every text value of every table (the migrations' own bookkeeping aside), for "is this anywhere?". */
async function everyStoredText(): Promise<string> {
  const tables = await sql<{ name: string }>`
    select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%'
  `.execute(t.db);
  const parts: string[] = [];
  for (const { name } of tables.rows) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(t.db);
    parts.push(JSON.stringify(rows.rows));
  }
  return parts.join('\n').toLowerCase();
}

const outboxDir = () => t.config.mail.outboxDir;
const emlFiles = () => readdirSync(outboxDir()).filter((name) => name.endsWith('.eml'));
const emlText = () =>
  emlFiles()
    .map((name) => readFileSync(join(outboxDir(), name), 'utf8'))
    .join('\n')
    .toLowerCase();

beforeAll(async () => {
  t = await createTestServer({ publicUrl: 'https://coach.example' });
  visitor = { 'x-encrypted-token': await t.publicToken() };
  admin = (await t.headers()).admin;
  expect((await inject('PUT', '/api/admin/availability', admin, OPEN_AVAILABILITY)).statusCode).toBe(200);
  const slots = (await inject('GET', '/api/availability?days=3', visitor)).json().slots as Array<{ start: string }>;
  bookedSlot = slots[3]!.start;
  await submitLeads(PRIYA, bookedSlot);
  await submitLeads(RAVI, slots[5]!.start);
  await t.mailer.flush();
});
afterAll(() => t.stop());

describe('privacy requests over REST', () => {
  it('export every record of an address as one JSON download, matched trimmed and in any case', async () => {
    const res = await inject(
      'GET',
      `/api/admin/people/export?email=${encodeURIComponent(' PRIYA.sharma@example.COM ')}`,
      admin,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="person-export-\d{8}-\d{6}\.json"$/);
    expect(res.headers['cache-control']).toContain('no-store');
    await t.expectDocumented('GET', '/api/admin/people/export', res);
    const file = res.json();
    expect(file.email).toBe('priya.sharma@example.com');
    expect(Date.parse(file.exported_at)).not.toBeNaN();
    expect(file.consultations.map((c: { name: string }) => c.name)).toEqual([PRIYA.name]);
    expect(file.contacts.map((c: { email: string }) => c.email)).toEqual([PRIYA.email]);
    expect(file.bookings).toHaveLength(1);
    expect(file.bookings[0]).toMatchObject({ start_at: bookedSlot, status: 'booked' });
    expect(file.bookings[0]).not.toHaveProperty('token_hash');
    // Her confirmations, the business's notifications about her, and the booking's reminder.
    const kinds = file.emails.map((e: { kind: string }) => e.kind);
    expect(kinds).toEqual(expect.arrayContaining(['contact_confirmation', 'contact_notification']));
    expect(kinds.length).toBeGreaterThanOrEqual(4);
    expect(JSON.stringify(file).toLowerCase()).not.toContain('ravi');
  });

  it('refuse a missing, malformed or repeated address, and the business’s own, with a 400', async () => {
    const cases: Array<[string, string]> = [
      ['', 'email: email is required'],
      ['?email=', 'email: email is required'],
      ['?email=not-an-address', 'email: Please enter a valid email.'],
      ['?email=a@example.com&email=b@example.com', 'email: '],
      ['?email=owner@example.com', "That is the business's own address, not a person's."],
    ];
    for (const [query, error] of cases) {
      for (const [method, path] of [
        ['GET', '/api/admin/people/export'],
        ['DELETE', '/api/admin/people'],
      ] as const) {
        const res = await inject(method, `${path}${query}`, admin);
        expect(res.statusCode, `${method} ${query}`).toBe(400);
        expect(res.json().error, `${method} ${query}`).toContain(error);
        await t.expectDocumented(method, path, res);
      }
    }
  });

  it('erase every record of the address: every table, the outbox folder; the slot is free; others untouched', async () => {
    const exported = (await inject('GET', `/api/admin/people/export?email=${PRIYA.email}`, admin)).json();
    const raviBefore = (await inject('GET', `/api/admin/people/export?email=${RAVI.email}`, admin)).json();
    expect(emlText()).toContain('priya');
    const raviFiles = emlFiles().length - exported.emails.length;

    const res = await inject('DELETE', `/api/admin/people?email=${encodeURIComponent(PRIYA.email)}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      deleted: { consultations: 1, contacts: 1, emails: exported.emails.length, subscriptions: 0, suppressions: 0 },
    });
    await t.expectDocumented('DELETE', '/api/admin/people', res);

    const stored = await everyStoredText();
    expect(stored).not.toContain('priya');
    expect(emlText()).not.toContain('priya');
    expect(emlFiles()).toHaveLength(raviFiles);
    const slots = (await inject('GET', '/api/availability?days=3', visitor)).json().slots as Array<{ start: string }>;
    expect(slots.map((s) => s.start)).toContain(bookedSlot);

    const raviAfter = (await inject('GET', `/api/admin/people/export?email=${RAVI.email}`, admin)).json();
    expect({ ...raviAfter, exported_at: null }).toEqual({ ...raviBefore, exported_at: null });
    expect(raviAfter.emails.length).toBeGreaterThanOrEqual(4);
    expect(emlText()).toContain('ravi');

    const again = await inject('DELETE', `/api/admin/people?email=${PRIYA.email}`, admin);
    expect(again.json()).toEqual({
      deleted: { consultations: 0, contacts: 0, emails: 0, subscriptions: 0, suppressions: 0 },
    });
  });

  it('the shared schema is what the routes parse', () => {
    expect(personEmailSchema.parse({ email: ' A@B.co ' }).email).toBe('a@b.co');
  });
});
