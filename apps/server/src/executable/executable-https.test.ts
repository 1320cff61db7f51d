// The single executable on its own domain: `serve --domain` against Debian's ACME test CA (pebble, every name resolved
// to 127.0.0.1), plain HTTP first, then HTTPS with the CA's certificate, HTTP/2 and HSTS, and a clean stop.
import { mkdtempSync } from 'node:fs';
import { request } from 'node:http';
import http2 from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestCa, type TestCa } from '../https/test-acme';
import { builtExecutable, installAlone, type RunningServer, startServer, until } from './executable-support';

const NAMES = ['her-site.test', 'www.her-site.test'];
const PORTS = { http: 24_780, https: 24_743, acme: 24_700, management: 24_701, dns: 24_753, dnsManagement: 24_755 };

let ca: TestCa;
let server: RunningServer | null = null;

beforeAll(async () => {
  ca = await startTestCa({
    dir: mkdtempSync(join(tmpdir(), 'nutriwell-exe-acme-')),
    ports: PORTS,
  });
}, 600_000);
afterAll(async () => {
  if (server?.process.exitCode === null) await server.stop('SIGKILL');
  await ca?.stop();
});

/** Whether the HTTPS port hands `name` a certificate the CA's root vouches for. */
function trusted(name: string, root: string) {
  return new Promise<boolean>((resolve) => {
    const socket = connect({ host: '127.0.0.1', port: PORTS.https, servername: name, ca: root }, () => {
      resolve(socket.authorized);
      socket.end();
    });
    socket.on('error', () => resolve(false));
  });
}

describe('the single executable with --domain', () => {
  it('obtains the certificate, serves HTTPS over HTTP/2 with HSTS, redirects HTTP, and stops cleanly', async () => {
    const site = installAlone(builtExecutable());
    server = await startServer(
      site.dir,
      site.env({
        DATA_DIR: join(site.dir, 'data'),
        HTTP_PORT: String(PORTS.http),
        HTTPS_PORT: String(PORTS.https),
        ACME_DIRECTORY: ca.directoryUrl,
        ACME_CA_FILE: ca.caFile,
      }),
      ['--domain', NAMES.join(',')],
    );
    expect(server.output()).toContain(
      `HTTPS: asking ${ca.directoryUrl} for a certificate for ${NAMES.join(', ')}; plain HTTP until it comes`,
    );
    const root = await ca.issuingRoot();
    await until(async () => ((await trusted(NAMES[1] as string, root)) ? true : null), 20_000, server.output);

    const session = http2.connect(`https://127.0.0.1:${PORTS.https}`, { servername: NAMES[0], ca: root });
    const page = await new Promise<{ status: number; hsts: unknown; body: string }>((resolve, reject) => {
      const stream = session.request({ ':path': '/', ':authority': NAMES[0] });
      let status = 0;
      let hsts: unknown;
      let body = '';
      stream.on('response', (headers) => {
        status = Number(headers[':status']);
        hsts = headers['strict-transport-security'];
      });
      stream.on('data', (chunk) => {
        body += chunk;
      });
      stream.on('end', () => resolve({ status, hsts, body }));
      stream.on('error', reject);
      stream.end();
    });
    session.close();
    expect(page.status).toBe(200);
    expect(page.hsts).toBe('max-age=31536000');
    expect(page.body).toContain('<h1');

    const redirect = await new Promise<{ status: number; location: unknown }>((resolve, reject) => {
      request({ host: '127.0.0.1', port: PORTS.http, path: '/recipes?page=2', headers: { host: NAMES[0] } }, (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, location: res.headers.location });
      })
        .on('error', reject)
        .end();
    });
    expect(redirect).toEqual({ status: 308, location: `https://${NAMES[0]}:${PORTS.https}/recipes?page=2` });

    expect(await server.stop('SIGTERM')).toBe(0);
  }, 60_000);
});
