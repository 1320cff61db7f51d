// Settings > HTTPS over REST: administrators only, off without a certificate engine (DOMAIN not set), else exactly the
// engine's state at the time of the request, as documented; the portal's tRPC door answers the same.
import type { Services } from '@coach/api';
import { HTTPS_STATUS_OFF, type HttpsStatus } from '@coach/shared';
import { engineShowing, HTTPS_SAMPLES } from '@coach/shared/https-samples';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from '../test-support';

const URL = '/api/admin/https';

const AWAITING: HttpsStatus = {
  ...HTTPS_SAMPLES.awaiting,
  lastError: {
    at: '2026-05-01T08:01:00.000Z',
    message: 'Invalid response from http://www.her-site.com/.well-known/acme-challenge/x: 404 <b>"Not found"</b>',
  },
};
const RENEWED = HTTPS_SAMPLES.served;

let t: Awaited<ReturnType<typeof createTestServer>>;
let headers: Awaited<ReturnType<typeof t.headers>>;
beforeAll(async () => {
  t = await createTestServer();
  headers = await t.headers();
});
afterAll(() => t.stop());

/**
 * Gives the running server a certificate engine (or none). createServer takes none yet: the routes and the tRPC context
 * read `services.https` at each request, so it is set on the services the server was made with.
 */
function useEngine(engine: Services['https']) {
  t.services.https = engine;
}

const get = (extra: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: URL, headers: extra });

describe('GET /api/admin/https', () => {
  it('refuses anyone but an administrator', async () => {
    useEngine(engineShowing(RENEWED));
    for (const [who, sent, error] of [
      ['anonymous', {}, 'Authentication required'],
      ['a visitor with the public token', headers.visitor, 'Authentication required'],
      ['a made-up session', { authorization: 'Bearer not-a-session' }, 'Invalid or expired session'],
    ] as const) {
      const res = await get(sent);
      expect(res.statusCode, who).toBe(401);
      expect(res.json(), who).toEqual({ error });
      expect(res.body, who).not.toContain('her-site.com');
      await t.expectDocumented('GET', URL, res);
    }
  });

  it('says HTTPS is off when the server obtains no certificate (DOMAIN not set)', async () => {
    useEngine(undefined);
    const res = await get(headers.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: HTTPS_STATUS_OFF });
    expect(res.headers['cache-control']).toMatch(/private|no-store/);
    await t.expectDocumented('GET', URL, res);
  });

  it("answers exactly the engine's state at each request, and the portal's door the same", async () => {
    const engine = engineShowing(AWAITING);
    useEngine(engine);
    const awaiting = await get(headers.admin);
    expect(awaiting.json()).toEqual({ status: AWAITING });
    await t.expectDocumented('GET', URL, awaiting);

    engine.moveTo(RENEWED);
    const renewed = await get(headers.admin);
    expect(renewed.json()).toEqual({ status: RENEWED });
    await t.expectDocumented('GET', URL, renewed);

    const trpc = await t.app.inject({ method: 'GET', url: '/trpc/https.status', headers: headers.admin });
    expect(trpc.statusCode).toBe(200);
    expect(trpc.json().result.data).toEqual({ status: RENEWED });
    const refused = await t.app.inject({ method: 'GET', url: '/trpc/https.status', headers: headers.visitor });
    expect(refused.statusCode).toBe(401);
  });
});
