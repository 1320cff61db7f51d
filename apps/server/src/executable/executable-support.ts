// For the tests of the single executable: build it (or reuse the one this test run built), copy it alone into an
// empty folder, run it there with an environment that has no Node.js, npm or compiler on PATH, and call its API.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CONSULTATION_GOALS } from '@coach/shared';
import { expect } from 'vitest';

export const repoRoot = resolve(import.meta.dirname, '../../../..');

/** The Node.js version the project pins (devEngines.runtime in the root package.json), which the file embeds. */
export const PINNED_NODE: string = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')).devEngines.runtime
  .version;

/** `npm test` packages the executable once and names it in NUTRIWELL_EXECUTABLE; otherwise it is built here. */
export function builtExecutable(): string {
  const given = process.env.NUTRIWELL_EXECUTABLE;
  if (given && existsSync(given)) return resolve(given);
  const result = spawnSync(process.execPath, [join(repoRoot, 'scripts/package.mjs')], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`npm run package failed:\n${result.stdout}\n${result.stderr}`);
  return join(repoRoot, 'release/nutriwell');
}

/** An empty folder holding only a copy of the executable; PATH points at an empty folder. */
export function installAlone(executable: string) {
  const dir = mkdtempSync(join(tmpdir(), 'nutriwell-exe-'));
  const emptyBin = join(dir, '.empty-bin');
  mkdirSync(emptyBin);
  copyFileSync(executable, join(dir, 'nutriwell'));
  spawnSync('chmod', ['755', join(dir, 'nutriwell')]);
  const baseEnv: Record<string, string> = {
    PATH: emptyBin,
    HOME: dir,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    LEAD_RATE_LIMIT_PER_HOUR: '0',
    BACKUP_INTERVAL_HOURS: '0',
  };
  return { dir, env: (extra: Record<string, string> = {}) => ({ ...baseEnv, ...extra }) };
}

export type Ran = { status: number | null; stdout: string; stderr: string };

/** Runs the executable to completion without blocking this process (the server and other work keep going). */
export function runExecutable(dir: string, args: string[], env: Record<string, string>): Promise<Ran> {
  return new Promise((resolveRun, reject) => {
    const child = spawn('./nutriwell', args, { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (status) => resolveRun({ status, stdout, stderr }));
  });
}

export type RunningServer = {
  url: string;
  output: () => string;
  process: ChildProcess;
  /** Sends the signal and resolves with the exit status. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
};

/** Starts `./nutriwell serve` (with `flags`) and resolves once it says where the site is. */
export function startServer(dir: string, env: Record<string, string>, flags: string[] = []): Promise<RunningServer> {
  const child = spawn('./nutriwell', ['serve', ...flags], { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const exited = new Promise<number | null>((resolveExit) => child.on('exit', (code) => resolveExit(code)));
  return new Promise((resolveStart, reject) => {
    const timer = setTimeout(() => reject(new Error(`The server did not start:\n${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk;
      const match = /Site ready: (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolveStart({
          url: match[1],
          output: () => output,
          process: child,
          stop: (signal = 'SIGTERM') => {
            child.kill(signal);
            return exited;
          },
        });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited with ${code}:\n${output}`));
    });
  });
}

export async function json(url: string, init: RequestInit = {}) {
  const res = await fetch(url, init);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** Signs the administrator `admin` in; the bearer token. */
export async function adminToken(url: string, password: string) {
  const { status, body } = await json(`${url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password }),
  });
  expect(status).toBe(200);
  return body.access_token as string;
}

/** A visitor's encrypted token, traded for the public key the server keeps in its data folder. */
export async function publicToken(url: string, dataDir: string) {
  const { publicApiKey } = JSON.parse(readFileSync(join(dataDir, 'secrets.json'), 'utf8')) as { publicApiKey: string };
  const { body } = await json(`${url}/api/auth/token`, { method: 'POST', headers: { 'x-api-key': publicApiKey } });
  return body.encrypted_token as string;
}

export function bookConsultation(url: string, token: string, email: string) {
  return fetch(`${url}/api/consultation`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-encrypted-token': token },
    body: JSON.stringify({ name: 'Meera Iyer', email, phone: '9876543210', goal: CONSULTATION_GOALS[0] }),
  });
}

/** Polls `check` until it gives a value; on time-out, `waiting` says what was still missing. */
export async function until<T>(
  check: () => T | null | Promise<T | null>,
  timeoutMs = 15_000,
  waiting: () => string = () => '',
): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting ${waiting()}`.trim());
    await new Promise((r) => setTimeout(r, 50));
  }
}
