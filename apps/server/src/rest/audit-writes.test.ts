// Which REST answers write an audit entry, and under what name: an administrator's successful write to an admin route
// (named as tRPC names it), and a lead export; never a failure, a read, a visitor's request, a public route, or a route
// that writes its own entry. Requests stand in for Fastify's with the fields the hook reads; the log is the real one.
import type { Services } from '@coach/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from '../test-support';
import { auditAdminWrites } from './audit-writes';

let t: Awaited<ReturnType<typeof createTestServer>>;
let audit: ReturnType<typeof auditAdminWrites>;
beforeAll(async () => {
  t = await createTestServer();
  audit = auditAdminWrites({ db: t.db } as Services);
});
afterAll(() => t.stop());

type Answer = {
  method: string;
  url: string | undefined;
  status?: number;
  adminId?: number | null;
  body?: object;
  query?: object;
  params?: object;
};

/** The entry the answer wrote, or null when it wrote none. */
async function entryOf({ method, url, status = 200, adminId = 1, body, query, params = {} }: Answer) {
  const request = { method, routeOptions: { url }, adminId, ip: '203.0.113.9', body, query, params };
  const before = await t.db.selectFrom('audit_log').select('id').orderBy('id', 'desc').executeTakeFirst();
  const written = audit(request as unknown as FastifyRequest, { statusCode: status } as FastifyReply);
  if (!written) return null;
  await written;
  const entry = await t.db
    .selectFrom('audit_log')
    .select(['id', 'action', 'target_type', 'target_id', 'fields', 'admin', 'ip'])
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  expect(entry.id).toBeGreaterThan(before?.id ?? 0);
  const { id: _id, ...shown } = entry;
  return shown;
}

describe('the audit entries of REST writes', () => {
  it.each([
    ['POST', '/api/admin/webhooks', {}, 'webhook.create', null],
    ['PUT', '/api/admin/blogs/:id', { id: '7' }, 'blog.update', '7'],
    ['DELETE', '/api/admin/recipes/:id', { id: 3 }, 'recipe.delete', '3'],
    ['PATCH', '/api/admin/banners/:id', { id: '2' }, 'banner.update', '2'],
    ['POST', '/api/admin/bookings/:id/cancel', { id: '5' }, 'booking.cancel', '5'],
    [
      'POST',
      '/api/admin/webhooks/:id/deliveries/:deliveryId/resend',
      { id: '4', deliveryId: '9' },
      'webhook.resend',
      '4',
    ],
    ['PUT', '/api/admin/settings', {}, 'settings.update', null],
  ])('%s %s (params %o) is named %s', async (method, url, params, action, target) => {
    expect(await entryOf({ method, url, params, body: { name: 'x', url: 'y' } })).toEqual({
      action,
      target_type: action.split('.')[0],
      target_id: target,
      fields: '["name","url"]',
      admin: 'owner',
      ip: '203.0.113.9',
    });
  });

  it('records a lead export with the names of its filters', async () => {
    expect(
      await entryOf({
        method: 'GET',
        url: '/api/admin/consultations/export',
        query: { status: 'new' },
        body: { a: 1 },
      }),
    ).toMatchObject({ action: 'consultation.export', fields: '["status"]' });
  });

  it.each<[string, Answer]>([
    ['a refused write', { method: 'POST', url: '/api/admin/webhooks', status: 400 }],
    ['a failed write', { method: 'POST', url: '/api/admin/webhooks', status: 500 }],
    ['a read', { method: 'GET', url: '/api/admin/webhooks' }],
    ['a visitor', { method: 'POST', url: '/api/admin/webhooks', adminId: null }],
    ['a route the server does not have', { method: 'POST', url: undefined }],
    ['a public route', { method: 'POST', url: '/api/consultation' }],
    ['an export outside the admin routes', { method: 'GET', url: '/api/consultations/export' }],
    ['a route named like an admin one', { method: 'POST', url: '/apix/api/admin/webhooks' }],
    ['the sign-in', { method: 'POST', url: '/api/admin/login' }],
    ['the page editor', { method: 'POST', url: '/api/admin/pages/:page/publish' }],
    ['the logo', { method: 'POST', url: '/api/admin/settings/logo' }],
    ['a privacy request', { method: 'DELETE', url: '/api/admin/people' }],
  ])('writes none for %s', async (_case, answer) => {
    expect(await entryOf(answer)).toBeNull();
  });

  it('audits a route that only begins like a self-audited one', async () => {
    expect(await entryOf({ method: 'POST', url: '/api/admin/pagesets' })).toMatchObject({ action: 'pageset.create' });
    expect(await entryOf({ method: 'POST', url: '/api/admin/settings/theme' })).toMatchObject({
      action: 'settings.theme',
    });
  });
});
