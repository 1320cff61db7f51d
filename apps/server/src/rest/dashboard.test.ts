import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from '../test-support';
import { unauthorizedCases } from './lead-test-support';

let t: Awaited<ReturnType<typeof createTestServer>>;
let admin: Record<string, string>;
let visitor: Record<string, string>;
beforeAll(async () => {
  t = await createTestServer();
  ({ admin, visitor } = await t.headers());
});
afterAll(() => t.stop());

const stats = (headers = admin) => t.app.inject({ method: 'GET', url: '/api/admin/dashboard/stats', headers });

describe('GET /api/admin/dashboard/stats', () => {
  it('answers 401 without a token, with a forged one, an expired one, and a public token', async () => {
    const { cases, control } = await unauthorizedCases(t.db, t.config.appSecret);
    for (const [name, headers, error] of cases) {
      const res = await stats(headers);
      expect(res.statusCode, name).toBe(401);
      expect(res.json()).toEqual({ error });
      await t.expectDocumented('GET', '/api/admin/dashboard/stats', res);
    }
    expect((await stats(visitor)).statusCode).toBe(401);
    expect((await stats(control)).statusCode).toBe(200);
  });

  it('counts each area and lists the five newest consultations and messages', async () => {
    for (let i = 1; i <= 6; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/api/consultation',
        headers: visitor,
        payload: { name: `Lead ${i}`, email: `lead${i}@example.com`, phone: '9876543210', goal: 'weight_gain' },
      });
    }
    await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: visitor,
      payload: { name: 'Dev', email: 'dev@example.com', subject: 'Plans', message: 'Family plans?' },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/recipes',
      headers: admin,
      payload: { title: 'Dal', meal_type: 'lunch', is_featured: true },
    });
    const first = (
      await t.app.inject({ method: 'GET', url: '/api/admin/consultations?search=lead1%40', headers: admin })
    ).json().consultations[0];
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/consultations/${first.id}`,
      headers: admin,
      payload: { status: 'contacted' },
    });

    const res = await stats();
    expect(res.statusCode).toBe(200);
    await t.expectDocumented('GET', '/api/admin/dashboard/stats', res);
    const body = res.json();
    expect(body.stats).toEqual({
      consultations: { total: 6, pending: 5 },
      transformations: { total: 0, featured: 0 },
      recipes: { total: 1, featured: 1 },
      contacts: { total: 1, unread: 1 },
    });
    expect(body.recent_activity.consultations.map((c: { name: string }) => c.name)).toEqual([
      'Lead 6',
      'Lead 5',
      'Lead 4',
      'Lead 3',
      'Lead 2',
    ]);
    expect(body.recent_activity.contacts).toEqual([
      expect.objectContaining({ name: 'Dev', subject: 'Plans', message: 'Family plans?', status: 'new' }),
    ]);
  });
});
