import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, entryScriptOf } from '../test-support';

let t: Awaited<ReturnType<typeof createTestServer>>;
let entry: string;
beforeAll(async () => {
  t = await createTestServer({ web: true });
  entry = await entryScriptOf(t.app);
});
afterAll(() => t.stop());

describe('static assets', () => {
  it('are served from the files compressed at build time, with Vary and immutable caching', async () => {
    expect(entry).toMatch(/^\/assets\/entry-client-/);
    const file = join(t.web!.clientDir!, entry);
    const original = readFileSync(file);
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: entry, headers: { 'accept-encoding': encoding } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // Byte for byte the file written at build time: nothing was compressed for this request.
      expect(res.rawPayload.equals(readFileSync(`${file}.${encoding === 'br' ? 'br' : 'gz'}`))).toBe(true);
      expect(decode(res.rawPayload).equals(original)).toBe(true);
    }
    const plain = await t.app.inject({ method: 'GET', url: entry, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(original)).toBe(true);
  });

  it.each([
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['deflate', undefined],
    ['identity', undefined],
    ['', undefined],
  ])('answer Accept-Encoding "%s" with the coding %s', async (accepted, coding) => {
    const res = await t.app.inject({ method: 'GET', url: entry, headers: { 'accept-encoding': accepted } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(coding);
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
  });

  it('answer a repeated request with 304 for its ETag, and HEAD without a body', async () => {
    const first = await t.app.inject({ method: 'GET', url: entry, headers: { 'accept-encoding': 'br' } });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await t.app.inject({
      method: 'GET',
      url: entry,
      headers: { 'accept-encoding': 'br', 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Another coding is another body, with its own ETag.
    const gzip = await t.app.inject({ method: 'GET', url: entry, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.etag).not.toBe(etag);
    const head = await t.app.inject({ method: 'HEAD', url: entry, headers: { 'accept-encoding': 'br' } });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-length']).toBe(first.headers['content-length']);
  });

  it('serve a font the build did not compress as it is, without Vary', async () => {
    const font = readdirSync(join(t.web!.clientDir!, 'assets')).find((name) => name.endsWith('.woff2'))!;
    const res = await t.app.inject({ method: 'GET', url: `/assets/${font}`, headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('font/woff2');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBeUndefined();
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.equals(readFileSync(join(t.web!.clientDir!, 'assets', font)))).toBe(true);
  });

  it('answer 404 for any other name, a compressed copy or a path out of the folder', async () => {
    for (const url of ['/assets/entry-client-nothing.js', `${entry}.br`, '/assets/%2e%2e%2fpackage.json', '/assets/']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ error: 'Not found' });
    }
  });
});
