import { hkdfSync } from 'node:crypto';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from '../test-support';

let t: Awaited<ReturnType<typeof createTestServer>>;
let admin: Record<string, string>;
let adminToken: string;
beforeAll(async () => {
  t = await createTestServer();
  adminToken = await t.adminToken();
  admin = { authorization: `Bearer ${adminToken}` };
});
afterAll(() => t.stop());

/** Re-signs the real session's claims: with the server's own key (as issued) or another, and any expiry. */
async function craftToken(options: { secret: string; exp: number }) {
  const claims = decodeJwt(adminToken);
  const key = new Uint8Array(hkdfSync('sha256', options.secret, 'coach-site', 'admin-token-signing', 32));
  return new SignJWT({ pwf: claims.pwf })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer('coach-site')
    .setAudience('admin')
    .setSubject(String(claims.sub))
    .setIssuedAt(options.exp - 3600)
    .setExpirationTime(options.exp)
    .sign(key);
}

const anita = {
  client_name: 'Anita K.',
  before_weight: 84.5,
  after_weight: 71.2,
  duration_months: 6,
  goal_type: 'weight_loss',
  story: 'Swapped fried snacks for roasted chana.',
  testimonial: 'I finally feel light.',
  is_featured: true,
  before_image: '/uploads/transformations/before.webp',
  after_image: null,
};

const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = admin) =>
  t.app.inject({ method, url, headers, ...(payload && { payload }) });

describe('admin transformation routes need a valid bearer token', () => {
  it('proves the crafted tokens are otherwise valid: a fresh one with the server key is accepted', async () => {
    const now = Math.floor(Date.now() / 1000);
    const fresh = await craftToken({ secret: t.config.appSecret, exp: now + 600 });
    const res = await inject('GET', '/api/admin/transformations', undefined, { authorization: `Bearer ${fresh}` });
    expect(res.statusCode).toBe(200);
  });

  it.each([
    ['without a token', async () => ({}), 'Authentication required'],
    [
      'with a forged token',
      async () => ({
        authorization: `Bearer ${await craftToken({ secret: 'not-the-server-secret'.repeat(3), exp: Math.floor(Date.now() / 1000) + 600 })}`,
      }),
      'Invalid or expired session',
    ],
    [
      'with an expired token',
      async () => ({
        authorization: `Bearer ${await craftToken({ secret: t.config.appSecret, exp: Math.floor(Date.now() / 1000) - 60 })}`,
      }),
      'Invalid or expired session',
    ],
  ])('answers 401 %s on every route', async (_name, headersFor, error) => {
    const headers = await headersFor();
    for (const [method, url] of [
      ['GET', '/api/admin/transformations'],
      ['POST', '/api/admin/transformations'],
      ['PUT', '/api/admin/transformations/1'],
      ['DELETE', '/api/admin/transformations/1'],
    ] as const) {
      const res = await inject(method, url, method === 'POST' || method === 'PUT' ? anita : undefined, headers);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toEqual({ error });
    }
  });
});

describe('transformations over REST', () => {
  it('creates, lists publicly and for the admin, updates and deletes', async () => {
    const created = await inject('POST', '/api/admin/transformations', anita);
    expect(created.statusCode).toBe(201);
    await t.expectDocumented('POST', '/api/admin/transformations', created);
    const { transformation } = created.json();
    expect(transformation).toMatchObject({ id: expect.any(Number), weight_change: 13.3, after_image: null });

    const visitor = { 'x-encrypted-token': await t.publicToken() };
    const publicList = await inject('GET', '/api/transformations?featured=true', undefined, visitor);
    expect(publicList.json().transformations.map((x: { id: number }) => x.id)).toEqual([transformation.id]);
    await t.expectDocumented('GET', '/api/transformations', publicList);

    const updated = await inject('PUT', `/api/admin/transformations/${transformation.id}`, {
      after_weight: 70,
      is_featured: false,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().transformation).toMatchObject({ after_weight: 70, is_featured: false, story: anita.story });
    await t.expectDocumented('PUT', '/api/admin/transformations/{id}', updated);

    const deleted = await inject('DELETE', `/api/admin/transformations/${transformation.id}`);
    expect(deleted.statusCode).toBe(200);
    await t.expectDocumented('DELETE', '/api/admin/transformations/{id}', deleted);
    for (const method of ['PUT', 'DELETE'] as const) {
      const again = await inject(
        method,
        `/api/admin/transformations/${transformation.id}`,
        method === 'PUT' ? {} : undefined,
      );
      expect(again.statusCode, method).toBe(404);
      expect(again.json()).toEqual({ error: 'Transformation not found' });
      await t.expectDocumented(method, '/api/admin/transformations/{id}', again);
    }
  });

  it('pages with a default of 10, filters by goal and searches client names', async () => {
    for (let i = 1; i <= 11; i++) {
      const res = await inject('POST', '/api/admin/transformations', { ...anita, client_name: `Paged ${i}` });
      expect(res.statusCode).toBe(201);
    }
    await inject('POST', '/api/admin/transformations', {
      ...anita,
      client_name: 'Vikram Gain',
      goal_type: 'weight_gain',
      before_weight: 52,
      after_weight: 60.5,
    });

    const first = await inject('GET', '/api/admin/transformations?search=paged');
    expect(first.json().pagination).toEqual({ page: 1, per_page: 10, pages: 2, total: 11 });
    expect(first.json().transformations).toHaveLength(10);
    await t.expectDocumented('GET', '/api/admin/transformations', first);
    const second = await inject('GET', '/api/admin/transformations?search=PAGED&page=2');
    expect(second.json().transformations.map((x: { client_name: string }) => x.client_name)).toEqual(['Paged 1']);

    const gain = await inject('GET', '/api/admin/transformations?goal_type=weight_gain&search=&per_page=5');
    expect(gain.json()).toMatchObject({
      transformations: [{ client_name: 'Vikram Gain', weight_change: 8.5 }],
      pagination: { page: 1, per_page: 5, pages: 1, total: 1 },
    });
  });

  it.each([
    [{ ...anita, client_name: ' ' }, 'client_name: Client name is required'],
    [{ ...anita, before_weight: undefined }, 'before_weight: Before weight is required'],
    [{ ...anita, before_weight: '80' }, 'before_weight: Before weight must be a number'],
    [{ ...anita, after_weight: -2 }, 'after_weight: After weight must be more than 0 kg'],
    [{ ...anita, duration_months: 2.5 }, 'duration_months: Duration must be a whole number of months'],
    [{ ...anita, duration_months: 121 }, 'duration_months: Duration must be at most 120 months'],
    [{ ...anita, goal_type: undefined }, 'goal_type: Goal type is required'],
    [{ ...anita, goal_type: 'both' }, 'goal_type: Goal type must be one of weight_loss, weight_gain'],
    [{ ...anita, after_image: 'javascript:alert(1)' }, 'after_image: Must be a path on this site or an https URL'],
  ])('rejects bad input with 400 naming the field (%#)', async (payload, error) => {
    const res = await inject('POST', '/api/admin/transformations', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error });
    await t.expectDocumented('POST', '/api/admin/transformations', res);
  });

  it('rejects bad query, path and update values with 400, never 500', async () => {
    for (const [url, field] of [
      ['/api/admin/transformations?page=0', 'page'],
      ['/api/admin/transformations?per_page=1000', 'per_page'],
      ['/api/admin/transformations?goal_type=both', 'goal_type'],
    ] as const) {
      const res = await inject('GET', url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error).toMatch(new RegExp(`^${field}: `));
    }
    for (const id of ['abc', '0x10', '0', '-1']) {
      const res = await inject('DELETE', `/api/admin/transformations/${id}`);
      expect(res.statusCode, id).toBe(400);
      expect(res.json().error).toMatch(/^id: /);
    }
    const badUpdate = await inject('PUT', '/api/admin/transformations/1', { before_weight: 0 });
    expect(badUpdate.statusCode).toBe(400);
    expect(badUpdate.json()).toEqual({ error: 'before_weight: Before weight must be more than 0 kg' });
  });
});
