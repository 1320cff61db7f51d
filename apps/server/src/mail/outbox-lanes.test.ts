// The outbox's two lanes through a real SMTP server (smtp-server on 127.0.0.1, pooled connections): a pass drains
// everything due, not one batch, and a transactional e-mail queued while a newsletter is going out leaves before the
// rest of the newsletter.
import { enqueueEmails, type OutboxEmail } from '@coach/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from '../test-support';
import { startSmtpServer } from './test-smtp-server';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: Awaited<ReturnType<typeof createTestServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestServer({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await t.stop();
  await smtp.close();
});

const email = (subject: string, lane: OutboxEmail['lane'] = 'transactional'): OutboxEmail => ({
  kind: lane === 'bulk' ? 'newsletter' : 'consultation_confirmation',
  to_address: 'reader@example.com',
  reply_to: null,
  subject,
  text_body: subject,
  html_body: `<p>${subject}</p>`,
  lane,
});

describe('the outbox lanes', () => {
  it('drain a burst in one pass over a few pooled connections', async () => {
    const from = smtp.received.length;
    const before = smtp.connections();
    await enqueueEmails(
      t.db,
      Array.from({ length: 120 }, (_, i) => email(`Burst ${i}`)),
    );
    expect(await t.mailer.flush()).toBe(120);
    expect(smtp.received.slice(from).map((mail) => mail.subject)).toEqual(
      Array.from({ length: 120 }, (_, i) => `Burst ${i}`),
    );
    // Pooled: a couple of connections for 120 e-mails, not one each.
    expect(smtp.connections() - before).toBeLessThanOrEqual(2);
  });

  it('send a transactional e-mail queued during a newsletter before the rest of the newsletter', async () => {
    const from = smtp.received.length;
    await enqueueEmails(
      t.db,
      Array.from({ length: 25 }, (_, i) => email(`Newsletter ${i}`, 'bulk')),
    );
    const pass = t.mailer.flush();
    await expect.poll(() => smtp.received.length - from, { timeout: 10_000, interval: 20 }).toBeGreaterThanOrEqual(3);
    await enqueueEmails(t.db, [email('Your consultation is booked')]);
    expect(await pass).toBe(26);
    const subjects = smtp.received.slice(from).map((mail) => mail.subject);
    const urgent = subjects.indexOf('Your consultation is booked');
    // At the end of the newsletter's first second at the latest (10 a second), not after all 25.
    expect(urgent).toBeGreaterThanOrEqual(3);
    expect(urgent).toBeLessThanOrEqual(10);
    expect(subjects.filter((subject) => subject?.startsWith('Newsletter'))).toEqual(
      Array.from({ length: 25 }, (_, i) => `Newsletter ${i}`),
    );
  });

  it('put an address the receiving server refuses for good on the suppression list, and try a busy one again', async () => {
    smtp.refuse.set('gone@example.com', 550);
    smtp.refuse.set('busy@example.com', 451);
    await enqueueEmails(t.db, [
      { ...email('First to a gone mailbox'), to_address: 'gone@example.com' },
      { ...email('To a busy mailbox'), to_address: 'busy@example.com' },
    ]);
    expect(await t.mailer.flush()).toBe(0);
    const outcome = () =>
      t.db
        .selectFrom('email_outbox')
        .select(['to_address', 'status', 'attempts', 'last_error'])
        .where('to_address', 'in', ['gone@example.com', 'busy@example.com', 'Gone@Example.com'])
        .orderBy('id')
        .execute();
    expect(await outcome()).toEqual([
      {
        to_address: 'gone@example.com',
        status: 'failed',
        attempts: 1,
        last_error: expect.stringMatching(/^Refused by the receiving server: 550/),
      },
      { to_address: 'busy@example.com', status: 'pending', attempts: 1, last_error: expect.stringMatching(/451/) },
    ]);
    expect(await t.db.selectFrom('email_suppressions').select('address').execute()).toEqual([
      { address: 'gone@example.com' },
    ]);

    // A later e-mail to the same address, however it is written, is not handed to the server at all.
    const from = smtp.received.length;
    const connectionsBefore = smtp.connections();
    smtp.refuse.clear();
    await enqueueEmails(t.db, [{ ...email('Second to a gone mailbox'), to_address: 'Gone@Example.com' }]);
    expect(await t.mailer.flush()).toBe(0);
    expect(smtp.received.length).toBe(from);
    expect((await outcome()).at(-1)).toMatchObject({
      to_address: 'Gone@Example.com',
      status: 'failed',
      last_error: expect.stringMatching(/^Not sent: the address is suppressed \(Refused by the receiving server: 550/),
    });
    expect(smtp.connections()).toBe(connectionsBefore);
  });
});
