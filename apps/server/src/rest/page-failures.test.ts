// The page-failure report: validated, answered 204, logged once per distinct failure and hour, never a flood.
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFailureWindow, pageFailureRoutes } from './page-failures';
import { registerErrorHandling } from './support';

const lines: { msg: string; page?: string; failure?: string }[] = [];
const app = Fastify({
  logger: {
    level: 'warn',
    stream: new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    }),
  },
});

beforeAll(async () => {
  registerErrorHandling(app);
  await app.register(pageFailureRoutes);
});
afterAll(() => app.close());

const report = (payload: unknown) =>
  app.inject({ method: 'POST', url: '/api/page-failures', payload: payload as object });

describe('POST /api/page-failures', () => {
  it('logs a failure once, with its page and message, however often it is reported', async () => {
    lines.length = 0;
    for (let i = 0; i < 3; i++) {
      const res = await report({ path: '/recipes', message: 'TypeError: $R is not defined' });
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
    }
    expect(lines).toEqual([
      expect.objectContaining({
        level: 40,
        page: '/recipes',
        failure: 'TypeError: $R is not defined',
        msg: 'A page failed in a browser; it stayed as the server rendered it',
      }),
    ]);
  });

  it('cuts a long message and takes out the characters no person types', async () => {
    lines.length = 0;
    await report({ path: '/blog', message: `\u001b[31mred\u0000${'x'.repeat(290)}😀` });
    // 300 characters cut through the emoji: its first half goes with the escape and the NUL.
    expect(lines[0]?.failure).toBe(`[31mred${'x'.repeat(290)}`);
  });

  it('refuses a report that is not about a page of this site', async () => {
    const notPaths = [{}, { path: 'https://evil.example/', message: 'x' }, { path: '/a b', message: 'x' }];
    for (const payload of [...notPaths, { path: '/a\u0000b', message: 'x' }]) {
      const res = await report(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/^(path|message)/);
    }
  });
});

describe('the failure window', () => {
  it('takes each failure once an hour, and at most 100 an hour', () => {
    let now = 0;
    const isNew = createFailureWindow(() => now);
    expect(isNew('a')).toBe(true);
    expect(isNew('a')).toBe(false);
    for (let i = 0; i < 99; i++) expect(isNew(`other ${i}`)).toBe(true);
    expect(isNew('one too many')).toBe(false);
    now = 60 * 60 * 1000 - 1;
    expect(isNew('a')).toBe(false);
    now = 60 * 60 * 1000;
    expect(isNew('a')).toBe(true);
    expect(isNew('one too many')).toBe(true);
  });
});
