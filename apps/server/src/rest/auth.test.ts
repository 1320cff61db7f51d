import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, TEST_ADMIN } from '../test-support';

let t: Awaited<ReturnType<typeof createTestServer>>;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(() => t.stop());

describe('POST /api/auth/token', () => {
  it('exchanges the application key for an encrypted token', async () => {
    const token = await t.publicToken();
    expect(token.split('.')).toHaveLength(5);
  });

  it('refuses a missing or wrong key with 401', async () => {
    for (const headers of [{}, { 'x-api-key': 'pk_wrong_key_000000' }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/token', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'Invalid API key' });
    }
  });
});

describe('public routes need the encrypted token', () => {
  it.each([
    ['missing', {}],
    ['forged', { 'x-encrypted-token': 'eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..abc.def.ghi' }],
  ])('answers 401 when it is %s', async (_name, headers) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/recipes', headers });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Missing or invalid encrypted token' });
  });

  it('the same holds for public tRPC procedures', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/trpc/recipe.list?input=%7B%7D' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('Missing or invalid encrypted token');
    const ok = await t.app.inject({
      method: 'GET',
      url: '/trpc/recipe.list?input=%7B%7D',
      headers: { 'x-encrypted-token': await t.publicToken() },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('an admin token is not a public token', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/recipes',
      headers: { 'x-encrypted-token': await t.adminToken() },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/admin/login', () => {
  it('returns a token and the profile', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: TEST_ADMIN });
    expect(res.statusCode).toBe(200);
    await t.expectDocumented('POST', '/api/admin/login', res);
    const body = res.json();
    expect(body.admin).toEqual({ full_name: 'Test Owner', email: 'owner@example.com' });
    expect(typeof body.access_token).toBe('string');
    expect(JSON.stringify(body)).not.toContain('scrypt');
  });

  it('gives the same 401 for a wrong password and an unknown user', async () => {
    for (const payload of [
      { username: TEST_ADMIN.username, password: 'wrong-password' },
      { username: 'nobody', password: TEST_ADMIN.password },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'Invalid username or password' });
      await t.expectDocumented('POST', '/api/admin/login', res);
    }
  });

  it('answers 400 naming the missing field, and 400 for a body that is not JSON', async () => {
    const missing = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username: 'owner' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: 'password: Password is required' });
    await t.expectDocumented('POST', '/api/admin/login', missing);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ error: 'Request body is not valid JSON' });
  });
});

describe('admin routes need the bearer token', () => {
  it.each([
    ['no header', {}, 'Authentication required'],
    ['a forged token', { authorization: 'Bearer abc.def.ghi' }, 'Invalid or expired session'],
  ])('answers 401 with %s', async (_name, headers, message) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/recipes', headers });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: message });
  });
});

describe('sign-in throttling', () => {
  it('answers 429 after 5 failures in 15 minutes, even for the right password', async () => {
    const s = await createTestServer();
    const attempt = (password: string, username = TEST_ADMIN.username) =>
      s.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username, password } });
    for (let i = 0; i < 5; i++) expect((await attempt('wrong-password')).statusCode).toBe(401);
    const blocked = await attempt(TEST_ADMIN.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ error: 'Too many failed sign-in attempts. Please try again in 15 minutes.' });
    await s.expectDocumented('POST', '/api/admin/login', blocked);
    // The same address is blocked for other usernames too.
    expect((await attempt('whatever', 'someone-else')).statusCode).toBe(429);
    await s.stop();
  });
});
