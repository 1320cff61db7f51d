// HTTPS from the program itself against Debian's ACME test CA (pebble), every name resolved to 127.0.0.1 by its DNS:
// certificates by HTTP-01 and TLS-ALPN-01, the HTTP side, HTTP/2 and HSTS, a failing challenge, a restart without the
// CA, and a renewal swapped on the live listener under load.
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { readdir, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import http2 from 'node:http2';
import { request as httpsRequest, type RequestOptions } from 'node:https';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect, type PeerCertificate } from 'node:tls';
import { createTestDatabase } from '@coach/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpsConfig } from '../config';
import { createTestServer } from '../test-support';
import { startTestCa, type TestCa, until } from './test-acme';

const NAMES: [string, string] = ['her-site.test', 'www.her-site.test'];
/** Where the CA checks HTTP-01 and TLS-ALPN-01 (so where the server listens), and the CA's own ports. */
const PORTS = { http: 24_480, https: 24_443, acme: 24_400, management: 24_401, dns: 24_453, dnsManagement: 24_455 };

type Server = Awaited<ReturnType<typeof createTestServer>>;

function httpsConfig(ca: TestCa, overrides: Partial<HttpsConfig> = {}): HttpsConfig {
  return {
    domains: NAMES,
    httpPort: PORTS.http,
    httpsPort: PORTS.https,
    directoryUrl: ca.directoryUrl,
    email: null,
    caPem: readFileSync(ca.caFile, 'utf8'),
    eab: null,
    challenges: ['http-01', 'tls-alpn-01'],
    ...overrides,
  };
}

/** The certificate the HTTPS port hands a client asking for `name`, checked against `root` (null: not checked). */
function served(name: string, root: string | null, alpn = ['h2', 'http/1.1']) {
  return new Promise<{ certificate: PeerCertificate; protocol: string | false | null; authorized: boolean }>(
    (resolve, reject) => {
      const socket = connect(
        {
          host: '127.0.0.1',
          port: PORTS.https,
          servername: name,
          ALPNProtocols: alpn,
          ca: root ?? undefined,
          rejectUnauthorized: false,
        },
        () => {
          resolve({
            certificate: socket.getPeerCertificate(),
            protocol: socket.alpnProtocol,
            authorized: socket.authorized,
          });
          socket.end();
        },
      );
      socket.on('error', reject);
    },
  );
}

/** A GET on the plain HTTP port with the given Host. */
function plainGet(path: string, host: string) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port: PORTS.http, path, headers: { host } }, (response) => {
      let body = '';
      response.on('data', (chunk) => {
        body += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

/** A GET over HTTP/2 on the HTTPS port, trusting only the CA's root. */
function h2Get(session: http2.ClientHttp2Session, path: string) {
  return new Promise<{ status: number; headers: http2.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const stream = session.request({ ':path': path, ':authority': NAMES[0] });
    let headers: http2.IncomingHttpHeaders = {};
    let body = '';
    stream.on('response', (h) => {
      headers = h;
    });
    stream.on('data', (chunk) => {
      body += chunk;
    });
    stream.on('end', () => resolve({ status: Number(headers[':status']), headers, body }));
    stream.on('error', reject);
    stream.end();
  });
}

/** A GET over HTTP/1.1 on the HTTPS port. */
function h1Get(path: string, root: string) {
  return new Promise<{ status: number; headers: Record<string, unknown>; protocol: string }>((resolve, reject) => {
    const request = httpsRequest(
      {
        host: '127.0.0.1',
        port: PORTS.https,
        path,
        servername: NAMES[1],
        headers: { host: NAMES[1] },
        ca: root,
        ALPNProtocols: ['http/1.1'],
        agent: false,
      } as RequestOptions,
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            protocol: `HTTP/${response.httpVersion}`,
          }),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}

describe('HTTPS by ACME', () => {
  let ca: TestCa;
  const dir = mkdtempSync(join(tmpdir(), 'coach-acme-'));

  beforeAll(async () => {
    ca = await startTestCa({
      dir,
      ports: PORTS,
    });
  }, 30_000);
  afterAll(async () => {
    await ca?.stop();
  });

  describe('a first start with HTTP-01', () => {
    let server: Server;
    let database: { db: Server['db']; dir: string };
    let root: string;

    beforeAll(async () => {
      server = await createTestServer({ web: true, https: httpsConfig(ca, { challenges: ['http-01'] }) });
      database = { db: server.db, dir: server.config.dataDir };
      await server.start();
      root = await ca.issuingRoot();
    }, 30_000);
    afterAll(async () => {
      await server?.stop({ graceMs: 1000 });
    });

    it('obtains a certificate for both names, stores it for the server’s user only, and says so in Settings', async () => {
      const status = await until('the certificate', () => {
        const now = server.services.https?.status();
        return now?.serving === 'https' ? now : null;
      });
      expect(status.certificate?.names).toEqual(NAMES);
      expect(status.certificate?.issuer).toMatch(/^Pebble Intermediate CA/);
      expect(status.lastRenewal).not.toBeNull();
      expect(status.lastError).toBeNull();
      expect(status.renewAt).not.toBeNull();
      for (const name of NAMES) {
        const { certificate, authorized, protocol } = await served(name, root);
        expect(authorized).toBe(true);
        expect(certificate.subjectaltname).toBe(NAMES.map((n) => `DNS:${n}`).join(', '));
        expect(protocol).toBe('h2');
      }
      // The portal's REST door shows the same.
      const answer = await server.app.inject({
        method: 'GET',
        url: '/api/admin/https',
        headers: (await server.headers()).admin,
      });
      expect(answer.json()).toEqual({ status: server.services.https?.status() });
      const folder = join(database.dir, 'certificates');
      expect(statSync(folder).mode & 0o777).toBe(0o700);
      const files = (await readdir(folder)).sort();
      expect(files).toEqual(['account.json', 'account.key', 'site.crt', 'site.key', 'state.json']);
      for (const file of files) expect(statSync(join(folder, file)).mode & 0o777).toBe(0o600);
    });

    it('serves the site over HTTP/2 (and HTTP/1.1) with HSTS and every header as before', async () => {
      await until('the certificate', () => server.services.https?.status().serving === 'https');
      const session = http2.connect(`https://127.0.0.1:${PORTS.https}`, { servername: NAMES[0], ca: root });
      try {
        const page = await h2Get(session, '/recipes');
        expect(page.status).toBe(200);
        expect(page.headers['strict-transport-security']).toBe('max-age=31536000');
        expect(page.headers['content-security-policy']).toContain("default-src 'self'");
        expect(page.headers['x-content-type-options']).toBe('nosniff');
        expect(page.body).toContain('<h1');
        const api = await h2Get(session, '/api/recipes');
        expect(api.status).toBe(401);
        expect(JSON.parse(api.body)).toEqual({ error: expect.any(String) });
      } finally {
        session.close();
      }
      const h1 = await h1Get('/about', root);
      expect(h1.protocol).toBe('HTTP/1.1');
      expect(h1.status).toBe(200);
      expect(h1.headers['strict-transport-security']).toBe('max-age=31536000');
    });

    it('redirects plain HTTP to the same path and query on HTTPS, but answers the CA’s challenge path itself', async () => {
      await until('the certificate', () => server.services.https?.status().serving === 'https');
      const moved = await plainGet('/blog?page=2&x=%3Cy%3E', `${NAMES[1]}:${PORTS.http}`);
      expect(moved.status).toBe(308);
      expect(moved.headers.location).toBe(`https://${NAMES[1]}:${PORTS.https}/blog?page=2&x=%3Cy%3E`);
      // A name the site does not have is sent to its first name, not to the name asked for.
      const elsewhere = await plainGet('//evil.example/', 'evil.example');
      expect(elsewhere.headers.location).toBe(`https://${NAMES[0]}:${PORTS.https}//evil.example/`);
      const challenge = await plainGet('/.well-known/acme-challenge/no-such-token', NAMES[0]);
      expect(challenge.status).toBe(404);
      expect(challenge.headers.location).toBeUndefined();
      // Plain HTTP gets no HSTS (browsers ignore it there, and it would be wrong before HTTPS works).
      expect(moved.headers['strict-transport-security']).toBeUndefined();
    });

    it('serves the stored certificate after a restart while the CA cannot be reached', async () => {
      const before = (await served(NAMES[0], root)).certificate.serialNumber;
      await server.stop({ graceMs: 1000 });
      await ca.stop();
      try {
        server = await createTestServer({ web: true, database, https: httpsConfig(ca, { challenges: ['http-01'] }) });
        await server.start();
        // At once: nothing is asked of the CA before serving.
        expect(server.services.https?.status().serving).toBe('https');
        const after = await served(NAMES[0], root);
        expect(after.authorized).toBe(true);
        expect(after.certificate.serialNumber).toBe(before);
        const session = http2.connect(`https://127.0.0.1:${PORTS.https}`, { servername: NAMES[0], ca: root });
        try {
          expect((await h2Get(session, '/')).status).toBe(200);
        } finally {
          session.close();
        }
        // Not due, so the unreachable CA is no error.
        await server.certificates?.check();
        expect(server.services.https?.status().lastError).toBeNull();
      } finally {
        await ca.start();
      }
    });

    it('obtains a new certificate when ACME_DIRECTORY names another CA (staging first, then production)', async () => {
      const root = await ca.issuingRoot();
      const before = (await served(NAMES[0], null)).certificate.serialNumber;
      await server.stop({ graceMs: 1000 });
      // The same pebble under another address: to the program, another CA.
      const elsewhere = ca.directoryUrl.replace('127.0.0.1', 'localhost');
      server = await createTestServer({
        web: true,
        database,
        https: httpsConfig(ca, { challenges: ['http-01'], directoryUrl: elsewhere }),
      });
      await server.start();
      // The stored one is served meanwhile.
      expect(server.services.https?.status().serving).toBe('https');
      const renewed = await until('a certificate from the other CA', async () => {
        const now = await served(NAMES[0], root);
        return now.certificate.serialNumber !== before ? now : null;
      });
      expect(renewed.authorized).toBe(true);
      // The record is written once the new certificate is served.
      await until('the record', () => {
        const record = JSON.parse(readFileSync(join(database.dir, 'certificates', 'state.json'), 'utf8'));
        return record.issuedBy === elsewhere;
      });
      const account = JSON.parse(readFileSync(join(database.dir, 'certificates', 'account.json'), 'utf8'));
      expect(account.directoryUrl).toBe(elsewhere);
    });
  });

  describe('a first start with TLS-ALPN-01', () => {
    let server: Server;

    beforeAll(async () => {
      // HTTP listens where the CA does not look: only TLS-ALPN-01 can succeed.
      server = await createTestServer({
        https: httpsConfig(ca, { challenges: ['tls-alpn-01'], httpPort: PORTS.http + 1 }),
      });
      await server.start();
    }, 30_000);
    afterAll(async () => {
      await server?.stop({ graceMs: 1000 });
    });

    it('obtains the certificate for both names on the HTTPS port, and never hands a visitor a challenge', async () => {
      const root = await ca.issuingRoot();
      await until('the certificate', () => server.services.https?.status().serving === 'https');
      for (const name of NAMES) {
        const visitor = await served(name, root);
        expect(visitor.authorized).toBe(true);
        expect(visitor.certificate.subjectaltname).toBe(NAMES.map((n) => `DNS:${n}`).join(', '));
      }
      // No challenge is pending now: a client asking for acme-tls/1 is refused, not answered with the site.
      await expect(served(NAMES[0], null, ['acme-tls/1'])).rejects.toThrow(/no application protocol/i);
    });
  });

  describe('a port another program holds', () => {
    let server: Server;
    let squatter: ReturnType<typeof createNetServer>;

    beforeAll(async () => {
      squatter = createNetServer((socket) => socket.destroy());
      await new Promise<void>((resolve) => squatter.listen(PORTS.https, '127.0.0.1', resolve));
      server = await createTestServer({ web: true, https: httpsConfig(ca, { challenges: ['http-01'] }) });
      await server.start();
    }, 30_000);
    afterAll(async () => {
      await server?.stop({ graceMs: 1000 });
      await new Promise((resolve) => squatter.close(resolve));
    });

    it('serves the site on plain HTTP and says why, then takes the port once it is free', async () => {
      // The certificate comes by HTTP-01, but with no HTTPS port the site stays on plain HTTP, not redirected.
      await until('the certificate', () => server.services.https?.status().certificate);
      const status = server.services.https?.status();
      expect(status?.serving).toBe('http');
      expect(status?.lastError?.message).toBe(
        `HTTPS_PORT ${PORTS.https} cannot be used (another program is using it); trying again every few seconds, ` +
          'serving the site on plain HTTP meanwhile',
      );
      const page = await plainGet('/', NAMES[0]);
      expect(page.status).toBe(200);
      expect(page.body).toContain('<h1');
      await new Promise((resolve) => squatter.close(resolve));
      await until('HTTPS', () => server.services.https?.status().serving === 'https', 10_000);
      expect(server.services.https?.status().lastError).toBeNull();
      expect((await plainGet('/', NAMES[0])).status).toBe(308);
      const root = await ca.issuingRoot();
      expect((await served(NAMES[0], root)).authorized).toBe(true);
    }, 30_000);
  });

  describe('a challenge nobody answers', () => {
    let server: Server;
    let database: Awaited<ReturnType<typeof createTestDatabase>>;

    beforeAll(async () => {
      database = await createTestDatabase();
      // A day of failures already on record: this failure is the one that tells the owner.
      const folder = join(database.dir, 'certificates');
      const { mkdir } = await import('node:fs/promises');
      await mkdir(folder, { recursive: true, mode: 0o700 });
      const failingSince = new Date(Date.now() - 2 * 86_400_000).toISOString();
      await writeFile(
        join(folder, 'state.json'),
        JSON.stringify({ lastRenewal: null, lastError: null, failingSince, failures: 3, toldOwnerAt: null }),
        { mode: 0o600 },
      );
      // HTTP listens where the CA does not look, and HTTP-01 is the only challenge offered.
      server = await createTestServer({
        web: true,
        database,
        https: httpsConfig(ca, { challenges: ['http-01'], httpPort: PORTS.http + 2 }),
      });
      await server.start();
    }, 30_000);
    afterAll(async () => {
      await server?.stop({ graceMs: 1000 });
    });

    it('fails cleanly: says why, serves the site on plain HTTP, plans the next attempt and e-mails the owner', async () => {
      const status = await until(
        'the failure',
        () => server.services.https?.status().lastError && server.services.https.status(),
      );
      expect(status.serving).toBe('http');
      expect(status.certificate).toBeNull();
      expect(status.lastError?.message).toMatch(/^http-01 for (www\.)?her-site\.test failed: /);
      // The fourth failure in a row waits 2 minutes doubled three times.
      const wait = Date.parse(status.nextAttempt ?? '') - Date.parse(status.lastError?.at ?? '');
      expect(wait).toBe(16 * 60_000);
      const page = await new Promise<number>((resolve, reject) => {
        httpRequest({ host: '127.0.0.1', port: PORTS.http + 2, path: '/', headers: { host: NAMES[0] } }, (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        })
          .on('error', reject)
          .end();
      });
      expect(page).toBe(200);
      const emails = await until('the e-mail', () =>
        server.db
          .selectFrom('email_outbox')
          .select(['kind', 'to_address', 'subject', 'text_body'])
          .where('kind', '=', 'https_failing')
          .execute()
          .then((rows) => (rows.length ? rows : null)),
      );
      expect(emails).toHaveLength(1);
      expect(emails[0]?.to_address).toBe('owner@example.com');
      expect(emails[0]?.subject).toBe('Your site has no HTTPS certificate yet');
      expect(emails[0]?.text_body).toContain('her-site.test, www.her-site.test');
      expect(emails[0]?.text_body).toContain(status.lastError?.message.slice(0, 40) ?? 'the error');
      const record = await until('the saved record', () => {
        const saved = JSON.parse(readFileSync(join(database.dir, 'certificates', 'state.json'), 'utf8'));
        return saved.failures === 4 && saved;
      });
      expect(record).toMatchObject({ failures: 4, toldOwnerAt: status.lastError?.at });
      // Another failure soon after tells nobody again.
      await server.certificates?.check();
      const again = await server.db
        .selectFrom('email_outbox')
        .select('id')
        .where('kind', '=', 'https_failing')
        .execute();
      expect(again).toHaveLength(1);
    });
  });

  describe('a CA that cannot be reached', () => {
    let server: Server;

    beforeAll(async () => {
      // Nothing listens where this directory is.
      server = await createTestServer({
        web: true,
        https: httpsConfig(ca, { directoryUrl: `https://127.0.0.1:${PORTS.acme + 50}/dir`, httpPort: PORTS.http + 3 }),
      });
      await server.start();
    }, 30_000);
    afterAll(async () => {
      await server?.stop({ graceMs: 1000 });
    });

    it('serves the site on plain HTTP on the first run, says why and plans the next attempt', async () => {
      const status = await until('the failure', () => server.services.https?.status().lastError);
      expect(status.message).toBe('the CA could not be reached (ECONNREFUSED)');
      expect(server.services.https?.status()).toMatchObject({ serving: 'http', certificate: null });
      expect(server.services.https?.status().nextAttempt).not.toBeNull();
      const page = await new Promise<number>((resolve, reject) => {
        httpRequest({ host: '127.0.0.1', port: PORTS.http + 3, path: '/blog', headers: { host: NAMES[0] } }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        })
          .on('error', reject)
          .end();
      });
      expect(page).toBe(200);
    });
  });
});
