// Every kind of answer carries the same security headers, worked out once at start (security.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from './security';
import { createTestServer, entryScriptOf } from './test-support';

/** What the site promises on every answer (helmet's defaults, with our choices for two of them). */
const PROMISED = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

let t: Awaited<ReturnType<typeof createTestServer>>;
beforeAll(async () => {
  t = await createTestServer({ web: true });
});
afterAll(() => t.stop());

describe('security headers', () => {
  it('are helmet’s for our options, plus the policy without inline scripts, and nothing else', () => {
    const headers = securityHeaders({ csp: true });
    expect(headers).toEqual({
      ...PROMISED,
      'content-security-policy': expect.stringMatching(/(^|;)script-src 'self'$/),
    });
    expect(headers).not.toHaveProperty('cross-origin-embedder-policy');
    expect(headers['content-security-policy']).toBe(
      "default-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: https:;font-src 'self';" +
        "connect-src 'self';frame-src https://www.youtube-nocookie.com https://www.youtube.com;object-src 'none';" +
        "base-uri 'self';form-action 'self';frame-ancestors 'none';script-src 'self'",
    );
    // A page's inline scripts are allowed by their hashes, after this site's own.
    expect(contentSecurityPolicy(["'sha256-a'", "'sha256-b'"])).toMatch(/;script-src 'self' 'sha256-a' 'sha256-b'$/);
    expect(securityHeaders({ csp: false })).toEqual(PROMISED);
    // Worked out once: a caller cannot change what the next answer gets.
    expect(Object.isFrozen(headers)).toBe(true);
  });

  it('are on a private page, an asset, an API answer, a not-found, a malformed URL and a refused body', async () => {
    const entry = await entryScriptOf(t.app);
    expect(entry).toMatch(/^\/assets\//);
    const answers = [
      await t.app.inject({ method: 'GET', url: '/admin/login' }),
      await t.app.inject({ method: 'GET', url: entry, headers: { 'accept-encoding': 'br' } }),
      await t.app.inject({ method: 'HEAD', url: entry }),
      await t.app.inject({ method: 'GET', url: '/api/health' }),
      await t.app.inject({ method: 'GET', url: '/api/nothing-here' }),
      await t.app.inject({ method: 'GET', url: '/assets/nothing-here.js' }),
      await t.app.inject({ method: 'GET', url: '/%' }),
      await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ message: 'x'.repeat(2 * 1024 * 1024) }),
      }),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 404, 404, 400, 413]);
    for (const res of answers) {
      expect(res.headers).toMatchObject(PROMISED);
      expect(res.headers['content-security-policy']).toMatch(/(^|;)script-src 'self'/);
    }
  });

  it('are on a public page too, but for the opener policy: a page the same for all is opened without a new process', async () => {
    for (const url of ['/', '/recipes', '/no-such-page']) {
      const res = await t.app.inject({ method: 'GET', url });
      const { 'cross-origin-opener-policy': _opener, ...rest } = PROMISED;
      expect(res.headers, url).toMatchObject(rest);
      expect(res.headers, url).not.toHaveProperty('cross-origin-opener-policy');
    }
    // A visitor's own booking link, a draft's preview and the newsletter's manage page keep it.
    for (const url of ['/booking/not-a-real-token', '/newsletter/manage?token=x', '/?preview=x', '/setup']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['cross-origin-opener-policy'], url).toBe('same-origin');
    }
  });
});
