// Webhook endpoints and their durable delivery queue. An event is queued in the transaction of the record it is
// about, one delivery per endpoint that wants it, so an acknowledged lead's event survives a crash; the server's
// dispatcher sends what is due and records every attempt.
import { randomBytes } from 'node:crypto';
import {
  conflict,
  notFound,
  WEBHOOK_DISABLE_AFTER_MS,
  WEBHOOK_FAILING_REASON,
  WEBHOOK_MESSAGES,
  WEBHOOK_ROTATION_MS,
  WEBHOOK_RUN_GAP_MS,
  WEBHOOK_TEST_EVENT,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointInput,
  type WebhookEventType,
  type WebhookPayload,
  webhookTestData,
} from '@coach/shared';
import type { Selectable } from 'kysely';
import type { DB } from '../client';
import type { WebhookDeliveryTable, WebhookEndpointTable } from '../database';
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
  /** The lead the event carries, so erasing it deletes the deliveries too. */
  lead: { consultation_id?: number; contact_id?: number } = {},
  /** The active endpoints, when the caller has read them for many events. */
  subscriptions?: readonly WebhookSubscription[],
): Promise<number> {
  const endpoints = subscriptions ?? (await activeWebhookSubscriptions(db));
  const wanting = endpoints.filter((endpoint) => endpoint.events.includes(type));
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
        consultation_id: lead.consultation_id ?? null,
        contact_id: lead.contact_id ?? null,
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

/**
 * Records an attempt and its consequence for the delivery and its endpoint, in one transaction. Returns why the
 * endpoint was disabled by this attempt (a 410, or failures for WEBHOOK_DISABLE_AFTER_MS), or null.
 */
export async function recordWebhookAttempt(
  db: DB,
  delivery: Pick<DueWebhookDelivery, 'id' | 'endpoint_id'>,
  outcome: WebhookAttemptOutcome,
): Promise<string | null> {
  return db.transaction().execute(async (trx) => {
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
    if (outcome.delivered) {
      await endpoint.set({ failing_since: null, last_failed_at: null }).execute();
      return null;
    }
    const { failing_since, last_failed_at, status } = await trx
      .selectFrom('webhook_endpoints')
      .select(['failing_since', 'last_failed_at', 'status'])
      .where('id', '=', delivery.endpoint_id)
      .executeTakeFirstOrThrow();
    // A failure long after the last one starts a new run: an old delivery given up does not count against today.
    const sameRun =
      failing_since &&
      last_failed_at &&
      Date.parse(outcome.attemptedAt) - Date.parse(last_failed_at) <= WEBHOOK_RUN_GAP_MS;
    const since = sameRun ? failing_since : outcome.attemptedAt;
    const reason =
      outcome.disable ??
      (Date.parse(outcome.attemptedAt) - Date.parse(since) >= WEBHOOK_DISABLE_AFTER_MS ? WEBHOOK_FAILING_REASON : null);
    // Disabled once: later attempts of the same pass neither disable it again nor tell the owner again.
    const disable = reason && status === 'active' ? reason : null;
    await endpoint
      .set({
        failing_since: since,
        last_failed_at: outcome.attemptedAt,
        ...(disable && { status: 'disabled' as const, disabled_reason: disable, updated_at: nowIso() }),
      })
      .execute();
    return disable;
  });
}

/** An endpoint as the portal shows it: its events parsed, never its secrets. */
function shown(row: WebhookEndpointRow): WebhookEndpoint {
  const {
    secret: _secret,
    previous_secret: _previous,
    previous_secret_expires_at: _expires,
    last_failed_at: _lastFailure,
    ...rest
  } = row;
  return { ...rest, events: JSON.parse(row.events) as WebhookEventType[] };
}

export async function listWebhookEndpoints(db: DB): Promise<WebhookEndpoint[]> {
  return (await db.selectFrom('webhook_endpoints').selectAll().orderBy('id').execute()).map(shown);
}

/** A new endpoint as shown, and its secret (shown this once). */
export async function createWebhookEndpoint(
  db: DB,
  input: WebhookEndpointInput,
): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
  const row = await insertWebhookEndpoint(db, input);
  return { endpoint: shown(row), secret: row.secret };
}

export async function updateWebhookEndpoint(
  db: DB,
  id: number,
  changes: Partial<WebhookEndpointInput> & { status?: 'active' | 'paused' },
): Promise<WebhookEndpoint> {
  const { events, ...rest } = changes;
  const row = await db
    .updateTable('webhook_endpoints')
    .set({
      ...rest,
      ...(events && { events: JSON.stringify(events) }),
      // Resuming clears why it was stopped and the run of failures.
      ...(changes.status === 'active' && { disabled_reason: null, failing_since: null, last_failed_at: null }),
      updated_at: nowIso(),
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw notFound(WEBHOOK_MESSAGES.notFound);
  return shown(row);
}

export async function deleteWebhookEndpoint(db: DB, id: number): Promise<void> {
  const { numDeletedRows } = await db.deleteFrom('webhook_endpoints').where('id', '=', id).executeTakeFirst();
  if (!numDeletedRows) throw notFound(WEBHOOK_MESSAGES.notFound);
}

/** A new secret; the current one goes on signing beside it for WEBHOOK_ROTATION_MS. */
export async function rotateWebhookSecret(db: DB, id: number, now = new Date()): Promise<string> {
  const secret = newWebhookSecret();
  const row = await db
    .updateTable('webhook_endpoints')
    .set((eb) => ({
      previous_secret: eb.ref('secret'),
      previous_secret_expires_at: new Date(now.getTime() + WEBHOOK_ROTATION_MS).toISOString(),
      secret,
      updated_at: nowIso(),
    }))
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  if (!row) throw notFound(WEBHOOK_MESSAGES.notFound);
  return secret;
}

const DELIVERY_COLUMNS = [
  'id',
  'message_id',
  'event_type',
  'status',
  'attempts',
  'next_attempt_at',
  'created_at',
  'delivered_at',
] as const;

async function endpointExists(db: DB, endpointId: number): Promise<void> {
  const exists = await db.selectFrom('webhook_endpoints').select('id').where('id', '=', endpointId).executeTakeFirst();
  if (!exists) throw notFound(WEBHOOK_MESSAGES.notFound);
}

/** Deliveries as the log shows them: each with its last attempt, and a next attempt only while one is to come. */
async function shownDeliveries(
  db: DB,
  deliveries: Pick<Selectable<WebhookDeliveryTable>, (typeof DELIVERY_COLUMNS)[number]>[],
): Promise<WebhookDelivery[]> {
  const ids = deliveries.map((d) => d.id);
  const attempts = ids.length
    ? await db
        .selectFrom('webhook_attempts')
        .select(['delivery_id', 'attempted_at', 'response_status', 'duration_ms', 'response_excerpt', 'error'])
        .where('delivery_id', 'in', ids)
        .orderBy('id')
        .execute()
    : [];
  const last = new Map(attempts.map(({ delivery_id, ...attempt }) => [delivery_id, attempt]));
  return deliveries.map((delivery) => ({
    ...delivery,
    next_attempt_at: delivery.status === 'pending' ? delivery.next_attempt_at : null,
    last_attempt: last.get(delivery.id) ?? null,
  }));
}

/** An endpoint's latest deliveries, newest first, each with its last attempt. */
export async function listWebhookDeliveries(db: DB, endpointId: number, limit = 50): Promise<WebhookDelivery[]> {
  await endpointExists(db, endpointId);
  const deliveries = await db
    .selectFrom('webhook_deliveries')
    .select(DELIVERY_COLUMNS)
    .where('endpoint_id', '=', endpointId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return shownDeliveries(db, deliveries);
}

/**
 * Queues the test event for one active endpoint, due now, through the same queue, signing and log as every event.
 * A paused or disabled endpoint is refused: its deliveries would wait unsent.
 */
export async function enqueueWebhookTest(db: DB, endpointId: number, now = new Date()): Promise<WebhookDelivery> {
  const endpoint = await db
    .selectFrom('webhook_endpoints')
    .select('status')
    .where('id', '=', endpointId)
    .executeTakeFirst();
  if (!endpoint) throw notFound(WEBHOOK_MESSAGES.notFound);
  if (endpoint.status !== 'active') throw conflict(WEBHOOK_MESSAGES.testNotActive);
  const payload: WebhookPayload = {
    type: WEBHOOK_TEST_EVENT,
    timestamp: now.toISOString(),
    data: webhookTestData(endpointId),
  };
  const row = await db
    .insertInto('webhook_deliveries')
    .values({
      endpoint_id: endpointId,
      message_id: newMessageId(),
      event_type: WEBHOOK_TEST_EVENT,
      payload: JSON.stringify(payload),
      next_attempt_at: now.toISOString(),
    })
    .returning(DELIVERY_COLUMNS)
    .executeTakeFirstOrThrow();
  return (await shownDeliveries(db, [row]))[0] as WebhookDelivery;
}

/**
 * "Resend": the delivery is due again now, with its own `webhook-id` and body, so a receiver that has it drops it.
 * Its retries go on from where its schedule stood: one given up after the last retry is tried once more, not for days.
 */
export async function resendWebhookDelivery(
  db: DB,
  endpointId: number,
  deliveryId: number,
  now = new Date(),
): Promise<WebhookDelivery> {
  await endpointExists(db, endpointId);
  const row = await db
    .updateTable('webhook_deliveries')
    .set({ status: 'pending', next_attempt_at: now.toISOString(), delivered_at: null })
    .where('id', '=', deliveryId)
    .where('endpoint_id', '=', endpointId)
    .returning(DELIVERY_COLUMNS)
    .executeTakeFirst();
  if (!row) throw notFound(WEBHOOK_MESSAGES.deliveryNotFound);
  return (await shownDeliveries(db, [row]))[0] as WebhookDelivery;
}

/**
 * The daily trim: finished deliveries (delivered, or given up) created before `before` go, with their attempts.
 * Pending ones stay whatever their age: they are still owed. Returns how many went.
 */
export async function pruneWebhookDeliveries(db: DB, before: string): Promise<number> {
  const { numDeletedRows } = await db
    .deleteFrom('webhook_deliveries')
    .where('status', 'in', ['delivered', 'failed'])
    .where('created_at', '<', before)
    .executeTakeFirst();
  return Number(numDeletedRows);
}

/** The tables whose new rows are webhook events. */
export type WebhookEventSource = 'consultations' | 'contact_messages' | 'bookings';

/** The last id of `source` turned into events. */
export async function webhookCursor(db: DB, source: WebhookEventSource): Promise<number> {
  const row = await db.selectFrom('webhook_cursors').select('last_id').where('source', '=', source).executeTakeFirst();
  return row?.last_id ?? 0;
}

export async function setWebhookCursor(db: DB, source: WebhookEventSource, lastId: number): Promise<void> {
  await db.updateTable('webhook_cursors').set({ last_id: lastId }).where('source', '=', source).execute();
}

/** The active endpoints and the events each wants: read once for a pass's many events. */
export type WebhookSubscription = { id: number; events: string[]; created_at: string };

export async function activeWebhookSubscriptions(db: DB): Promise<WebhookSubscription[]> {
  const rows = await db
    .selectFrom('webhook_endpoints')
    .select(['id', 'events', 'created_at'])
    .where('status', '=', 'active')
    .execute();
  return rows.map((row) => ({ ...row, events: JSON.parse(row.events) as string[] }));
}
