import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from '../test-support';

let t: Awaited<ReturnType<typeof createTestServer>>;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(() => t.stop());

describe('system routes', () => {
  it('GET /api/health answers ok after a database query, without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('GET /api/config tells the chat number without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json()).toEqual({ whatsapp_number: '919999999999' });
  });

  it('unknown /api paths answer 404 in the error shape, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/nope/deeper' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Not found' });
    }
  });

  it('reports health as 503 when the database is gone, without details', async () => {
    const broken = await createTestServer();
    await broken.db.destroy();
    const res = await broken.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: 'Database unavailable' });

    // Any other unexpected failure is a plain 500: no stack trace, no SQL.
    const headers = { 'x-encrypted-token': await broken.publicToken() };
    const rest = await broken.app.inject({ method: 'GET', url: '/api/recipes', headers });
    expect(rest.statusCode).toBe(500);
    expect(rest.json()).toEqual({ error: 'Internal server error' });
    const trpc = await broken.app.inject({ method: 'GET', url: '/trpc/recipe.list?input=%7B%7D', headers });
    expect(trpc.statusCode).toBe(500);
    expect(trpc.json().error.message).toBe('Internal server error');
    expect(trpc.body).not.toMatch(/select|stack|at .*\.ts/i);
  });
});
