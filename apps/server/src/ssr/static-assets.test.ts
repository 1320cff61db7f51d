import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from '../test-support';

let t: Awaited<ReturnType<typeof createTestServer>>;
let entry: string;
beforeAll(async () => {
  t = await createTestServer({ web: true });
  const page = await t.app.inject({ method: 'GET', url: '/' });
  entry = /"(\/assets\/entry-client-[^"]+\.js)"/.exec(page.body)?.[1] ?? '';
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
});
