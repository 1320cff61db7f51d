// Test support: Debian's ACME test CA (pebble) and its DNS (pebble-challtestsrv) on loopback, for integration tests.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { Agent, request as httpsRequest } from 'node:https';
import { join } from 'node:path';
import { promisify } from 'node:util';

export type TestCa = {
  /** https://127.0.0.1:<acmePort>/dir */
  directoryUrl: string;
  /** PEM of the CA that signed pebble's own listener certificate: what a client must trust to reach the directory. */
  caFile: string;
  /** PEM of the root that issues site certificates; pebble makes a new one at every start, so ask after each start. */
  issuingRoot(): Promise<string>;
  /** Stops pebble and its DNS and waits until both have exited. */
  stop(): Promise<void>;
  /** Starts both again after stop, on the same ports with the same configuration and listener certificate. */
  start(): Promise<void>;
};

/** The ports a test's site and CA use on 127.0.0.1. */
type TestCaPorts = {
  /** Where pebble validates HTTP-01: the site's HTTP port. */
  http: number;
  /** Where pebble validates TLS-ALPN-01: the site's HTTPS port. */
  https: number;
  /** pebble's ACME directory and its management port (the issuing root). */
  acme: number;
  management: number;
  /** pebble-challtestsrv's DNS, which resolves every name to 127.0.0.1, and its management port. */
  dns: number;
  dnsManagement: number;
};

export type TestCaOptions = {
  /** A temporary directory for the listener certificate, its key and pebble's configuration. */
  dir: string;
  ports: TestCaPorts;
  /** Lifetime of issued certificates (pebble's certificateValidityPeriod), for tests of renewal. */
  validitySeconds?: number;
  /** When given, pebble requires external account binding with this key (base64url HMAC key). */
  eab?: { kid: string; hmacKey: string };
};

const PEBBLE = '/usr/bin/pebble';
const CHALLTESTSRV = '/usr/bin/pebble-challtestsrv';
// The kernel kills a child whose parent dies, so a runner killed outright (no 'exit' event) leaves no CA behind.
const SETPRIV = '/usr/bin/setpriv';
const READY_TIMEOUT_MS = 15_000;
const STOP_TIMEOUT_MS = 5_000;
const OUTPUT_LIMIT = 64 * 1024;

const execFileAsync = promisify(execFile);

// The two kinds of certificate the listener needs; req's own defaults would make the leaf a CA too.
const OPENSSL_CONFIG = `[req]
distinguished_name = dn
[dn]
[listener_ca]
basicConstraints = critical, CA:TRUE
keyUsage = critical, keyCertSign, cRLSign
subjectKeyIdentifier = hash
[listener_leaf]
basicConstraints = critical, CA:FALSE
keyUsage = critical, digitalSignature
extendedKeyUsage = serverAuth
subjectAltName = DNS:localhost, IP:127.0.0.1
subjectKeyIdentifier = hash
authorityKeyIdentifier = keyid
`;

type Running = { name: string; child: ChildProcess; output: () => string; exited: Promise<void> };

// Every child still running, killed when this process exits however the test ends.
const live = new Set<ChildProcess>();
let exitHookInstalled = false;

/** Polls `read` until it gives something (returned), or fails naming `what` after `timeoutMs`. */
export async function until<T>(what: string, read: () => T | Promise<T>, timeoutMs = 30_000): Promise<NonNullable<T>> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value) return value as NonNullable<T>;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function startTestCa(options: TestCaOptions): Promise<TestCa> {
  const files = await writeListenerCertificate(options.dir);
  const configFile = join(options.dir, 'pebble-config.json');
  await writeFile(configFile, JSON.stringify(pebbleConfig(options, files), null, 2));

  const directoryUrl = `https://127.0.0.1:${options.ports.acme}/dir`;
  const agent = new Agent({ ca: await readFile(files.caFile) });
  let running: Running[] = [];

  async function stop(): Promise<void> {
    const stopping = running;
    running = [];
    await Promise.all(stopping.map(terminate));
  }

  async function start(): Promise<void> {
    if (running.length > 0) return;
    try {
      const dns = launch('pebble-challtestsrv', CHALLTESTSRV, challtestsrvArgs(options), {});
      running.push(dns);
      await waitUntilReady(dns, () => answers(`http://127.0.0.1:${options.ports.dnsManagement}/`));
      const pebble = launch('pebble', PEBBLE, ['-config', configFile, '-dnsserver', `127.0.0.1:${options.ports.dns}`], {
        PEBBLE_VA_NOSLEEP: '1',
        PEBBLE_WFE_NONCEREJECT: '0',
        PEBBLE_AUTHZREUSE: '0',
      });
      running.push(pebble);
      await waitUntilReady(pebble, async () => (await get(directoryUrl, agent)).status === 200);
      // Its DNS listener binds on its own schedule, so a busy DNS port may only show now.
      if (hasExited(dns.child) || failedToListen(dns)) {
        throw new Error(`pebble-challtestsrv could not serve DNS on 127.0.0.1:${options.ports.dns}:\n${dns.output()}`);
      }
    } catch (error) {
      await stop();
      throw error;
    }
  }

  async function issuingRoot(): Promise<string> {
    const url = `https://127.0.0.1:${options.ports.management}/roots/0`;
    const answer = await get(url, agent);
    if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}: ${answer.body}`);
    return answer.body;
  }

  await start();
  return { directoryUrl, caFile: files.caFile, issuingRoot, stop, start };
}

type ListenerFiles = { caFile: string; certificate: string; privateKey: string };

/** A throwaway CA and the leaf it signs for pebble's HTTPS listeners (pebble ships none we could trust). */
async function writeListenerCertificate(dir: string): Promise<ListenerFiles> {
  const config = join(dir, 'openssl.cnf');
  const caKey = join(dir, 'listener-ca-key.pem');
  const files = {
    caFile: join(dir, 'listener-ca.pem'),
    certificate: join(dir, 'listener-cert.pem'),
    privateKey: join(dir, 'listener-key.pem'),
  };
  await writeFile(config, OPENSSL_CONFIG);
  const newKey = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-days', '7'];
  await execFileAsync('openssl', [
    ...['req', '-x509', '-config', config, '-extensions', 'listener_ca', ...newKey],
    ...['-subj', '/CN=Test ACME listener CA', '-keyout', caKey, '-out', files.caFile],
  ]);
  await execFileAsync('openssl', [
    ...['req', '-x509', '-config', config, '-extensions', 'listener_leaf', ...newKey],
    ...['-subj', '/CN=localhost', '-CA', files.caFile, '-CAkey', caKey],
    ...['-keyout', files.privateKey, '-out', files.certificate],
  ]);
  return files;
}

function pebbleConfig(options: TestCaOptions, files: ListenerFiles) {
  return {
    pebble: {
      listenAddress: `127.0.0.1:${options.ports.acme}`,
      managementListenAddress: `127.0.0.1:${options.ports.management}`,
      certificate: files.certificate,
      privateKey: files.privateKey,
      httpPort: options.ports.http,
      tlsPort: options.ports.https,
      ocspResponderURL: '',
      externalAccountBindingRequired: options.eab !== undefined,
      externalAccountMACKeys: options.eab ? { [options.eab.kid]: options.eab.hmacKey } : {},
      // Pebble's default is five years; 0 would keep that default.
      ...(options.validitySeconds === undefined ? {} : { certificateValidityPeriod: options.validitySeconds }),
    },
  };
}

/** Every name resolves to 127.0.0.1 (A) and to nothing (AAAA); its own challenge servers stay off. */
function challtestsrvArgs(options: TestCaOptions): string[] {
  return [
    ...['-dns01', `127.0.0.1:${options.ports.dns}`],
    ...['-http01', '', '-https01', '', '-tlsalpn01', ''],
    ...['-management', `127.0.0.1:${options.ports.dnsManagement}`],
    ...['-defaultIPv4', '127.0.0.1', '-defaultIPv6', ''],
  ];
}

function launch(name: string, command: string, args: string[], env: Record<string, string>): Running {
  const [file, argv] = existsSync(SETPRIV)
    ? [SETPRIV, ['--pdeathsig', 'SIGKILL', '--', command, ...args]]
    : [command, args];
  const child = spawn(file, argv, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_LIMIT);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  live.add(child);
  installExitHook();
  const exited = new Promise<void>((resolve) => {
    child.once('error', (error) => {
      keep(Buffer.from(`${error.message}\n`));
      resolve();
    });
    child.once('exit', () => resolve());
  }).finally(() => live.delete(child));
  return { name, child, output: () => output, exited };
}

function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.once('exit', () => {
    for (const child of live) child.kill('SIGKILL');
  });
}

async function terminate(running: Running): Promise<void> {
  if (!hasExited(running.child)) running.child.kill('SIGTERM');
  const timer = setTimeout(() => running.child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await running.exited;
  clearTimeout(timer);
}

/** challtestsrv logs a busy port and keeps running, so the log is where that failure shows. */
function failedToListen(running: Running): boolean {
  return /listen (tcp|udp) \S+: bind: /.test(running.output());
}

function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/** Polls until `ready` holds; fails early when the process ends, and names its output either way. */
async function waitUntilReady(running: Running, ready: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let lastProblem = 'no answer yet';
  let ended = false;
  void running.exited.then(() => {
    ended = true;
  });
  while (!ended && !failedToListen(running) && Date.now() < deadline) {
    try {
      if (await ready()) return;
      lastProblem = 'not ready yet';
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const why = ended
    ? `exited (${running.child.exitCode ?? running.child.signalCode}) before it was ready`
    : failedToListen(running)
      ? 'could not listen'
      : `did not answer within ${READY_TIMEOUT_MS / 1000} s (last poll: ${lastProblem})`;
  throw new Error(`${running.name} ${why}. Its output:\n${running.output()}`);
}

/** Whether anything answers over HTTP at all (challtestsrv's management interface has no health route). */
function answers(url: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { timeout: 1000 }, (res) => {
      res.resume();
      resolve(true);
    });
    req.on('timeout', () => req.destroy(new Error(`${url} timed out`)));
    req.on('error', reject);
    req.end();
  });
}

function get(url: string, agent: Agent): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpsRequest(url, { agent, timeout: 1000 }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`${url} timed out`)));
    req.on('error', reject);
    req.end();
  });
}
