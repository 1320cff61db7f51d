// Lead retention: only leads older than the setting go, with their bookings, e-mails and .eml files.
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { enqueueEmails, insertBooking, insertConsultation, insertContactMessage } from '@coach/db';
import { countRows } from '@coach/db/testing';
import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestServices, TEST_BUSINESS_DEFAULTS } from '../test-support';
import { consultationEmails, contactEmails, senderOf } from './lead-emails';
import { applyLeadRetention, erasePerson, exportPerson, lookUpPerson } from './privacy';

let t: Awaited<ReturnType<typeof createTestServices>>;
beforeEach(async () => {
  t = await createTestServices();
});

const NOW = new Date('2026-06-15T12:00:00.000Z');
const OLD = '2025-11-01T08:00:00.000Z'; // seven and a half months before NOW
const RECENT = '2026-01-20T08:00:00.000Z'; // not yet five months

/** A consultation with a booking and its e-mails, and a contact message with its e-mails, all created at `at`. */
async function leadsAt(at: string, email: string, slot: string) {
  const consultation = await insertConsultation(t.db, {
    name: `Lead ${email}`,
    email,
    phone: '+91 98765 43210',
    goal: 'weight_loss',
  } as Parameters<typeof insertConsultation>[1]);
  const booking = await insertBooking(t.db, {
    consultation_id: consultation.id,
    start_at: slot,
    end_at: slot.replace('T10', 'T11'),
    uid: `uid-${email}`,
    token_hash: `hash-${email}`,
  });
  const contact = await insertContactMessage(t.db, { name: 'C', email, phone: null, subject: 'S', message: 'M' });
  const before = await t.db
    .selectFrom('email_outbox')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  const sender = await senderOf(t.mail, t.settings);
  await enqueueEmails(t.db, [
    ...consultationEmails(consultation, sender),
    ...contactEmails(contact, sender),
    {
      ...consultationEmails(consultation, sender)[1]!,
      kind: 'booking_reminder',
      to_address: email,
      booking_id: booking.id,
    },
  ]);
  // created_at is never updated by the application: back-dated here in SQL.
  const backdate = (table: string, where: ReturnType<typeof sql>) =>
    sql`update ${sql.table(table)} set created_at = ${at} where ${where}`.execute(t.db);
  await backdate('consultations', sql`id = ${consultation.id}`);
  await backdate('contact_messages', sql`id = ${contact.id}`);
  await backdate('bookings', sql`id = ${booking.id}`);
  await backdate('email_outbox', sql`id > ${Number(before?.id ?? 0)}`);
}

const count = (table: 'consultations' | 'contact_messages' | 'bookings' | 'email_outbox') => countRows(t.db, table);

async function writeEmlFiles() {
  const dir = t.outboxDir;
  mkdirSync(dir, { recursive: true });
  for (const row of await t.db.selectFrom('email_outbox').select(['id', 'kind', 'to_address']).execute()) {
    writeFileSync(join(dir, `${String(row.id).padStart(6, '0')}-${row.kind}.eml`), `To: ${row.to_address}\n`);
  }
  writeFileSync(join(dir, 'notes.txt'), 'not an e-mail');
}

describe('lead retention', () => {
  it('keeps everything while "Delete leads older than N months" is empty', async () => {
    await leadsAt(OLD, 'old@example.com', '2025-11-05T10:00:00.000Z');
    expect(await applyLeadRetention(t, NOW)).toBeNull();
    expect([await count('consultations'), await count('contact_messages'), await count('email_outbox')]).toEqual([
      1, 1, 5,
    ]);
  });

  it('deletes only the leads older than N months, with their bookings, e-mails and .eml files', async () => {
    await leadsAt(OLD, 'Old@Example.com', '2025-11-05T10:00:00.000Z');
    await leadsAt(RECENT, 'recent@example.com', '2026-01-25T10:00:00.000Z');
    // The same person wrote again recently: the new lead and its e-mails stay.
    await leadsAt(RECENT, 'old@example.com', '2026-01-26T10:00:00.000Z');
    await writeEmlFiles();
    await t.settings.save({ ...TEST_BUSINESS_DEFAULTS, lead_retention_months: 6 });

    const result = await applyLeadRetention(t, NOW);
    expect(result).toEqual({
      months: 6,
      before: '2025-12-15T12:00:00.000Z',
      deleted: { consultations: 1, contacts: 1, emails: 5, subscriptions: 0, suppressions: 0 },
    });
    const remaining = await t.db.selectFrom('consultations').select('created_at').execute();
    expect(remaining.map((r) => r.created_at)).toEqual([RECENT, RECENT]);
    expect(await count('contact_messages')).toBe(2);
    expect(await count('bookings')).toBe(2);
    expect(await count('email_outbox')).toBe(10);
    const olderEmails = await t.db.selectFrom('email_outbox').select('id').where('created_at', '<', RECENT).execute();
    expect(olderEmails).toEqual([]);
    // The old lead's e-mails were the first five rows: their files go, the others and a stranger file stay.
    const ids = readdirSync(t.outboxDir).map((name) => Number(/^(\d+)-/.exec(name)?.[1] ?? -1));
    expect(ids.sort((a, b) => a - b)).toEqual([-1, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
    // The audit log keeps the pass and its counts, and no address.
    const entries = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'leads.retention').execute();
    expect(entries.map((entry) => [entry.admin, JSON.parse(entry.fields ?? 'null')])).toEqual([
      ['system', { months: 6, consultations: 1, contacts: 1, emails: 5, subscriptions: 0, suppressions: 0 }],
    ]);
    expect(JSON.stringify(entries)).not.toContain('example.com');

    // A second pass on the same day finds nothing more.
    expect((await applyLeadRetention(t, NOW))?.deleted).toEqual({
      consultations: 0,
      contacts: 0,
      emails: 0,
      subscriptions: 0,
      suppressions: 0,
    });
  });
});

describe("a person's export and erasure", () => {
  const actor = { adminId: null, admin: 'owner', ip: '198.51.100.7' };
  const eml = (id: number, kind = 'consultation_confirmation') =>
    join(t.outboxDir, `${String(id).padStart(6, '0')}-${kind}.eml`);

  it("refuses the business's own addresses, however the settings write them", async () => {
    await t.settings.save({ ...TEST_BUSINESS_DEFAULTS, email: '  Hello@Business.Example ' });
    await expect(lookUpPerson(t, 'hello@business.example')).rejects.toThrow();
    await expect(lookUpPerson(t, 'owner@example.com')).rejects.toThrow();
  });

  it('logs an export and an erasure with their counts, never the address', async () => {
    await leadsAt(RECENT, 'priya@example.com', '2026-01-25T10:00:00.000Z');
    await exportPerson(t, 'priya@example.com', actor, NOW);
    const { deleted } = await erasePerson(t, 'priya@example.com', actor);
    const entries = await t.db
      .selectFrom('audit_log')
      .select(['action', 'target_type', 'fields'])
      .orderBy('id')
      .execute();
    expect(entries.map((e) => [e.action, e.target_type, JSON.parse(e.fields ?? 'null')])).toEqual([
      [
        'person.export',
        'person',
        { bookings: 1, consultations: 1, contacts: 1, emails: 5, subscriptions: 0, suppressions: 0 },
      ],
      ['person.erase', 'person', deleted],
    ]);
    expect(JSON.stringify(entries)).not.toContain('priya');
  });

  it("removes exactly the person's .eml files: not others', not look-alike names", async () => {
    await leadsAt(RECENT, 'priya@example.com', '2026-01-25T10:00:00.000Z');
    await leadsAt(RECENT, 'other@example.com', '2026-01-26T10:00:00.000Z');
    await writeEmlFiles();
    // Names that hold an erased e-mail's number without being its file.
    const lookAlikes = [join(t.outboxDir, 'copy-000001-consultation.eml'), `${eml(1)}.bak`];
    for (const file of lookAlikes) writeFileSync(file, 'kept');
    const before = readdirSync(t.outboxDir);
    await erasePerson(t, 'priya@example.com', actor);
    // Priya's e-mails were the first five rows.
    expect(readdirSync(t.outboxDir).sort()).toEqual(
      before.filter((name) => !/^00000[1-5]-[a-z_]+\.eml$/.test(name)).sort(),
    );
    for (const file of lookAlikes) expect(existsSync(file)).toBe(true);
  });

  it('erases with no outbox folder, and leaves the folder alone when the person has no e-mail', async () => {
    await leadsAt(RECENT, 'priya@example.com', '2026-01-25T10:00:00.000Z');
    rmSync(t.outboxDir, { recursive: true, force: true });
    expect((await erasePerson(t, 'priya@example.com', actor)).deleted.emails).toBe(5);
    // An outbox that cannot be read is never opened for a person without e-mails.
    writeFileSync(t.outboxDir, 'a file where the folder should be');
    expect((await erasePerson(t, 'nobody@example.com', actor)).deleted).toEqual({
      consultations: 0,
      contacts: 0,
      emails: 0,
      subscriptions: 0,
      suppressions: 0,
    });
  });

  it('says so when an e-mail file cannot be removed (the records are gone already)', async () => {
    await leadsAt(RECENT, 'priya@example.com', '2026-01-25T10:00:00.000Z');
    writeFileSync(t.outboxDir, 'a file where the folder should be');
    await expect(erasePerson(t, 'priya@example.com', actor)).rejects.toThrow(/ENOTDIR/);
    rmSync(t.outboxDir);
    await leadsAt(RECENT, 'asha@example.com', '2026-01-27T10:00:00.000Z');
    // A folder with an e-mail's name cannot be unlinked.
    const first = Number(
      (await t.db.selectFrom('email_outbox').select('id').orderBy('id').executeTakeFirstOrThrow()).id,
    );
    mkdirSync(eml(first), { recursive: true });
    await expect(erasePerson(t, 'asha@example.com', actor)).rejects.toThrow(/EISDIR|EPERM/);
  });
});
