// The outbox's two lanes through a real SMTP server (smtp-server on 127.0.0.1, pooled connections): a pass drains
// everything due, not one batch, and a transactional e-mail queued while a newsletter is going out leaves before the
// rest of the newsletter.
import type { AddressInfo } from 'node:net';
import { enqueueEmails, type OutboxEmail } from '@coach/db';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from '../test-support';

const received: ParsedMail[] = [];
let connections = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onConnect(_session, done) {
    connections++;
    done();
  },
  onData(stream, _session, done) {
    simpleParser(stream)
      .then((mail) => received.push(mail))
      .then(() => done(), done);
  },
});

let t: Awaited<ReturnType<typeof createTestServer>>;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestServer({ smtpUrl: `smtp://127.0.0.1:${port}` });
});
afterAll(async () => {
  await t.stop();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
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
    const from = received.length;
    const before = connections;
    await enqueueEmails(
      t.db,
      Array.from({ length: 120 }, (_, i) => email(`Burst ${i}`)),
    );
    expect(await t.mailer.flush()).toBe(120);
    expect(received.slice(from).map((mail) => mail.subject)).toEqual(
      Array.from({ length: 120 }, (_, i) => `Burst ${i}`),
    );
    // Pooled: a couple of connections for 120 e-mails, not one each.
    expect(connections - before).toBeLessThanOrEqual(2);
  });

  it('send a transactional e-mail queued during a newsletter before the rest of the newsletter', async () => {
    const from = received.length;
    await enqueueEmails(
      t.db,
      Array.from({ length: 25 }, (_, i) => email(`Newsletter ${i}`, 'bulk')),
    );
    const pass = t.mailer.flush();
    await expect.poll(() => received.length - from, { timeout: 10_000, interval: 20 }).toBeGreaterThanOrEqual(3);
    await enqueueEmails(t.db, [email('Your consultation is booked')]);
    expect(await pass).toBe(26);
    const subjects = received.slice(from).map((mail) => mail.subject);
    const urgent = subjects.indexOf('Your consultation is booked');
    // At the end of the newsletter's first second at the latest (10 a second), not after all 25.
    expect(urgent).toBeGreaterThanOrEqual(3);
    expect(urgent).toBeLessThanOrEqual(10);
    expect(subjects.filter((subject) => subject?.startsWith('Newsletter'))).toEqual(
      Array.from({ length: 25 }, (_, i) => `Newsletter ${i}`),
    );
  });
});
