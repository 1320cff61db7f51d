// Webhook endpoints over REST: the secret shown once and never again, pausing, rotation with both secrets signing,
// the delivery log, the audit log, and addresses refused at save (names answered by a resolver stub).
import type { LookupFunction } from 'node:net';
import { startReceiver, verified } from '@coach/api/webhook-receiver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from '../test-support';

/** Names the stub resolves; any other name does not resolve. */
const NAMES: Record<string, string> = {
  'crm.example.test': '93.184.216.34',
  'rebind.example.test': '10.0.0.7',
  'metadata.example.test': '169.254.169.254',
  'six.example.test': 'fd00::1',
};
const lookup = ((hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
  const address = NAMES[hostname];
  if (!address) return callback(Object.assign(new Error('not found'), { code: 'ENOTFOUND' }));
  const family = address.includes(':') ? 6 : 4;
  return options.all ? callback(null, [{ address, family }]) : callback(null, address, family);
}) as unknown as LookupFunction;

let t: Awaited<ReturnType<typeof createTestServer>>;
let admin: Record<string, string>;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  receiver = await startReceiver();
  t = await createTestServer({ webhookLookup: lookup });
  ({ admin } = await t.headers());
});
afterAll(async () => {
  await t.stop();
  await receiver.close();
});

const add = (payload: object) => t.app.inject({ method: 'POST', url: '/api/admin/webhooks', headers: admin, payload });

describe('webhook endpoints over REST', () => {
  it('are added with a secret shown once, listed without it, paused, rotated and deleted, each in the audit log', async () => {
    const created = await add({
      url: receiver.url('/crm'),
      description: 'My CRM',
      events: ['lead.contact.created', 'lead.consultation.created', 'lead.contact.created'],
    });
    expect(created.statusCode).toBe(201);
    await t.expectDocumented('POST', '/api/admin/webhooks', created);
    const { endpoint, secret } = created.json();
    expect(secret).toMatch(/^whsec_/);
    // In the order the site lists events, once each.
    expect(endpoint).toMatchObject({ description: 'My CRM', status: 'active' });
    expect(endpoint.events).toEqual(['lead.consultation.created', 'lead.contact.created']);

    const list = await t.app.inject({ method: 'GET', url: '/api/admin/webhooks', headers: admin });
    await t.expectDocumented('GET', '/api/admin/webhooks', list);
    expect(list.body).not.toContain(secret.slice(6));
    expect(list.json().endpoints.map((e: { id: number }) => e.id)).toContain(endpoint.id);

    const url = `/api/admin/webhooks/${endpoint.id}`;
    const paused = await t.app.inject({ method: 'PUT', url, headers: admin, payload: { status: 'paused' } });
    await t.expectDocumented('PUT', '/api/admin/webhooks/{id}', paused);
    expect(paused.json().endpoint.status).toBe('paused');
    const resumed = await t.app.inject({ method: 'PUT', url, headers: admin, payload: { status: 'active' } });
    expect(resumed.json().endpoint.status).toBe('active');

    const rotated = await t.app.inject({ method: 'POST', url: `${url}/rotate`, headers: admin });
    await t.expectDocumented('POST', '/api/admin/webhooks/{id}/rotate', rotated);
    const newSecret = rotated.json().secret;
    expect(newSecret).not.toBe(secret);

    // A lead now: its delivery verifies with the new secret and, for 24 hours, with the old one.
    const from = receiver.received.length;
    const lead = { name: 'Ana', email: 'ana@example.com', subject: 'Hi', message: 'Hello' };
    const visitor = { 'x-encrypted-token': await t.publicToken() };
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/contact', headers: visitor, payload: lead })).statusCode,
    ).toBe(201);
    expect(await t.webhooks.flush()).toBe(1);
    const delivery = receiver.received[from];
    expect(verified(newSecret, delivery)).toMatchObject({ type: 'lead.contact.created' });
    expect(verified(secret, delivery)).toMatchObject({ type: 'lead.contact.created' });

    const log = await t.app.inject({ method: 'GET', url: `${url}/deliveries`, headers: admin });
    await t.expectDocumented('GET', '/api/admin/webhooks/{id}/deliveries', log);
    expect(log.json().deliveries[0]).toMatchObject({
      event_type: 'lead.contact.created',
      status: 'delivered',
      attempts: 1,
      next_attempt_at: null,
      last_attempt: { response_status: 200, response_excerpt: 'thanks', error: null },
    });

    const deleted = await t.app.inject({ method: 'DELETE', url, headers: admin });
    await t.expectDocumented('DELETE', '/api/admin/webhooks/{id}', deleted);
    const again = await t.app.inject({ method: 'DELETE', url, headers: admin });
    expect(again.statusCode).toBe(404);
    await t.expectDocumented('DELETE', '/api/admin/webhooks/{id}', again);

    const actions = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', 'like', 'webhook.%')
      .orderBy('id')
      .execute();
    expect(actions.map((a) => a.action)).toEqual([
      'webhook.create',
      'webhook.update',
      'webhook.update',
      'webhook.rotate',
      'webhook.delete',
    ]);
  });

  it('send a test event and resend a delivery with the same webhook-id; a paused endpoint gets no test', async () => {
    const created = await add({ url: receiver.url('/test'), events: ['booking.created'] });
    const { endpoint, secret } = created.json();
    const url = `/api/admin/webhooks/${endpoint.id}`;
    const from = receiver.received.length;

    const test = await t.app.inject({ method: 'POST', url: `${url}/test`, headers: admin });
    expect(test.statusCode).toBe(202);
    await t.expectDocumented('POST', '/api/admin/webhooks/{id}/test', test);
    expect(test.json()).toMatchObject({
      delivery: { event_type: 'webhook.test', status: 'pending', attempts: 0 },
      message: 'Test event queued: it is sent within seconds and shows in the delivery log.',
    });
    expect(await t.webhooks.flush()).toBe(1);
    await t.expectEventDocumented(verified(secret, receiver.received[from]) as { type: string });
    expect(verified(secret, receiver.received[from])).toEqual({
      type: 'webhook.test',
      timestamp: expect.any(String),
      data: {
        endpoint_id: endpoint.id,
        message: 'A test event sent from the Integrations page. It carries no visitor data.',
      },
    });

    const { delivery } = test.json();
    const resend = `${url}/deliveries/${delivery.id}/resend`;
    const resent = await t.app.inject({ method: 'POST', url: resend, headers: admin });
    expect(resent.statusCode).toBe(202);
    await t.expectDocumented('POST', '/api/admin/webhooks/{id}/deliveries/{deliveryId}/resend', resent);
    expect(resent.json().delivery).toMatchObject({ id: delivery.id, status: 'pending', delivered_at: null });
    expect(await t.webhooks.flush()).toBe(1);
    const [first, second] = receiver.received.slice(from);
    expect(second?.headers['webhook-id']).toBe(first?.headers['webhook-id']);
    expect(second?.body).toBe(first?.body);
    const log = await t.app.inject({ method: 'GET', url: `${url}/deliveries`, headers: admin });
    expect(log.json().deliveries).toEqual([
      expect.objectContaining({ id: delivery.id, status: 'delivered', attempts: 2, next_attempt_at: null }),
    ]);

    // Another endpoint's delivery, or none, is not found through this one.
    const other = (await add({ url: receiver.url('/other'), events: ['booking.created'] })).json().endpoint;
    const elsewhere = `/api/admin/webhooks/${other.id}/deliveries/${delivery.id}/resend`;
    const notOurs = await t.app.inject({ method: 'POST', url: elsewhere, headers: admin });
    expect(notOurs.statusCode).toBe(404);
    expect(notOurs.json()).toEqual({ error: 'Delivery not found' });
    await t.expectDocumented('POST', '/api/admin/webhooks/{id}/deliveries/{deliveryId}/resend', notOurs);
    const noEndpoint = await t.app.inject({
      method: 'POST',
      url: `/api/admin/webhooks/999999/deliveries/${delivery.id}/resend`,
      headers: admin,
    });
    expect(noEndpoint.json()).toEqual({ error: 'Webhook endpoint not found' });

    await t.app.inject({ method: 'PUT', url, headers: admin, payload: { status: 'paused' } });
    const paused = await t.app.inject({ method: 'POST', url: `${url}/test`, headers: admin });
    expect(paused.statusCode).toBe(409);
    expect(paused.json()).toEqual({ error: 'This endpoint is paused or disabled: resume it to send it a test event.' });
    await t.expectDocumented('POST', '/api/admin/webhooks/{id}/test', paused);
    const missing = await t.app.inject({ method: 'POST', url: '/api/admin/webhooks/999999/test', headers: admin });
    expect(missing.statusCode).toBe(404);

    const actions = await t.db
      .selectFrom('audit_log')
      .select(['action', 'target_id'])
      .where('action', 'in', ['webhook.test', 'webhook.resend'])
      .orderBy('id')
      .execute();
    expect(actions).toEqual([
      { action: 'webhook.test', target_id: String(endpoint.id) },
      { action: 'webhook.resend', target_id: String(endpoint.id) },
    ]);
    for (const id of [endpoint.id, other.id]) {
      await t.app.inject({ method: 'DELETE', url: `/api/admin/webhooks/${id}`, headers: admin });
    }
  });

  it.each([
    ['https://169.254.169.254/latest', 'url: This address points to a private or reserved network'],
    ['https://[::1]/in', 'url: This address points to a private or reserved network'],
    ['https://rebind.example.test/in', 'url: This address points to a private or reserved network'],
    ['https://metadata.example.test/in', 'url: This address points to a private or reserved network'],
    ['https://six.example.test/in', 'url: This address points to a private or reserved network'],
    ['http://crm.example.test/in', 'url: Plain http:// is allowed only to the addresses in WEBHOOK_ALLOW_ADDRESSES'],
    ['https://nowhere.example.test/in', 'url: This address does not resolve to any server'],
    ['ftp://crm.example.test/in', 'url: Must be an https:// address'],
  ])('refuse %s when it is saved', async (url, error) => {
    const res = await add({ url, events: ['post.published'] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(error);
    await t.expectDocumented('POST', '/api/admin/webhooks', res);
  });

  it('takes an https address of a public server, and refuses an endpoint without events', async () => {
    const saved = await add({ url: 'https://crm.example.test/hooks', events: ['booking.created'] });
    expect(saved.statusCode).toBe(201);
    // Not left active: a later delivery pass in this file must never try a public address.
    const url = `/api/admin/webhooks/${saved.json().endpoint.id}`;
    expect((await t.app.inject({ method: 'DELETE', url, headers: admin })).statusCode).toBe(200);
    const none = await add({ url: 'https://crm.example.test/hooks', events: [] });
    expect(none.json()).toEqual({ error: 'events: Choose at least one event' });
  });
});
