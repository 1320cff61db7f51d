// A body over the limit is refused with its 413 answer, and the client gets that answer: the server reads what the
// client sends before it closes the connection (rest/support.ts). Sent as a browser or a script would send it, over a
// real socket, whole, before the answer is read; for every route that takes a body.
import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from '../test-support';
import { REFUSED_BODY_READ_LIMIT, REFUSED_BODY_READ_MS } from './support';

const run = promisify(execFile);

let t: Awaited<ReturnType<typeof createTestServer>>;
let port: number;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestServer();
  admin = (await t.headers()).admin;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.stop());

/** One request as the client process sends it: the body is made there, `size` bytes of JSON or of a multipart upload. */
type Sent = {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: { kind: 'json' | 'upload'; size: number };
  chunked?: boolean;
  /** Send the first bytes of the body, then nothing more. */
  stall?: boolean;
};

/**
 * The client: another process, as a visitor's browser or script is. In the server's own process the client's writes
 * and the server's close take turns on one thread, and the broken pipe a real client meets never shows.
 */
const CLIENT = `
import { request } from 'node:http';
const { port, sends } = JSON.parse(process.argv[1]);
const bodyOf = ({ kind, size }) =>
  kind === 'json'
    ? Buffer.from(JSON.stringify({ name: 'a'.repeat(size) }))
    : Buffer.concat([
        Buffer.from('--b\\r\\nContent-Disposition: form-data; name="category"\\r\\n\\r\\nblog\\r\\n' +
          '--b\\r\\nContent-Disposition: form-data; name="image"; filename="big.png"\\r\\nContent-Type: image/png\\r\\n\\r\\n'),
        Buffer.alloc(size, 1),
        Buffer.from('\\r\\n--b--\\r\\n'),
      ]);
const answers = [];
for (const { method, path, headers, body, chunked, stall } of sends) {
  const bytes = bodyOf(body);
  const started = Date.now();
  answers.push(await new Promise((resolve) => {
    const req = request(
      { host: '127.0.0.1', port, path, method, headers: chunked ? headers : { ...headers, 'content-length': bytes.length } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => { text += chunk; });
        res.on('end', () => resolve({ status: res.statusCode, body: text }));
      },
    );
    req.on('error', (error) => resolve({ error: error.code ?? error.message, afterMs: Date.now() - started }));
    if (stall) req.write(bytes.subarray(0, 1000));
    else if (chunked) {
      for (let at = 0; at < bytes.length; at += 65536) req.write(bytes.subarray(at, at + 65536));
      req.end();
    } else req.end(bytes);
  }));
}
process.stdout.write(JSON.stringify(answers));
`;

/** Sends each request whole (with its length, or chunked) from another process, then reads its answer. */
async function send(
  sends: Sent[],
): Promise<Array<{ status: number; body: string } | { error: string; afterMs: number }>> {
  const { stdout } = await run(
    process.execPath,
    ['--input-type=module', '-e', CLIENT, JSON.stringify({ port, sends })],
    {
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  return JSON.parse(stdout);
}

const BIG_JSON = { kind: 'json', size: 3 * 1024 * 1024 } as const;
const json = { 'content-type': 'application/json' };
const TOO_LARGE = { status: 413, body: '{"error":"Request body is too large"}' };

/** The routes that take a body, each once per method, with a value in every parameter. */
function routesWithBodies(): Array<[string, string]> {
  const found = new Set<string>();
  for (const route of t.routes) {
    if (route.url.includes('*')) continue;
    for (const method of route.methods) {
      if (method === 'POST' || method === 'PUT' || method === 'PATCH') {
        found.add(`${method} ${route.url.replace(/:path$/, 'consultation.create').replace(/:[a-z_]+/g, '1')}`);
      }
    }
  }
  return [...found].map((line) => line.split(' ') as [string, string]);
}

describe('a body over the limit', () => {
  it('is found on every route that takes one', () => {
    const routes = routesWithBodies().map(([method, path]) => `${method} ${path}`);
    expect(routes.length).toBeGreaterThan(40);
    for (const route of [
      'POST /api/consultation',
      'POST /api/contact',
      'POST /api/admin/login',
      'PUT /api/admin/recipes/1',
    ])
      expect(routes).toContain(route);
  });

  it('gets its 413 answer, never a cut connection, on every route that takes a body', async () => {
    const routes = routesWithBodies();
    const answers = await send(
      routes.map(([method, path]) => ({ method, path, headers: { ...json, ...admin }, body: BIG_JSON })),
    );
    const wrong = answers.flatMap((answer, i) =>
      'error' in answer || answer.status !== 413 ? [`${routes[i]!.join(' ')}: ${JSON.stringify(answer)}`] : [],
    );
    expect(wrong).toEqual([]);
    expect(new Set(answers.map((answer) => JSON.stringify(answer)))).toEqual(new Set([JSON.stringify(TOO_LARGE)]));
  });

  it('is answered the same when sent again and again, and when sent in chunks without a length', async () => {
    const paths = ['/api/consultation', '/api/contact', '/api/admin/login'];
    const sends = Array.from({ length: 30 }, (_, i) => ({
      method: 'POST',
      path: paths[i % 3]!,
      headers: json,
      body: BIG_JSON,
      chunked: i % 2 === 1,
    }));
    expect(await send(sends)).toEqual(sends.map(() => TOO_LARGE));
  });

  it('is an upload over 5 MB: its own message, delivered', async () => {
    const upload = {
      method: 'POST',
      path: '/api/admin/upload/image',
      headers: { ...admin, 'content-type': 'multipart/form-data; boundary=b' },
      body: { kind: 'upload', size: 6 * 1024 * 1024 },
    } as const;
    expect(await send(Array.from({ length: 5 }, () => upload))).toEqual(
      Array.from({ length: 5 }, () => ({ status: 413, body: '{"error":"File size should be less than 5MB"}' })),
    );
  });

  /** `{"name":"…"}` of exactly `bytes` bytes. */
  const jsonOf = (bytes: number) => ({ kind: 'json', size: bytes - '{"name":""}'.length }) as const;

  it('is read to its end up to the read limit and answered; past it, the connection is cut', async () => {
    const [atLimit, pastLimit] = await send([
      { method: 'POST', path: '/api/consultation', headers: json, body: jsonOf(REFUSED_BODY_READ_LIMIT) },
      { method: 'POST', path: '/api/consultation', headers: json, body: jsonOf(REFUSED_BODY_READ_LIMIT + 1) },
    ]);
    expect(atLimit).toEqual(TOO_LARGE);
    expect(pastLimit).toMatchObject({ error: expect.stringMatching(/^(ECONNRESET|EPIPE)$/) });
  });

  it('is waited for until the read time is up, then the connection is cut', async () => {
    const [stalled] = await send([
      { method: 'POST', path: '/api/contact', headers: json, body: BIG_JSON, stall: true },
    ]);
    expect(stalled).toMatchObject({ error: expect.stringMatching(/^(ECONNRESET|socket hang up)$/) });
    const { afterMs } = stalled as { afterMs: number };
    expect(afterMs).toBeGreaterThanOrEqual(REFUSED_BODY_READ_MS - 100);
    expect(afterMs).toBeLessThan(REFUSED_BODY_READ_MS + 3000);
  }, 30_000);
});
