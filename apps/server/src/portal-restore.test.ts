// A restore from an off-site copy asked for in the portal, end to end on the built server as `npm start` runs it:
// the copy is checked while the site serves, then the same process stops, backs up what it holds, restores the copy
// and serves again on the same port with the copy's data, and says how it went.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startTestStorage, type TestStorage } from '@coach/api/test-storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../../../scripts/server-flags.mjs';

const SERVER_MAIN = fileURLToPath(new URL('../dist/main.js', import.meta.url));
const PORT = 23_402;
const BASE = `http://127.0.0.1:${PORT}`;
const ADMIN = { username: 'restore-owner', password: 'restore-password-1' };

let storage: TestStorage;
let server: ChildProcess;
let output = '';
let dataDir: string;

beforeAll(async () => {
  storage = await startTestStorage({ port: 23_401, bucket: 'served' });
  dataDir = mkdtempSync(join(tmpdir(), 'coach-portal-restore-'));
  const { endpoint, bucket, accessKeyId, secretAccessKey } = storage.location();
  server = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_MAIN], {
    env: {
      ...process.env,
      ...SERVER_ENV,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      BACKUP_INTERVAL_HOURS: '0',
      LOG_LEVEL: 'warn',
      BACKUP_S3_ENDPOINT: endpoint,
      BACKUP_S3_BUCKET: bucket,
      BACKUP_S3_ACCESS_KEY_ID: accessKeyId,
      BACKUP_S3_SECRET_ACCESS_KEY: secretAccessKey,
      BACKUP_S3_PATH_STYLE: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  server.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  await until(async () => (await fetch(`${BASE}/api/health`).catch(() => null))?.ok === true, 'the server');
});
afterAll(async () => {
  if (server.exitCode === null) {
    await new Promise((resolve) => server.once('exit', resolve).kill('SIGTERM'));
  }
  await storage.stop();
});

/** The fields of the answers this test reads. */
type Answers = {
  settings: { business_name: string };
  backup: { name: string };
  copies: Array<{ name: string; state: string }>;
  status: { last_restore: { copy: string; ok: boolean; message: string } | null };
};

async function until(check: () => Promise<boolean>, what: string) {
  for (const started = Date.now(); Date.now() - started < 40_000; await new Promise((r) => setTimeout(r, 50))) {
    if (await check().catch(() => false)) return;
  }
  throw new Error(`timed out waiting for ${what}\n${output}`);
}

describe('a restore from the portal', () => {
  it('stops, restores the copy and serves again in the same process, with the data there before backed up', async () => {
    const signIn = async () => {
      const login = await fetch(`${BASE}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      });
      return ((await login.json()) as { access_token: string }).access_token;
    };
    let token = await signIn();
    const api = async (method: string, path: string, body?: object) => {
      const res = await fetch(`${BASE}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: res.status, body: (await res.json()) as Answers };
    };
    const rename = async (name: string) => {
      const { body } = await api('GET', '/api/admin/settings');
      expect((await api('PUT', '/api/admin/settings', { ...body.settings, business_name: name })).status).toBe(200);
    };

    await rename('Before The Backup');
    const { body: made } = await api('POST', '/api/admin/backups');
    const copy = made.backup.name;
    await until(
      async () =>
        (await api('GET', '/api/admin/backups/offsite/copies')).body.copies.some(
          (c: { name: string; state: string }) => c.name === copy && c.state === 'uploaded',
        ),
      'the copy',
    );
    await rename('After The Backup');

    const asked = await api('POST', `/api/admin/backups/offsite/copies/${copy}/restore`, { password: ADMIN.password });
    expect(asked.status).toBe(202);
    // The restarted server signs its sessions anew (ADMIN_PASSWORD is applied again at start): sign in again.
    await until(async () => {
      token = await signIn();
      return (await api('GET', '/api/admin/backups/offsite')).body.status.last_restore !== null;
    }, 'the server to be back');

    const { body: status } = await api('GET', '/api/admin/backups/offsite');
    expect(status.status.last_restore).toMatchObject({ copy, ok: true, message: expect.stringMatching(/^Restored /) });
    expect((await api('GET', '/api/admin/settings')).body.settings.business_name).toBe('Before The Backup');
    // The same process, and what it held before is in a backup of its own.
    expect(server.exitCode).toBeNull();
    expect(output).toContain(`Restored ${copy}`);
    expect((await readdir(join(dataDir, 'backups'))).some((name) => name.endsWith('-pre-restore.tar.gz'))).toBe(true);
    expect((await readdir(join(dataDir, 'backups'))).filter((name) => name.startsWith('.offsite-'))).toEqual([]);
  }, 90_000);
});
