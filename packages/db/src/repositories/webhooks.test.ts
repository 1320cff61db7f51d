import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DB } from '../client';
import { createTestDatabase } from '../testing';
import { enqueueWebhookEvent, insertWebhookEndpoint, pruneWebhookDeliveries } from './webhooks';

let db: DB;
beforeEach(async () => {
  ({ db } = await createTestDatabase());
});
afterEach(() => db.destroy());

describe('webhook deliveries', () => {
  it('are pruned once finished and older than the cut-off, with their attempts; pending ones stay', async () => {
    await insertWebhookEndpoint(db, {
      url: 'https://crm.example.test',
      description: '',
      events: ['post.published'],
    });
    for (let i = 0; i < 4; i++) await enqueueWebhookEvent(db, 'post.published', { i });
    const ids = (await db.selectFrom('webhook_deliveries').select('id').orderBy('id').execute()).map((d) => d.id);
    const [oldDelivered, oldFailed, oldPending, recent] = ids as [number, number, number, number];
    // Written as they would be days later (created_at is the database's own).
    const set = (id: number, status: 'delivered' | 'failed' | 'pending', createdAt: string) =>
      sql`update webhook_deliveries set status = ${status}, created_at = ${createdAt} where id = ${id}`.execute(db);
    await set(oldDelivered, 'delivered', '2026-01-01T00:00:00.000Z');
    await set(oldFailed, 'failed', '2026-01-01T00:00:00.000Z');
    await set(oldPending, 'pending', '2026-01-01T00:00:00.000Z');
    await set(recent, 'delivered', '2026-03-01T00:00:00.000Z');
    await db
      .insertInto('webhook_attempts')
      .values({
        delivery_id: oldDelivered,
        attempted_at: '2026-01-01T00:00:01.000Z',
        response_status: 200,
        duration_ms: 5,
      })
      .execute();

    expect(await pruneWebhookDeliveries(db, '2026-02-01T00:00:00.000Z')).toBe(2);
    const left = await db.selectFrom('webhook_deliveries').select('id').orderBy('id').execute();
    expect(left.map((d) => d.id)).toEqual([oldPending, recent]);
    expect(await db.selectFrom('webhook_attempts').selectAll().execute()).toEqual([]);
  });
});
