import { enqueueEmails } from '@coach/db';
import { createTestDatabase } from '@coach/db/testing';
import { describe, expect, it } from 'vitest';
import { createOutboxSender, MAX_ATTEMPTS, retryDelayMs } from './outbox-sender';

const silentLog = { warn() {}, error() {}, info() {} } as never;

describe('retryDelayMs', () => {
  it('doubles from one minute and caps at six hours', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(retryDelayMs(30)).toBe(6 * 60 * 60 * 1000);
  });
});

describe('outbox sender', () => {
  it('keeps an e-mail pending with a later attempt when the SMTP server is unreachable, and gives up after the last try', async () => {
    const { db, dir } = await createTestDatabase();
    await enqueueEmails(db, [
      {
        kind: 'test',
        to_address: 'a@example.com',
        reply_to: null,
        subject: 'S',
        text_body: 'T',
        html_body: '<p>T</p>',
      },
    ]);
    const sender = createOutboxSender({
      db,
      mail: {
        from: 'x@example.com',
        smtpUrl: 'smtp://127.0.0.1:9',
        outboxDir: dir,
        perSecond: { transactional: 0, bulk: 10 },
        dkim: null,
      },
      sender: async () => ({ name: 'Unused', address: 'unused@example.com' }),
      log: silentLog,
    });
    expect(await sender.flush()).toBe(0);
    const row = await db.selectFrom('email_outbox').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row.last_error).toBeTruthy();
    expect(Date.parse(row.next_attempt_at)).toBeGreaterThan(Date.now() + 50_000);
    expect(await sender.flush()).toBe(0); // not due yet: no second attempt

    await db
      .updateTable('email_outbox')
      .set({ attempts: MAX_ATTEMPTS - 1, next_attempt_at: '2000-01-01T00:00:00.000Z' })
      .execute();
    await sender.flush();
    expect(await db.selectFrom('email_outbox').select(['status', 'attempts']).executeTakeFirstOrThrow()).toEqual({
      status: 'failed',
      attempts: MAX_ATTEMPTS,
    });
    await sender.stop();
  });
});
