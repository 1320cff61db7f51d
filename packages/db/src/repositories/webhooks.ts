// Webhook endpoints and their durable delivery queue. An event is queued in the transaction of the record it is
// about, one delivery per endpoint that wants it, so an acknowledged lead's event survives a crash; the server's
// dispatcher sends what is due and records every attempt.
import { randomBytes } from 'node:crypto';
import type { WebhookEventType, WebhookPayload } from '@coach/shared';
import type { Selectable } from 'kysely';
import type { DB } from '../client';
import type { WebhookEndpointTable } from '../database';
import { nowIso } from '../json';

export type WebhookEndpointRow = Selectable<WebhookEndpointTable>;

/** A new endpoint's signing secret, in the Standard Webhooks form: `whsec_` and 32 random bytes in base64. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

/** A message id for `webhook-id`: the same on every attempt and for every endpoint of one event. */
const newMessageId = () => `msg_${randomBytes(16).toString('base64url')}`;

export async function insertWebhookEndpoint(
  db: DB,
  endpoint: { url: string; description: string; events: readonly WebhookEventType[] },
): Promise<WebhookEndpointRow> {
  return db
    .insertInto('webhook_endpoints')
    .values({ ...endpoint, events: JSON.stringify(endpoint.events), secret: newWebhookSecret() })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Queues `type` for every active endpoint that wants it, in the caller's transaction. Nothing is queued when no
 * endpoint wants it; returns how many deliveries were queued.
 */
export async function enqueueWebhookEvent(
  db: DB,
  type: WebhookEventType,
  data: unknown,
  now = new Date(),
): Promise<number> {
  const endpoints = await db
    .selectFrom('webhook_endpoints')
    .select(['id', 'events'])
    .where('status', '=', 'active')
    .execute();
  const wanting = endpoints.filter((endpoint) => (JSON.parse(endpoint.events) as string[]).includes(type));
  if (!wanting.length) return 0;
  const payload: WebhookPayload = { type, timestamp: now.toISOString(), data };
  const body = JSON.stringify(payload);
  const message_id = newMessageId();
  await db
    .insertInto('webhook_deliveries')
    .values(
      wanting.map((endpoint) => ({
        endpoint_id: endpoint.id,
        message_id,
        event_type: type,
        payload: body,
        next_attempt_at: now.toISOString(),
      })),
    )
    .execute();
  return wanting.length;
}

/** A delivery due now, with what sending it needs of its endpoint. */
export type DueWebhookDelivery = {
  id: number;
  endpoint_id: number;
  message_id: string;
  payload: string;
  attempts: number;
  url: string;
  secret: string;
  previous_secret: string | null;
  previous_secret_expires_at: string | null;
};

/** Pending deliveries of active endpoints whose next attempt is due, oldest first. */
export async function dueWebhookDeliveries(db: DB, limit: number, now = nowIso()): Promise<DueWebhookDelivery[]> {
  return db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_endpoints as e', 'e.id', 'd.endpoint_id')
    .select([
      'd.id',
      'd.endpoint_id',
      'd.message_id',
      'd.payload',
      'd.attempts',
      'e.url',
      'e.secret',
      'e.previous_secret',
      'e.previous_secret_expires_at',
    ])
    .where('d.status', '=', 'pending')
    .where('d.next_attempt_at', '<=', now)
    .where('e.status', '=', 'active')
    .orderBy('d.id')
    .limit(limit)
    .execute();
}

/** What one attempt came to, as the delivery log shows it. */
export type WebhookAttemptOutcome = {
  attemptedAt: string;
  responseStatus: number | null;
  durationMs: number;
  responseExcerpt: string;
  error: string | null;
  /** delivered; or tried again at `retryAt`; or given up (`retryAt` null); `disable` stops the endpoint (410). */
  delivered: boolean;
  retryAt: string | null;
  disable: string | null;
};

/** Records an attempt and its consequence for the delivery and its endpoint, in one transaction. */
export async function recordWebhookAttempt(
  db: DB,
  delivery: Pick<DueWebhookDelivery, 'id' | 'endpoint_id'>,
  outcome: WebhookAttemptOutcome,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('webhook_attempts')
      .values({
        delivery_id: delivery.id,
        attempted_at: outcome.attemptedAt,
        response_status: outcome.responseStatus,
        duration_ms: outcome.durationMs,
        response_excerpt: outcome.responseExcerpt,
        error: outcome.error,
      })
      .execute();
    await trx
      .updateTable('webhook_deliveries')
      .set((eb) => ({
        attempts: eb('attempts', '+', 1),
        ...(outcome.delivered
          ? { status: 'delivered' as const, delivered_at: outcome.attemptedAt }
          : outcome.retryAt
            ? { next_attempt_at: outcome.retryAt }
            : { status: 'failed' as const }),
      }))
      .where('id', '=', delivery.id)
      .execute();
    const endpoint = trx.updateTable('webhook_endpoints').where('id', '=', delivery.endpoint_id);
    if (outcome.delivered) await endpoint.set({ failing_since: null }).execute();
    else if (outcome.disable) {
      await endpoint.set({ status: 'disabled', disabled_reason: outcome.disable, updated_at: nowIso() }).execute();
    } else {
      await endpoint
        .set((eb) => ({ failing_since: eb.fn.coalesce('failing_since', eb.val(outcome.attemptedAt)) }))
        .execute();
    }
  });
}
