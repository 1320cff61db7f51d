// Pages stay safe when the database fails or the request is odd.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from '../test-support';
import { executableInline, parseLikeABrowser, sha256Source } from './parsed-html';

let t: Awaited<ReturnType<typeof createTestServer>>;
beforeAll(async () => {
  t = await createTestServer({ web: true });
});
afterAll(() => t.stop());

describe('page rendering hardening', () => {
  it('renders with a malformed Host header or forwarded protocol', async () => {
    for (const headers of [{ host: 'a b' }, { host: 'evil.com:99999' }, { 'x-forwarded-proto': 'ht tp' }]) {
      const res = await t.app.inject({ method: 'GET', url: '/recipes', headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
    }
  });

  it('treats "//evil.com/" as a path, not as another site', async () => {
    const res = await t.app.inject({ method: 'GET', url: '//evil.com/' });
    if (res.statusCode === 307) expect(res.headers.location).toMatch(/^\/[^/]/);
    else expect(res.statusCode).toBe(404);
  });

  it('sends a content-security policy that allows exactly the inline scripts of the page, by hash', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    const scriptSrc = /(?:^|;)script-src ([^;]+)/.exec(csp)?.[1]?.split(' ') ?? [];
    expect(scriptSrc[0]).toBe("'self'");
    expect(csp).not.toContain('nonce-');
    expect(csp).not.toContain("unsafe-inline'; script");
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    const inline = executableInline(parseLikeABrowser(res.body).scripts);
    expect(inline.length).toBeGreaterThan(0);
    const hashes = inline.map((script) => sha256Source(script.text));
    expect(new Set(scriptSrc.slice(1))).toEqual(new Set(hashes));
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // JSON answers allow no inline script at all.
    const api = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(api.headers['content-security-policy']).toMatch(/(^|;)script-src 'self'(;|$)/);
  });

  it('answers a malformed URL and /api itself in the error shape', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/%' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'Bad request' });
    const api = await t.app.inject({ method: 'GET', url: '/api' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ error: 'Not found' });
  });
});

describe('when the database fails during a render', () => {
  it('shows the empty state and never the database error', async () => {
    const broken = await createTestServer({ web: true });
    await sql`alter table recipes rename to recipes_gone`.execute(broken.db);
    const res = await broken.app.inject({ method: 'GET', url: '/recipes' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/no such table|recipes_gone|SqliteError/i);
    expect(res.body).toContain('No recipes available yet. Check back later!');
    await broken.stop();
  });
});
