// The certificate-swap figures of the bench (issue 47 A): the built server started with DOMAIN, as a self-hoster starts
// it, takes its certificates by ACME from Debian's test CA (pebble, started as the tests start it, issuing certificates
// that live LIFETIME_SECONDS), and renews one while its cached home page is loaded over HTTPS (bench/https-load.mjs:
// HTTP/2 sessions kept open across the swap, new HTTP/2 sessions, HTTP/1.1 on a new connection per request). No
// request may fail or answer other than 200 before, during or after the swap.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from 'node:tls';
import { createHttpsLoad } from './https-load.mjs';

/** Two names, as a site with and without www; the CA's DNS resolves every name to 127.0.0.1. */
const NAMES = ['bench.her-site.test', 'www.bench.her-site.test'];
/** Renewed in the last third: some 16 s after issuance, so the load before the swap is long enough to compare with. */
const LIFETIME_SECONDS = 24;
/** The load goes on this long after a new serial is served. */
const AFTER_SWAP_MS = 5000;

const delay = (ms) => new Promise((r) => setTimeout(r, ms));
const p99 = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] : Number.NaN;
};

/**
 * Runs the section on a server of its own (HTTP on `port`, HTTPS on `port + 1`; the CA's ACME, management and DNS on
 * `port + 2` to `port + 5`) and adds its rows with `row(figure, value, target, met)`. A setup that fails is a row
 * saying why, not the end of the bench.
 */
export async function httpsSwapRows({ env, port, serverArgs, row }) {
  const ports = {
    http: port,
    https: port + 1,
    acme: port + 2,
    management: port + 3,
    dns: port + 4,
    dnsManagement: port + 5,
  };
  let ca;
  let server;
  try {
    // The tests' own harness: the pinned Node.js runs TypeScript that only needs its types stripped.
    const { startTestCa } = await import('../apps/server/src/https/test-acme.ts');
    ca = await startTestCa({
      dir: mkdtempSync(join(tmpdir(), 'bench-acme-')),
      ports: ports,
      validitySeconds: LIFETIME_SECONDS,
    });
    const root = await ca.issuingRoot();
    server = spawn(process.execPath, serverArgs, {
      env: {
        ...env,
        DOMAIN: NAMES.join(','),
        HTTP_PORT: String(ports.http),
        HTTPS_PORT: String(ports.https),
        ACME_DIRECTORY: ca.directoryUrl,
        ACME_CA_FILE: ca.caFile,
        DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-https-')),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const served = () => servedCertificate(ports.https, root);
    const started = performance.now();
    let first;
    while (!first?.authorized) {
      if (server.exitCode !== null) throw new Error('the HTTPS bench server exited');
      if (performance.now() - started > 60_000) throw new Error('no certificate from the CA within 60 s');
      first = await served().catch(() => undefined);
      await delay(100);
    }
    const firstServedAt = performance.now();
    const load = createHttpsLoad({ port: ports.https, names: NAMES, root });
    // Warm-up: the page rendered and cached, the code compiled, before the figures count.
    await load.run(() => load.warmedUp() >= 200 || performance.now() - firstServedAt > 10_000, { counted: false });

    // The load runs until AFTER_SWAP_MS after a new serial is served (or the certificate would have expired).
    const serials = [first.serial];
    let swapAt = null;
    let swapClock = null;
    let untrusted = 0;
    let measuring = true;
    const watching = (async () => {
      while (measuring) {
        const now = await served().catch(() => null);
        if (now && !now.authorized) untrusted += 1;
        if (now && now.serial !== serials.at(-1)) {
          serials.push(now.serial);
          swapAt ??= performance.now();
          swapClock ??= Date.now();
        }
        await delay(100);
      }
    })();
    const windowStart = performance.now();
    const deadline = windowStart + (LIFETIME_SECONDS + 10) * 1000;
    await load.run(() => {
      const now = performance.now();
      return swapAt === null ? now > deadline : now - swapAt > AFTER_SWAP_MS;
    });
    measuring = false;
    await watching;
    const seconds = (performance.now() - windowStart) / 1000;
    const figures = load.figures();

    row(
      'HTTPS requests for / across a certificate swap (pebble)',
      `${figures.answered} answered in ${seconds.toFixed(1)} s (${figures.byKind.h2} HTTP/2 on ${load.openSessions} open ` +
        `sessions, ${figures.byKind.newH2} on new sessions, ${figures.byKind.h1} HTTP/1.1 on new connections)`,
      `load spanning a renewal of ${LIFETIME_SECONDS}-s certificates and ${AFTER_SWAP_MS / 1000} s after`,
      figures.answered > 0 && swapAt !== null,
    );
    const problems = [...figures.problems].map(([message, count]) => `${count}× ${message}`);
    if (untrusted) problems.push(`${untrusted}× a certificate served that pebble's root does not verify`);
    const errors = figures.errors + untrusted;
    row(
      'errors across the swap (refused, reset, timed out, untrusted)',
      `${errors}${problems.length ? `: ${problems.slice(0, 3).join('; ')}` : ''}`,
      '0',
      errors === 0,
    );
    const statuses = [...figures.statuses].map(([status, count]) => `${count}× ${status}`);
    row(
      'answers other than 200 across the swap',
      `${figures.non200}${statuses.length ? `: ${statuses.join(', ')}` : ''}`,
      '0',
      figures.non200 === 0,
    );
    // Renewal is due two thirds into the first certificate's life; seen at most 0.1 s after the new one is served.
    const due = first.from + ((first.to - first.from) * 2) / 3;
    const timing =
      swapClock === null
        ? ''
        : `, ${((swapClock - due) / 1000).toFixed(1)} s after the renewal was due, ` +
          `${((first.to - swapClock) / 1000).toFixed(1)} s before the first certificate expired`;
    row(
      'certificate swaps seen under load (a new serial served)',
      `${serials.length - 1}${timing}`,
      '>= 1',
      serials.length > 1,
    );
    if (swapAt !== null) {
      const before = figures.samples.filter((s) => s.at < swapAt - 1000).map((s) => s.ms);
      const across = figures.samples.filter((s) => s.at >= swapAt - 1000 && s.at < swapAt + 2000).map((s) => s.ms);
      row(
        'p99 latency from 1 s before to 2 s after the swap vs before',
        `${p99(across).toFixed(1)} ms (${across.length} requests) vs ${p99(before).toFixed(1)} ms (${before.length})`,
        'none (informational)',
        true,
      );
    }
  } catch (error) {
    row('no error across a certificate swap under load', `not measured: ${error.message.split('\n')[0]}`, '0', false);
  } finally {
    if (server && server.exitCode === null) {
      await new Promise((resolve) => server.once('exit', resolve).kill('SIGTERM'));
    }
    await ca?.stop();
  }
}

/**
 * The certificate a new connection is handed now: its serial, whether pebble's issuing root verifies it, and its
 * lifetime (ms since 1970).
 */
function servedCertificate(port, root) {
  return new Promise((resolve, reject) => {
    const socket = connect(
      { host: '127.0.0.1', port, servername: NAMES[0], ca: root, rejectUnauthorized: false, ALPNProtocols: ['h2'] },
      () => {
        const { serialNumber, valid_from: from, valid_to: to } = socket.getPeerCertificate();
        resolve({ serial: serialNumber, authorized: socket.authorized, from: Date.parse(from), to: Date.parse(to) });
        socket.destroy();
      },
    );
    socket.setTimeout(2000, () => socket.destroy(new Error('no TLS handshake within 2 s')));
    socket.on('error', reject);
  });
}
