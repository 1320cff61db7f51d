// Webhook endpoints over REST: the secret shown once and never again, pausing, rotation with both secrets signing,
// the delivery log, the audit log, and addresses refused at save (names answered by a resolver stub).
import type { LookupFunction } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from '../test-support';
import { startReceiver, verified } from '../webhooks/test-receiver';

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
