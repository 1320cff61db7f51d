// Deliveries to a real receiving HTTP server on 127.0.0.1 (allowed as the operator would allow it), verified with an
// independent implementation of Standard Webhooks; retries on a fake clock; addresses refused before any connection.
import { isIP, type LookupFunction, Socket } from 'node:net';
import { type ReceivedDelivery, startReceiver, verified } from '@coach/api/webhook-receiver';
import { type DB, enqueueWebhookEvent, insertWebhookEndpoint } from '@coach/db';
import { createTestDatabase } from '@coach/db/testing';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createWebhookDispatcher } from './dispatcher';

const quiet = { warn() {}, error() {}, info() {} } as unknown as FastifyBaseLogger;

let receiver: Awaited<ReturnType<typeof startReceiver>>;
let received: ReceivedDelivery[];
/** What the receiver answers next, in turn. */
let answers: number[];
let base: string;

// Whatever the code under test does, no connection to an address written out leaves loopback. (A name's address is
// resolved inside the socket, after this check: for names, the filter under test is what refuses.)
const connect = Socket.prototype.connect;
beforeAll(async () => {
  receiver = await startReceiver();
  base = receiver.url('');
  Socket.prototype.connect = function guarded(this: Socket, ...args: unknown[]) {
    const [options] = args as [{ host?: string } | number];
    const host = typeof options === 'object' ? options.host : undefined;
    if (host && isIP(host) && host !== '127.0.0.1') throw new Error(`test connected to ${host}`);
    return (connect as (...a: unknown[]) => Socket).apply(this, args);
  } as typeof connect;
});
afterAll(async () => {
  Socket.prototype.connect = connect;
  await receiver.close();
});

let db: DB;
let clock: Date;
beforeEach(async () => {
  ({ db } = await createTestDatabase());
  receiver.received.length = 0;
  receiver.answers.length = 0;
  ({ received, answers } = receiver);
  clock = new Date('2026-11-27T10:00:00Z');
});
const dispatchers: Array<ReturnType<typeof createWebhookDispatcher>> = [];
afterEach(async () => {
  await Promise.all(dispatchers.splice(0).map((d) => d.stop()));
});

function dispatcher(options: { lookup?: LookupFunction; allowed?: string[] } = {}) {
  const created = createWebhookDispatcher({
    db,
    log: quiet,
    allowedAddresses: options.allowed ?? ['127.0.0.1'],
    now: () => clock,
    lookup: options.lookup,
  });
  dispatchers.push(created);
  return created;
}
const later = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
const attempts = (deliveryId?: number) =>
  db
    .selectFrom('webhook_attempts')
    .selectAll()
    .$if(deliveryId !== undefined, (q) => q.where('delivery_id', '=', deliveryId as number))
    .orderBy('id')
    .execute();

describe('webhook deliveries', () => {
  it('are signed so that an independent Standard Webhooks verifier accepts them, with the event as the body', async () => {
    // The verifier compares the timestamp with its own clock.
    clock = new Date();
    const endpoint = await insertWebhookEndpoint(db, {
      url: `${base}/hook`,
      description: 'CRM',
      events: ['lead.contact.created'],
    });
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(await enqueueWebhookEvent(db, 'lead.contact.created', { id: 7, name: 'Ana' }, clock)).toBe(1);
    // Nobody wants this one: nothing is queued.
    expect(await enqueueWebhookEvent(db, 'post.published', { id: 1 }, clock)).toBe(0);

    expect(await dispatcher().flush()).toBe(1);
    expect(received).toHaveLength(1);
    const [delivery] = received;
    expect(verified(endpoint.secret, delivery)).toEqual({
      type: 'lead.contact.created',
      timestamp: clock.toISOString(),
      data: { id: 7, name: 'Ana' },
    });
    expect(delivery?.headers['content-type']).toBe('application/json');
    expect(await attempts()).toMatchObject([{ response_status: 200, response_excerpt: 'thanks', error: null }]);
  });

  it('are tried again on the schedule, with the same webhook-id, until one is answered 2xx', async () => {
    await insertWebhookEndpoint(db, { url: `${base}/hook`, description: '', events: ['lead.contact.created'] });
    await enqueueWebhookEvent(db, 'lead.contact.created', { id: 1 }, clock);
    answers.push(500, 503);
    const sender = dispatcher();
    expect(await sender.flush()).toBe(0);
    // Not due yet: nothing is sent.
    later(4_000);
    expect(await sender.flush()).toBe(0);
    expect(received).toHaveLength(1);
    later(1_000); // 5 s after the first attempt
    expect(await sender.flush()).toBe(0);
    later(5 * 60_000); // 5 min after the second
    expect(await sender.flush()).toBe(1);
    expect(received.map((r) => r.headers['webhook-id'])).toEqual(Array(3).fill(received[0]?.headers['webhook-id']));
    expect((await attempts()).map((a) => a.response_status)).toEqual([500, 503, 200]);
    const delivery = await db.selectFrom('webhook_deliveries').selectAll().executeTakeFirstOrThrow();
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 3 });
  });

  it('are all tried by one pass when more than a batch is due (the backlog after a restart or a burst)', async () => {
    await insertWebhookEndpoint(db, { url: `${base}/hook`, description: '', events: ['lead.contact.created'] });
    for (let id = 1; id <= 45; id++) await enqueueWebhookEvent(db, 'lead.contact.created', { id }, clock);
    // The first fails: it waits for its retry instead of being tried again by the same pass.
    answers.push(500);
    expect(await dispatcher().flush()).toBe(44);
    expect(received).toHaveLength(45);
    const pending = await db.selectFrom('webhook_deliveries').select('id').where('status', '=', 'pending').execute();
    expect(pending).toHaveLength(1);
  });

  it('stop for an endpoint that answers 410, which gets no later event', async () => {
    const endpoint = await insertWebhookEndpoint(db, {
      url: `${base}/gone`,
      description: '',
      events: ['post.published'],
    });
    await enqueueWebhookEvent(db, 'post.published', { id: 1 }, clock);
    answers.push(410);
    await dispatcher().flush();
    const stored = await db
      .selectFrom('webhook_endpoints')
      .selectAll()
      .where('id', '=', endpoint.id)
      .executeTakeFirst();
    expect(stored).toMatchObject({ status: 'disabled', disabled_reason: 'The endpoint answered 410 Gone' });
    expect(await db.selectFrom('webhook_deliveries').select('status').executeTakeFirst()).toEqual({ status: 'failed' });
    expect(await enqueueWebhookEvent(db, 'post.published', { id: 2 }, clock)).toBe(0);
  });

  it.each([
    ['a name that resolves to the metadata address', 'https://hooks.example.test/in', '169.254.169.254'],
    ['a name that resolves to a private address', 'https://crm.example.test/in', '10.0.0.7'],
    ['a name that resolves to loopback', 'https://crm.example.test/in', '127.0.0.1'],
    ['http:// to a public address', 'http://crm.example.test/in', '93.184.216.34'],
    ['the IPv6 loopback', 'https://[::1]:4790/in', null],
    ['a private address written as such', 'http://10.1.2.3/in', null],
    ['a public address written as such, over http', 'http://93.184.216.34/in', null],
  ])('refuse %s before any connection', async (_case, url, resolvedTo) => {
    const asked: string[] = [];
    // The resolver stub answers the forbidden address; the filter refuses it, so nothing connects anywhere.
    const lookup = ((hostname: string, options: unknown, callback: (...args: unknown[]) => void) => {
      asked.push(hostname);
      const family = resolvedTo?.includes(':') ? 6 : 4;
      if ((options as { all?: boolean }).all) callback(null, [{ address: resolvedTo, family }]);
      else callback(null, resolvedTo, family);
    }) as unknown as LookupFunction;
    await insertWebhookEndpoint(db, { url, description: '', events: ['lead.contact.created'] });
    await enqueueWebhookEvent(db, 'lead.contact.created', { id: 1 }, clock);
    expect(await dispatcher({ lookup, allowed: [] }).flush()).toBe(0);
    const [attempt] = await attempts();
    expect(attempt?.response_status).toBeNull();
    expect(attempt?.error).toMatch(/is not allowed/);
    if (resolvedTo) expect(asked).toEqual([new URL(url).hostname]);
    expect(received).toEqual([]);
  });
});
