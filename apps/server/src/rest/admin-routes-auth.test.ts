// Every admin REST route refuses a request without a valid administrator session: none, forged, or expired.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from '../test-support';
import { unauthorizedCases } from './lead-test-support';

const ADMIN_ROUTES: Array<[method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string]> = [
  ['GET', '/api/admin/dashboard/stats'],
  ['GET', '/api/admin/recipes'],
  ['POST', '/api/admin/recipes'],
  ['PUT', '/api/admin/recipes/1'],
  ['DELETE', '/api/admin/recipes/1'],
  ['GET', '/api/admin/transformations'],
  ['POST', '/api/admin/transformations'],
  ['PUT', '/api/admin/transformations/1'],
  ['DELETE', '/api/admin/transformations/1'],
  ['GET', '/api/admin/testimonials'],
  ['POST', '/api/admin/testimonials'],
  ['PUT', '/api/admin/testimonials/1'],
  ['POST', '/api/admin/testimonials/1/hide'],
  ['POST', '/api/admin/testimonials/reorder'],
  ['DELETE', '/api/admin/testimonials/1'],
  ['GET', '/api/admin/consultations'],
  ['GET', '/api/admin/consultations/export'],
  ['PUT', '/api/admin/consultations/1'],
  ['DELETE', '/api/admin/consultations/1'],
  ['GET', '/api/admin/contacts'],
  ['GET', '/api/admin/contacts/export'],
  ['PUT', '/api/admin/contacts/1'],
  ['DELETE', '/api/admin/contacts/1'],
  ['GET', '/api/admin/banners'],
  ['GET', '/api/admin/banners/stats'],
  ['POST', '/api/admin/banners'],
  ['PUT', '/api/admin/banners/1'],
  ['POST', '/api/admin/banners/1/toggle'],
  ['DELETE', '/api/admin/banners/1'],
  ['GET', '/api/admin/blogs'],
  ['GET', '/api/admin/blogs/stats'],
  ['GET', '/api/admin/blogs/1'],
  ['POST', '/api/admin/blogs'],
  ['PUT', '/api/admin/blogs/1'],
  ['DELETE', '/api/admin/blogs/1'],
  ['POST', '/api/admin/blogs/init-sample'],
  ['GET', '/api/admin/settings'],
  ['PUT', '/api/admin/settings'],
  ['GET', '/api/admin/settings/logo'],
  ['POST', '/api/admin/settings/logo'],
  ['DELETE', '/api/admin/settings/logo'],
  ['GET', '/api/admin/backups'],
  ['POST', '/api/admin/backups'],
  ['GET', '/api/admin/backups/nutriwell-20261123-101500-manual.tar.gz'],
  ['GET', '/api/admin/https'],
  ['GET', '/api/admin/people/export?email=priya@example.com'],
  ['DELETE', '/api/admin/people?email=priya@example.com'],
  ['POST', '/api/admin/upload/image'],
  ['POST', '/api/admin/upload/recipe-image'],
  ['POST', '/api/admin/upload/transformation-images'],
  ['GET', '/api/admin/security'],
  ['POST', '/api/admin/mfa/setup'],
  ['POST', '/api/admin/mfa/enable'],
  ['POST', '/api/admin/mfa/disable'],
  ['POST', '/api/admin/password'],
  ['POST', '/api/admin/sessions/revoke-others'],
  ['POST', '/api/admin/logout'],
  ['GET', '/api/admin/audit'],
  ['GET', '/api/admin/analytics'],
  ['GET', '/api/admin/analytics.csv'],
];

let t: Awaited<ReturnType<typeof createTestServer>>;
let cases: Awaited<ReturnType<typeof unauthorizedCases>>;
beforeAll(async () => {
  t = await createTestServer();
  cases = await unauthorizedCases(t.db, t.config.appSecret);
});
afterAll(() => t.stop());

describe('admin routes without a valid session', () => {
  it.each(ADMIN_ROUTES)('%s %s answers 401 for no, forged and expired tokens', async (method, url) => {
    for (const [name, headers, error] of cases.cases) {
      const res = await t.app.inject({
        method,
        url,
        headers,
        payload: method === 'GET' || method === 'DELETE' ? undefined : {},
      });
      expect(res.statusCode, `${name}`).toBe(401);
      expect(res.json(), name).toEqual({ error });
    }
  });

  it('the same real-key token, unexpired, is accepted (so the expired case fails for its expiry alone)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard/stats', headers: cases.control });
    expect(res.statusCode).toBe(200);
  });
});
