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
});
