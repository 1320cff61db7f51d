// Renewal against pebble issuing short-lived certificates: the new certificate is swapped onto the live listener while
// requests keep coming (HTTP/2 and HTTP/1.1), none failing; and a CA's renewal window (ACME Renewal Information,
// added to pebble's directory by a loopback stand-in as pebble has none) brings a renewal forward.
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import http2 from 'node:http2';
import { Agent, get as httpsGet, request as httpsRequest, type RequestOptions } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpsConfig } from '../config';
import { createTestServer } from '../test-support';
import { renewalInfoId } from './certificate-info';
import { startTestCa, type TestCa, until } from './test-acme';

const NAMES: [string, string] = ['renew.her-site.test', 'www.renew.her-site.test'];
const PORTS = { http: 24_580, https: 24_543, acme: 24_500, management: 24_501, dns: 24_553, dnsManagement: 24_555 };
/** The site's ports with the CA's own moved by `shift`: each describe block has its own CA. */
const caPorts = (shift: number) => ({
  ...PORTS,
  acme: PORTS.acme + shift,
  management: PORTS.management + shift,
  dns: PORTS.dns + shift,
  dnsManagement: PORTS.dnsManagement + shift,
});
/** Each certificate lives 30 s (pebble makes it 29): renewed about 19 s after it is issued. */
const LIFETIME_SECONDS = 30;

type Server = Awaited<ReturnType<typeof createTestServer>>;

/** The serial number of the certificate a new connection is handed now. */
function servedSerial() {
  return new Promise<string>((resolve, reject) => {
    const socket = connect(
      { host: '127.0.0.1', port: PORTS.https, servername: NAMES[0], rejectUnauthorized: false },
      () => {
        resolve(socket.getPeerCertificate().serialNumber);
        socket.end();
      },
    );
    socket.on('error', reject);
  });
}

function config(ca: TestCa, directoryUrl = ca.directoryUrl): HttpsConfig {
  return {
    domains: NAMES,
    httpPort: PORTS.http,
    httpsPort: PORTS.https,
    directoryUrl,
    email: null,
    caPem: readFileSync(ca.caFile, 'utf8'),
    eab: null,
    challenges: ['http-01', 'tls-alpn-01'],
  };
}

describe('renewal', () => {
  let ca: TestCa;
  let server: Server;

  beforeAll(async () => {
    ca = await startTestCa({
      dir: mkdtempSync(join(tmpdir(), 'coach-acme-renew-')),
      ports: PORTS,
      validitySeconds: LIFETIME_SECONDS,
    });
  }, 30_000);
  afterAll(async () => {
    await server?.stop({ graceMs: 1000 });
    await ca?.stop();
  });

  it('swaps the renewed certificate onto the live listener with no request failing across the swap', async () => {
    server = await createTestServer({ https: config(ca) });
    await server.start();
    const first = await until('the first certificate', () => server.services.https?.status().certificate);
    const lifetime = Date.parse(first.notAfter) - Date.parse(first.notBefore);
    expect(lifetime).toBeLessThanOrEqual(LIFETIME_SECONDS * 1000 + 1000);
    expect(Date.parse(server.services.https?.status().renewAt ?? '')).toBe(
      Date.parse(first.notBefore) + Math.floor((lifetime * 2) / 3),
    );
    const root = await ca.issuingRoot();
    const firstSerial = await servedSerial();

    // Load until a new certificate is served, and a little beyond: each request on a fresh HTTP/1.1 connection or a
    // long-lived HTTP/2 one.
    const failures: string[] = [];
    let answered = 0;
    let swapped = false;
    const session = http2.connect(`https://127.0.0.1:${PORTS.https}`, { servername: NAMES[0], ca: root });
    session.on('error', (error) => failures.push(`session: ${error.message}`));
    const h2 = () =>
      new Promise<void>((resolve) => {
        const stream = session.request({ ':path': '/api/health', ':authority': NAMES[0] });
        stream.on('response', (headers) => {
          if (headers[':status'] !== 200) failures.push(`h2 status ${headers[':status']}`);
        });
        stream.on('error', (error) => failures.push(`h2: ${error.message}`));
        stream.resume();
        stream.on('close', () => {
          answered += 1;
          resolve();
        });
        stream.end();
      });
    const h1 = () =>
      new Promise<void>((resolve) => {
        const request = httpsRequest(
          {
            host: '127.0.0.1',
            port: PORTS.https,
            path: '/api/health',
            servername: NAMES[1],
            headers: { host: NAMES[1] },
            // Trusts only the CA's root: the stand-in or a challenge's certificate would fail here.
            ca: root,
            agent: new Agent({ keepAlive: false }),
            ALPNProtocols: ['http/1.1'],
          } as RequestOptions,
          (response) => {
            if (response.statusCode !== 200) failures.push(`h1 status ${response.statusCode}`);
            response.resume();
            response.on('end', () => {
              answered += 1;
              resolve();
            });
          },
        );
        request.on('error', (error) => {
          failures.push(`h1: ${error.message}`);
          resolve();
        });
        request.end();
      });
    const worker = async (send: () => Promise<void>) => {
      let after = 0;
      while (after < 20) {
        await send();
        if (swapped) after += 1;
      }
    };
    const watch = (async () => {
      await until('the renewed certificate', async () => (await servedSerial()) !== firstSerial, 25_000);
      swapped = true;
    })();
    await Promise.all([watch, worker(h2), worker(h2), worker(h1), worker(h1)]);
    session.close();

    expect(failures).toEqual([]);
    expect(answered).toBeGreaterThan(80);
    const status = server.services.https?.status();
    expect(status?.certificate?.notBefore).not.toBe(first.notBefore);
    expect(status?.lastError).toBeNull();
    expect(Date.parse(status?.lastRenewal ?? '')).toBeGreaterThan(Date.parse(first.notBefore));
  }, 40_000);
});

describe('a CA’s renewal window', () => {
  let ca: TestCa;
  let server: Server;
  let directory: HttpServer;
  const asked: string[] = [];

  beforeAll(async () => {
    // Pebble again, issuing certificates for its default five years.
    ca = await startTestCa({
      dir: mkdtempSync(join(tmpdir(), 'coach-acme-ari-')),
      ports: caPorts(10),
    });
    const agent = new Agent({ ca: readFileSync(ca.caFile) });
    let window = { start: '2099-01-01T00:00:00Z', end: '2099-01-02T00:00:00Z' };
    // Pebble's directory with a renewalInfo address added, and that address answering with `window`.
    directory = createHttpServer((request, response) => {
      if (request.url === '/dir') {
        httpsGet(ca.directoryUrl, { agent }, (upstream) => {
          let body = '';
          upstream.on('data', (chunk) => {
            body += chunk;
          });
          upstream.on('end', () => {
            const port = (directory.address() as { port: number }).port;
            const withAri = { ...JSON.parse(body), renewalInfo: `http://127.0.0.1:${port}/renewal-info` };
            response.writeHead(200, { 'content-type': 'application/json' });
            response.end(JSON.stringify(withAri));
          });
        });
        return;
      }
      const id = request.url?.replace(/^\/renewal-info\//, '') ?? '';
      asked.push(id);
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ suggestedWindow: window }));
      // After the first answer, the CA asks for renewal now (as after a revocation).
      window = { start: new Date(Date.now() - 60_000).toISOString(), end: new Date().toISOString() };
    });
    await new Promise<void>((resolve) => directory.listen(0, '127.0.0.1', resolve));
  }, 30_000);
  afterAll(async () => {
    await server?.stop({ graceMs: 1000 });
    await new Promise((resolve) => directory?.close(resolve));
    await ca?.stop();
  });

  it('asks the CA about the certificate it serves and renews within the window it suggests', async () => {
    const port = (directory.address() as { port: number }).port;
    server = await createTestServer({ https: config(ca, `http://127.0.0.1:${port}/dir`) });
    await server.start();
    const first = await until('the first certificate', () => server.services.https?.status().certificate);
    // Five years: the last third is years away, yet the window (now in the past) makes it due.
    expect(Date.parse(first.notAfter) - Date.parse(first.notBefore)).toBeGreaterThan(365 * 86_400_000);
    await until('the first window', () => asked.length >= 1);
    const chain = readFileSync(join(server.config.dataDir, 'certificates', 'site.crt'), 'utf8');
    expect(asked[0]).toBe(renewalInfoId(chain));
    expect(server.services.https?.status().renewAt).toMatch(/^2099-01-01T/);
    await server.certificates?.check();
    // A new certificate (pebble's times are to the second, so compare the certificates themselves).
    expect(readFileSync(join(server.config.dataDir, 'certificates', 'site.crt'), 'utf8')).not.toBe(chain);
    expect(server.services.https?.status().lastError).toBeNull();
  }, 40_000);
});

describe('a CA that requires external account binding', () => {
  const EAB = { kid: 'her-kid', hmacKey: 'zWNDZM6eQGHWpSRTPal5eIUYFTu7EajVIoguysqZ9wG44nMEtx3MUAsUDkMTQ12W' };
  let ca: TestCa;
  let server: Server | null = null;

  beforeAll(async () => {
    ca = await startTestCa({
      dir: mkdtempSync(join(tmpdir(), 'coach-acme-eab-')),
      ports: caPorts(20),
      eab: EAB,
    });
  }, 30_000);
  afterAll(async () => {
    await server?.stop({ graceMs: 1000 });
    await ca?.stop();
  });

  it('is refused without the binding, in the CA’s words, and served with it', async () => {
    server = await createTestServer({ https: config(ca) });
    await server.start();
    const refused = await until('the refusal', () => server?.services.https?.status().lastError);
    expect(refused.message).toMatch(/externalAccountBinding/);
    await server.stop({ graceMs: 1000 });

    server = await createTestServer({ https: { ...config(ca), eab: EAB } });
    await server.start();
    const status = await until('the certificate', () => server?.services.https?.status().certificate);
    expect(status.names).toEqual(NAMES);
    expect(server.services.https?.status().lastError).toBeNull();
  }, 30_000);
});
