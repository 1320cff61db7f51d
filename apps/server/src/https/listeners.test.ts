// The site's two listeners on loopback, driven directly: what a TLS client offering acme-tls/1, h2 or http/1.1 is
// handed, what the HTTP side answers for the challenge path and for other paths with any Host, and what is said about a
// port that cannot be used. Ports come from the system (two mutation runs share the machine), not fixed numbers.
import { X509Certificate } from 'node:crypto';
import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import http2 from 'node:http2';
import { request as httpsRequest, type RequestOptions } from 'node:https';
import net from 'node:net';
import { connect, createSecureContext } from 'node:tls';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { standInCertificate } from './certificate-info';
import { createSiteListeners, isEncrypted, type SiteListeners } from './listeners';

const NAMES = ['her-site.test', 'www.her-site.test'];
/** Every exchange here takes milliseconds: one that waits this long is not coming (and fails fast). */
const NO_ANSWER_MS = 2000;
vi.setConfig({ testTimeout: 4000, hookTimeout: 4000 });
type Pair = { key: string; cert: string };

let standIn: Pair;
/** Stands for the CA's certificate: another key and certificate than the stand-in's. */
let fromCa: Pair;
/** The TLS-ALPN-01 answer's certificate. */
let challenge: Pair;

beforeAll(async () => {
  [standIn, fromCa, challenge] = await Promise.all([
    standInCertificate(NAMES),
    standInCertificate(NAMES),
    standInCertificate([NAMES[0] as string]),
  ]);
});

const fingerprint = (pem: string) => new X509Certificate(pem).fingerprint256;

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A program holding a port. */
async function holdPort(port: number) {
  const server = net.createServer((socket) => socket.destroy());
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { release: () => new Promise((resolve) => server.close(resolve)) };
}

/** Whether a port can be bound now (nothing else holds it). */
async function isFree(port: number): Promise<boolean> {
  const server = net.createServer();
  return new Promise((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** Waits for a condition without timers (a test may fake them). */
async function until(what: string, condition: () => boolean, timeoutMs = NO_ANSWER_MS) {
  const end = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

type Logged = { level: 'info' | 'error'; details: object; message: string };

/** Requests the site has received. */
let received = 0;
const setTimeoutReal = globalThis.setTimeout;

/** The site as Fastify would serve it, saying whether the request came encrypted; /slow answers after a moment,
 * /never does not answer. */
function site(request: IncomingMessage, response: ServerResponse) {
  received += 1;
  response.setHeader('x-encrypted', String(isEncrypted(request)));
  if (request.url === '/slow') setTimeoutReal(() => response.end('slow answer'), 100);
  else if (request.url !== '/never') response.end(`the site: ${request.url}`);
}

const opened: SiteListeners[] = [];
afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  await Promise.all(opened.splice(0).map((listeners) => listeners.stop(0)));
});

/** Listeners for NAMES on free loopback ports, the site behind them, their log kept. */
async function listen(
  options: { httpPort?: number; httpsPort?: number; host?: string; serve?: boolean; start?: boolean } = {},
) {
  const httpPort = options.httpPort ?? (await freePort());
  const httpsPort = options.httpsPort ?? (await freePort());
  const logged: Logged[] = [];
  const listeners = createSiteListeners({
    host: options.host ?? '127.0.0.1',
    httpPort,
    httpsPort,
    domains: NAMES,
    initial: standIn,
    log: {
      info: (details, message) => logged.push({ level: 'info', details, message }),
      error: (details, message) => logged.push({ level: 'error', details, message }),
    },
  });
  opened.push(listeners);
  if (options.serve !== false) listeners.serverFactory(site);
  if (options.start !== false) await listeners.start();
  return { listeners, httpPort, httpsPort, logged };
}

/** A TLS handshake with the HTTPS port: the certificate handed over and the protocol agreed. */
function handshake(port: number, options: { servername?: string; alpn?: string[] }) {
  return new Promise<{ fingerprint: string; protocol: string | false | null }>((resolve, reject) => {
    const socket = connect(
      {
        host: '127.0.0.1',
        port,
        ...(options.servername ? { servername: options.servername } : {}),
        ...(options.alpn ? { ALPNProtocols: options.alpn } : {}),
        rejectUnauthorized: false,
      },
      () => {
        resolve({ fingerprint: socket.getPeerCertificate().fingerprint256, protocol: socket.alpnProtocol });
        socket.end();
      },
    );
    socket.setTimeout(NO_ANSWER_MS, () => socket.destroy(new Error('no handshake')));
    socket.on('error', reject);
  });
}

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/** A GET on the plain HTTP port with the given Host. */
function plainGet(port: number, path: string, host: string) {
  return new Promise<Answer>((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path, headers: { host }, agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        body += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.setTimeout(NO_ANSWER_MS, () => request.destroy(new Error('no answer')));
    request.on('error', reject);
    request.end();
  });
}

/** An HTTP/1.0 request with no Host header at all: the status line and the Location. */
function hostlessGet(port: number, path: string) {
  return new Promise<{ statusLine: string; location: string | undefined }>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(`GET ${path} HTTP/1.0\r\n\r\n`));
    socket.setTimeout(NO_ANSWER_MS, () => socket.destroy(new Error('no answer')));
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      text += chunk;
    });
    socket.on('end', () => {
      const lines = text.split('\r\n');
      const location = lines.find((line) => line.toLowerCase().startsWith('location: '));
      resolve({ statusLine: lines[0] as string, location: location?.slice('location: '.length) });
    });
    socket.on('error', reject);
  });
}

/** A GET over HTTP/2 on the HTTPS port. */
function h2Get(port: number, path: string) {
  return new Promise<{ status: number; body: string; encrypted: unknown }>((resolve, reject) => {
    const session = http2.connect(`https://127.0.0.1:${port}`, { servername: NAMES[0], rejectUnauthorized: false });
    session.on('error', reject);
    session.setTimeout(NO_ANSWER_MS, () => session.destroy(new Error('no answer')));
    const stream = session.request({ ':path': path, ':authority': NAMES[0] });
    let status = 0;
    let encrypted: unknown;
    let body = '';
    stream.on('response', (headers) => {
      status = Number(headers[':status']);
      encrypted = headers['x-encrypted'];
    });
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      body += chunk;
    });
    stream.on('end', () => {
      session.close();
      resolve({ status, body, encrypted });
    });
    stream.on('error', reject);
    stream.end();
  });
}

/** A GET over HTTP/1.1 on the HTTPS port. */
function h1Get(port: number, path: string) {
  return new Promise<{ status: number; body: string; version: string; encrypted: unknown }>((resolve, reject) => {
    const request = httpsRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        servername: NAMES[1],
        headers: { host: NAMES[1] },
        ALPNProtocols: ['http/1.1'],
        rejectUnauthorized: false,
        agent: false,
      } as RequestOptions,
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          body += chunk;
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body,
            version: `HTTP/${response.httpVersion}`,
            encrypted: response.headers['x-encrypted'],
          }),
        );
      },
    );
    request.setTimeout(NO_ANSWER_MS, () => request.destroy(new Error('no answer')));
    request.on('error', reject);
    request.end();
  });
}

describe('the HTTPS side', () => {
  it('answers the CA’s TLS-ALPN-01 check with the challenge’s certificate, whatever the case of the name', async () => {
    const { listeners, httpsPort } = await listen();
    listeners.challenges.alpn.set(NAMES[0] as string, createSecureContext(challenge));
    for (const servername of [NAMES[0] as string, 'HER-Site.TEST']) {
      const check = await handshake(httpsPort, { servername, alpn: ['acme-tls/1'] });
      expect(check).toEqual({ fingerprint: fingerprint(challenge.cert), protocol: 'acme-tls/1' });
    }
  });

  it('never hands a visitor the challenge’s certificate, whatever protocols it offers', async () => {
    const { listeners, httpsPort } = await listen();
    for (const name of NAMES) listeners.challenges.alpn.set(name, createSecureContext(challenge));
    for (const servername of NAMES) {
      expect(await handshake(httpsPort, { servername, alpn: ['h2', 'http/1.1'] })).toEqual({
        fingerprint: fingerprint(standIn.cert),
        protocol: 'h2',
      });
      expect(await handshake(httpsPort, { servername, alpn: ['http/1.1', 'h2'] })).toEqual({
        fingerprint: fingerprint(standIn.cert),
        protocol: 'h2',
      });
      expect(await handshake(httpsPort, { servername, alpn: ['http/1.1'] })).toEqual({
        fingerprint: fingerprint(standIn.cert),
        protocol: 'http/1.1',
      });
      expect(await handshake(httpsPort, { servername })).toEqual({
        fingerprint: fingerprint(standIn.cert),
        protocol: false,
      });
    }
    // Nor once the CA's certificate is served.
    listeners.useCertificate(fromCa, true);
    expect(await handshake(httpsPort, { servername: NAMES[0], alpn: ['h2', 'http/1.1'] })).toEqual({
      fingerprint: fingerprint(fromCa.cert),
      protocol: 'h2',
    });
  });

  it('refuses acme-tls/1 for a name with no challenge pending, or without a name', async () => {
    const { listeners, httpsPort } = await listen();
    listeners.challenges.alpn.set(NAMES[0] as string, createSecureContext(challenge));
    await expect(handshake(httpsPort, { servername: NAMES[1], alpn: ['acme-tls/1'] })).rejects.toThrow(
      /no application protocol/i,
    );
    await expect(handshake(httpsPort, { servername: 'evil.example', alpn: ['acme-tls/1'] })).rejects.toThrow(
      /no application protocol/i,
    );
    // Connecting to the address sends no name (SNI).
    await expect(handshake(httpsPort, { alpn: ['acme-tls/1'] })).rejects.toThrow(/no application protocol/i);
    // The pending challenge is still answered.
    expect((await handshake(httpsPort, { servername: NAMES[0], alpn: ['acme-tls/1'] })).protocol).toBe('acme-tls/1');
  });

  it('refuses a client offering none of its protocols', async () => {
    const { httpsPort } = await listen();
    await expect(handshake(httpsPort, { servername: NAMES[0], alpn: ['spdy/3.1'] })).rejects.toThrow(
      /no application protocol/i,
    );
  });

  it('serves the site over HTTP/2 and HTTP/1.1, and hands new connections the certificate it is given', async () => {
    const { listeners, httpsPort } = await listen();
    expect(await h2Get(httpsPort, '/blog?page=2')).toEqual({
      status: 200,
      body: 'the site: /blog?page=2',
      encrypted: 'true',
    });
    expect(await h1Get(httpsPort, '/about')).toEqual({
      status: 200,
      body: 'the site: /about',
      version: 'HTTP/1.1',
      encrypted: 'true',
    });
    listeners.useCertificate(fromCa, true);
    expect((await handshake(httpsPort, { servername: NAMES[1], alpn: ['h2'] })).fingerprint).toBe(
      fingerprint(fromCa.cert),
    );
    expect(await h2Get(httpsPort, '/')).toEqual({ status: 200, body: 'the site: /', encrypted: 'true' });
  });
});

describe('the HTTP side', () => {
  it('answers 503 until the site is ready to serve', async () => {
    const { httpPort } = await listen({ serve: false });
    expect((await plainGet(httpPort, '/', NAMES[0] as string)).status).toBe(503);
  });

  it('serves the site until a certificate from the CA is served, and answers the challenge path itself', async () => {
    const { listeners, httpPort } = await listen();
    expect(listeners.servingHttps()).toBe(false);
    const page = await plainGet(httpPort, '/blog', NAMES[0] as string);
    expect(page).toMatchObject({ status: 200, body: 'the site: /blog' });
    expect(page.headers['x-encrypted']).toBe('false');
    listeners.challenges.http.set('token-1', 'token-1.thumbprint');
    const answer = await plainGet(httpPort, '/.well-known/acme-challenge/token-1', NAMES[0] as string);
    expect(answer).toMatchObject({ status: 200, body: 'token-1.thumbprint' });
    expect(answer.headers['content-type']).toBe('text/plain');
    const unknown = await plainGet(httpPort, '/.well-known/acme-challenge/token-2', NAMES[0] as string);
    expect(unknown).toMatchObject({ status: 404, body: 'Not found' });
    expect(unknown.headers['content-type']).toBe('text/plain');
    // A certificate that is not the CA's (the stand-in again) does not send visitors to HTTPS.
    listeners.useCertificate(standIn, false);
    expect(listeners.servingHttps()).toBe(false);
    expect((await plainGet(httpPort, '/', NAMES[0] as string)).status).toBe(200);
  });

  it('once the CA’s certificate is served, sends every other path to HTTPS on one of DOMAIN’s names', async () => {
    const { listeners, httpPort, httpsPort } = await listen();
    listeners.useCertificate(fromCa, true);
    expect(listeners.servingHttps()).toBe(true);
    const redirect = async (host: string, path = '/blog?page=2') => {
      const answer = await plainGet(httpPort, path, host);
      expect(answer.status).toBe(308);
      return answer.headers.location;
    };
    // The visitor's name, when it is one of DOMAIN's, with or without a port, in any case.
    expect(await redirect(NAMES[1] as string)).toBe(`https://www.her-site.test:${httpsPort}/blog?page=2`);
    expect(await redirect(`www.her-site.test:${httpPort}`)).toBe(`https://www.her-site.test:${httpsPort}/blog?page=2`);
    expect(await redirect('WWW.Her-Site.TEST')).toBe(`https://www.her-site.test:${httpsPort}/blog?page=2`);
    expect(await redirect(`her-site.test:${httpPort}`)).toBe(`https://her-site.test:${httpsPort}/blog?page=2`);
    // Any other Host: DOMAIN's first name, never the Host.
    for (const host of [
      'evil.example',
      `evil.example:${httpPort}`,
      'www.her-site.test.evil.example',
      'evil.her-site.test',
      `evil.example:${httpPort}:1`,
      // Only a port at the end is a port.
      `www.her-site:${httpPort}.test`,
    ]) {
      expect(await redirect(host)).toBe(`https://her-site.test:${httpsPort}/blog?page=2`);
    }
    // A path that looks like an address stays a path on DOMAIN's name.
    expect(await redirect('evil.example', '//evil.example/')).toBe(`https://her-site.test:${httpsPort}//evil.example/`);
    // No Host at all (HTTP/1.0).
    const hostless = await hostlessGet(httpPort, '/contact');
    expect(hostless.statusLine).toMatch(/^HTTP\/1\.[01] 308 /);
    expect(hostless.location).toBe(`https://her-site.test:${httpsPort}/contact`);
    // Only the challenge path itself is answered here.
    expect(await redirect(NAMES[0] as string, '/blog/.well-known/acme-challenge/token-1')).toBe(
      `https://her-site.test:${httpsPort}/blog/.well-known/acme-challenge/token-1`,
    );
  });

  it('answers the challenge path itself while sending visitors to HTTPS (the CA would follow a redirect)', async () => {
    const { listeners, httpPort } = await listen();
    listeners.useCertificate(fromCa, true);
    listeners.challenges.http.set('token-1', 'token-1.thumbprint');
    expect(await plainGet(httpPort, '/.well-known/acme-challenge/token-1', 'evil.example')).toMatchObject({
      status: 200,
      body: 'token-1.thumbprint',
    });
    expect(await plainGet(httpPort, '/.well-known/acme-challenge/token-2', NAMES[0] as string)).toMatchObject({
      status: 404,
      body: 'Not found',
    });
  });

  it('names no port in the redirect when HTTPS is on port 443', async () => {
    // Binding port 443 needs privileges a test should not assume: the HTTPS side listens on a free port instead.
    const free = await freePort();
    const realListen = net.Server.prototype.listen as (this: net.Server, ...args: unknown[]) => net.Server;
    vi.spyOn(net.Server.prototype, 'listen').mockImplementation(function (this: net.Server, ...args: unknown[]) {
      return realListen.apply(this, args[0] === 443 ? [free, '127.0.0.1'] : args);
    });
    const { listeners, httpPort } = await listen({ httpsPort: 443 });
    expect(listeners.ports().https).toBe(free);
    listeners.useCertificate(fromCa, true);
    const answer = await plainGet(httpPort, '/blog', `www.her-site.test:${httpPort}`);
    expect(answer.status).toBe(308);
    expect(answer.headers.location).toBe('https://www.her-site.test/blog');
  });
});

describe('ports', () => {
  it('reports the ports it listens on', async () => {
    const { listeners, logged } = await listen({ httpPort: 0, httpsPort: 0 });
    const ports = listeners.ports();
    expect(ports.http).toBeGreaterThan(0);
    expect(ports.https).toBeGreaterThan(0);
    expect(await isFree(ports.http as number)).toBe(false);
    expect((await handshake(ports.https as number, { servername: NAMES[0], alpn: ['h2'] })).protocol).toBe('h2');
    expect(logged.map((entry) => entry.message).sort()).toEqual([
      `HTTP listening on port ${ports.http}`,
      `HTTPS listening on port ${ports.https}`,
    ]);
    expect(logged.map((entry) => entry.level)).toEqual(['info', 'info']);
    expect(logged.find((entry) => entry.message.startsWith('HTTPS'))?.details).toEqual({ port: ports.https });
    expect(listeners.portProblem()).toBeNull();
  });

  it('keeps serving plain HTTP while another program holds the HTTPS port, says why, and takes it once free', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const httpsPort = await freePort();
    const holder = await holdPort(httpsPort);
    const { listeners, httpPort, logged } = await listen({ httpsPort });
    expect(listeners.ports()).toEqual({ http: httpPort, https: null });
    const message =
      `HTTPS_PORT ${httpsPort} cannot be used (another program is using it); trying again every few seconds, ` +
      'serving the site on plain HTTP meanwhile';
    const problem = listeners.portProblem();
    expect(problem?.message).toBe(message);
    expect(Date.now() - Date.parse(problem?.at ?? '')).toBeLessThan(5000);
    expect(logged.filter((entry) => entry.level === 'error')).toEqual([
      { level: 'error', details: { port: httpsPort, code: 'EADDRINUSE' }, message },
    ]);
    // The CA's certificate is in hand, but with no HTTPS port the site stays on plain HTTP.
    listeners.useCertificate(fromCa, true);
    expect(listeners.servingHttps()).toBe(false);
    expect((await plainGet(httpPort, '/', NAMES[0] as string)).body).toBe('the site: /');

    // Tried again a few seconds later, still held: said once, from the first time.
    vi.advanceTimersByTime(5000);
    await until('the second attempt', () => vi.getTimerCount() === 1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(listeners.portProblem()).toEqual(problem);
    expect(logged.filter((entry) => entry.level === 'error')).toHaveLength(1);

    await holder.release();
    vi.advanceTimersByTime(5000);
    await until('HTTPS', () => listeners.ports().https !== null);
    expect(listeners.ports()).toEqual({ http: httpPort, https: httpsPort });
    expect(listeners.portProblem()).toBeNull();
    expect(listeners.servingHttps()).toBe(true);
    expect(logged.filter((entry) => entry.message === `HTTPS listening on port ${httpsPort}`)).toHaveLength(1);
    expect((await plainGet(httpPort, '/', NAMES[0] as string)).status).toBe(308);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('says which port cannot be used, HTTPS first, and says nothing of plain HTTP for the HTTP port', async () => {
    const [httpPort, httpsPort] = [await freePort(), await freePort()];
    const holders = [await holdPort(httpPort), await holdPort(httpsPort)];
    try {
      const both = await listen({ httpPort, httpsPort });
      expect(both.listeners.ports()).toEqual({ http: null, https: null });
      expect(both.listeners.portProblem()?.message).toMatch(new RegExp(`^HTTPS_PORT ${httpsPort} cannot be used`));
      await both.listeners.stop(0);
      await holders[1]?.release();
      const plainOnly = await listen({ httpPort, httpsPort });
      expect(plainOnly.listeners.portProblem()?.message).toBe(
        `HTTP_PORT ${httpPort} cannot be used (another program is using it); trying again every few seconds`,
      );
      expect(plainOnly.listeners.ports()).toEqual({ http: null, https: httpsPort });
    } finally {
      await holders[0]?.release();
    }
  });

  it('names the system’s reason for an address it cannot listen on', async () => {
    // 192.0.2.1 is a documentation address no machine has.
    const { listeners, httpsPort } = await listen({ host: '192.0.2.1' });
    expect(listeners.portProblem()?.message).toBe(
      `HTTPS_PORT ${httpsPort} cannot be used (EADDRNOTAVAIL); trying again every few seconds, serving the site on ` +
        'plain HTTP meanwhile',
    );
  });

  it('says when the user may not use ports below 1024', async () => {
    // The system's answer to a user without the privilege, whoever runs the test.
    vi.spyOn(net.Server.prototype, 'listen').mockImplementation(function (this: net.Server, ...args: unknown[]) {
      const error = Object.assign(new Error(`listen EACCES: permission denied 127.0.0.1:${args[0]}`), {
        code: 'EACCES',
      });
      process.nextTick(() => this.emit('error', error));
      return this;
    });
    const { listeners, logged } = await listen({ httpPort: 80, httpsPort: 443 });
    expect(listeners.portProblem()?.message).toBe(
      'HTTPS_PORT 443 cannot be used (this user may not use ports below 1024: see the README on systemd); trying ' +
        'again every few seconds, serving the site on plain HTTP meanwhile',
    );
    expect(logged.map((entry) => entry.message)).toContain(
      'HTTP_PORT 80 cannot be used (this user may not use ports below 1024: see the README on systemd); trying ' +
        'again every few seconds',
    );
  });
});

describe('stop', () => {
  it('lets a request in flight finish, then frees both ports', async () => {
    const { listeners, httpPort, httpsPort } = await listen();
    const before = received;
    const slow = plainGet(httpPort, '/slow', NAMES[0] as string);
    await until('the request', () => received > before);
    await listeners.stop(5000);
    expect(await slow).toMatchObject({ status: 200, body: 'slow answer' });
    expect(await isFree(httpPort)).toBe(true);
    expect(await isFree(httpsPort)).toBe(true);
    expect(listeners.servingHttps()).toBe(false);
  });

  it('cuts what is still open once the grace period is over', async () => {
    const { listeners, httpPort, httpsPort } = await listen();
    const before = received;
    const never = plainGet(httpPort, '/never', NAMES[0] as string);
    never.catch(() => {});
    await until('the request', () => received > before);
    const session = http2.connect(`https://127.0.0.1:${httpsPort}`, {
      servername: NAMES[0],
      rejectUnauthorized: false,
    });
    session.on('error', () => {});
    await new Promise((resolve) => session.once('connect', resolve));
    const started = Date.now();
    await listeners.stop(50);
    expect(Date.now() - started).toBeLessThan(3000);
    await expect(never).rejects.toThrow(/socket hang up|ECONNRESET/);
    await until('the session to close', () => session.closed || session.destroyed);
    expect(await isFree(httpPort)).toBe(true);
    expect(await isFree(httpsPort)).toBe(true);
  });

  it('does not redirect once stopping, and never listens when stopped before it started', async () => {
    const served = await listen();
    served.listeners.useCertificate(fromCa, true);
    expect(served.listeners.servingHttps()).toBe(true);
    await served.listeners.stop(0);
    expect(served.listeners.servingHttps()).toBe(false);

    const { listeners, httpPort, httpsPort, logged } = await listen({ start: false });
    await listeners.stop(0);
    await listeners.start();
    expect(listeners.ports()).toEqual({ http: null, https: null });
    expect(await isFree(httpPort)).toBe(true);
    expect(await isFree(httpsPort)).toBe(true);
    expect(logged).toEqual([]);
  });
});
