// The portal's webhook procedures: administrators only, the same service as REST (an address refused at save, the
// secret shown once, a test event queued and woken), and each write in the audit log under the REST route's name.
import type { LookupFunction } from 'node:net';
import { beforeEach, describe, expect, it } from 'vitest';
import { createCaller } from '../root';
import { codeOf, createTestServices } from '../test-support';

/** Every name resolves to one public address, except the rebinding one: nothing asks the network. */
const lookup = ((hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
  const address = hostname === 'rebind.example.test' ? '10.0.0.7' : '93.184.216.34';
  return options.all ? callback(null, [{ address, family: 4 }]) : callback(null, address, 4);
}) as unknown as LookupFunction;

let t: Awaited<ReturnType<typeof createTestServices>>;
let woken: number;
beforeEach(async () => {
  t = await createTestServices();
  woken = 0;
});

/** An administrator's caller; with the server's webhook settings (its resolver a stub, its wake-up counted). */
const adminCaller = (settings = false) =>
  createCaller({
    ...t,
    ip: '203.0.113.7',
    origin: 'http://localhost',
    publicAccess: true,
    adminId: 1,
    ...(settings && { webhooks: { allowedAddresses: [], lookup, onQueued: () => woken++ } }),
  });

describe('webhook procedures', () => {
  it('refuse a visitor', async () => {
    const visitor = t.caller({ publicAccess: true });
    const unauthorized = 'UNAUTHORIZED: Authentication required';
    expect(await codeOf(visitor.webhook.list())).toBe(unauthorized);
    expect(await codeOf(visitor.webhook.create({ url: 'https://crm.example.test', events: ['post.published'] }))).toBe(
      unauthorized,
    );
    expect(await codeOf(visitor.webhook.test({ id: 1 }))).toBe(unauthorized);
    expect(await codeOf(visitor.webhook.resend({ id: 1, deliveryId: 1 }))).toBe(unauthorized);
    expect(await codeOf(visitor.webhook.deliveries({ id: 1 }))).toBe(unauthorized);
  });

  it('add, change, test, rotate and delete an endpoint, each write audited', async () => {
    const admin = adminCaller(true);
    const refused = admin.webhook.create({ url: 'https://rebind.example.test/in', events: ['post.published'] });
    expect(await codeOf(refused)).toBe(
      'BAD_REQUEST: url: This address points to a private or reserved network, which webhooks are not sent to',
    );

    const { endpoint, secret, message } = await admin.webhook.create({
      url: 'https://crm.example.test/in',
      description: 'CRM',
      events: ['booking.created', 'lead.contact.created'],
    });
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(message).toBe('Endpoint added. Copy its secret now: it is shown only once.');
    expect(endpoint.events).toEqual(['lead.contact.created', 'booking.created']);
    expect(JSON.stringify(await admin.webhook.list())).not.toContain(secret);

    const moved = admin.webhook.update({ id: endpoint.id, url: 'https://rebind.example.test/in' });
    expect(await codeOf(moved)).toContain('BAD_REQUEST: url: This address points to a private');
    expect((await admin.webhook.update({ id: endpoint.id, description: 'Sheet' })).endpoint.description).toBe('Sheet');

    const { delivery } = await admin.webhook.test({ id: endpoint.id });
    expect(woken).toBe(1);
    expect((await admin.webhook.deliveries({ id: endpoint.id })).deliveries).toEqual([
      expect.objectContaining({ id: delivery.id, event_type: 'webhook.test', status: 'pending' }),
    ]);
    await admin.webhook.resend({ id: endpoint.id, deliveryId: delivery.id });
    expect(woken).toBe(2);
    expect(await codeOf(admin.webhook.resend({ id: endpoint.id, deliveryId: delivery.id + 1 }))).toBe(
      'NOT_FOUND: Delivery not found',
    );

    const { secret: rotated } = await admin.webhook.rotate({ id: endpoint.id });
    expect(rotated).not.toBe(secret);
    await admin.webhook.delete({ id: endpoint.id });
    expect(await codeOf(admin.webhook.deliveries({ id: endpoint.id }))).toBe('NOT_FOUND: Webhook endpoint not found');

    const entries = await t.db
      .selectFrom('audit_log')
      .select(['action', 'target_id', 'fields'])
      .orderBy('id')
      .execute();
    expect(entries).toEqual([
      { action: 'webhook.create', target_id: null, fields: '["description","events","url"]' },
      { action: 'webhook.update', target_id: String(endpoint.id), fields: '["description"]' },
      { action: 'webhook.test', target_id: String(endpoint.id), fields: null },
      { action: 'webhook.resend', target_id: String(endpoint.id), fields: '["deliveryId"]' },
      { action: 'webhook.rotate', target_id: String(endpoint.id), fields: null },
      { action: 'webhook.delete', target_id: String(endpoint.id), fields: null },
    ]);
  });

  it("refuse every address without the server's webhook settings", async () => {
    const admin = adminCaller();
    const refused = admin.webhook.create({ url: 'http://127.0.0.1:9/in', events: ['post.published'] });
    expect(await codeOf(refused)).toBe(
      'BAD_REQUEST: url: Plain http:// is allowed only to the addresses in WEBHOOK_ALLOW_ADDRESSES',
    );
  });
});
