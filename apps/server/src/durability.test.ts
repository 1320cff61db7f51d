// Acknowledged means on disk: the built server runs under strace, and every write a person is told succeeded (a lead,
// a booking and its changes, a contact message, an admin write, an upload) must have made a sync call between its
// request and its answer. Counts (page views, likes) must not sync per view. A backup prunes older ones only after
// the new one is synced and read back. A control run with DATABASE_SYNC=normal shows the check can fail.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const SERVER_MAIN = fileURLToPath(new URL('../dist/main.js', import.meta.url));
const ADMIN = { username: 'durable-admin', password: 'durable-password-1' };
const SYNC_CALLS = /^(\d+)\s+(\d+\.\d+) (fsync|fdatasync)\((\d+)<([^>]*)>/;

type Traced = {
  base: string;
  dataDir: string;
  stop(): Promise<void>;
  /** The sync calls strace saw, with their time (seconds since the epoch) and the path synced. */
  syncs(): { at: number; path: string }[];
  /** Every traced line (syncs, opens, unlinks), in order. */
  lines(): string[];
};

/** The built server under strace (Debian's, installed by `npm test`), on a fresh data folder. */
async function startTraced(port: number, env: Record<string, string> = {}): Promise<Traced> {
  const dataDir = mkdtempSync(join(tmpdir(), 'coach-durable-'));
  const log = join(dataDir, '..', `${dataDir.split('/').pop()}-strace.log`);
  const calls = 'fsync,fdatasync,openat,unlink,unlinkat';
  const child: ChildProcess = spawn(
    'strace',
    ['-f', '-ttt', '-y', '-qq', '-e', `trace=${calls}`, '-o', log, process.execPath, SERVER_MAIN],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        ADMIN_USERNAME: ADMIN.username,
        ADMIN_PASSWORD: ADMIN.password,
        LEAD_RATE_LIMIT_PER_HOUR: '0',
        VISIT_RATE_LIMIT_PER_HOUR: '0',
        BACKUP_INTERVAL_HOURS: '0',
        BACKUP_KEEP: '1',
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: 'ignore',
    },
  );
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if ((await fetch(`${base}/api/health`).catch(() => null))?.ok) break;
    if (i > 300) throw new Error('The server under strace did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const lines = () => readFileSync(log, 'utf8').split('\n');
  return {
    base,
    dataDir,
    lines,
    syncs: () =>
      lines().flatMap((line) => {
        const match = SYNC_CALLS.exec(line);
        return match ? [{ at: Number(match[2]), path: match[5] ?? '' }] : [];
      }),
    // The server itself is stopped (strace, told to stop, would only let go of it); strace ends with it.
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        const tracee = readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8').trim().split(' ')[0];
        process.kill(Number(tracee), 'SIGTERM');
      }),
  };
}

/** One request, timed on the clock strace uses; its JSON answer (or null). */
async function timed(server: Traced, path: string, init: RequestInit & { json?: unknown } = {}) {
  const headers = new Headers(init.headers);
  if (init.json !== undefined) headers.set('content-type', 'application/json');
  const body = init.json !== undefined ? JSON.stringify(init.json) : init.body;
  const sent = Date.now() / 1000;
  const response = await fetch(`${server.base}${path}`, { ...init, headers, body });
  const text = await response.text();
  const answered = Date.now() / 1000;
  if (response.status >= 300) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${text}`);
  return { sent, answered, json: text ? JSON.parse(text) : null };
}

async function credentials(server: Traced) {
  const login = await timed(server, '/api/admin/login', { method: 'POST', json: ADMIN });
  const page = await (await fetch(`${server.base}/`)).text();
  const apiKey = /"apiKey":"([^"]+)"/.exec(page)?.[1] ?? '';
  const token = await fetch(`${server.base}/api/auth/token`, { method: 'POST', headers: { 'x-api-key': apiKey } });
  return {
    admin: { authorization: `Bearer ${login.json.access_token}` },
    visitor: { 'x-encrypted-token': ((await token.json()) as { encrypted_token: string }).encrypted_token },
  };
}

const lead = (n: number, slot_start?: string) => ({
  name: `Durable Lead ${n}`,
  email: `lead${n}@example.com`,
  phone: '+91 98765 43210',
  goal: 'weight_loss',
  ...(slot_start ? { slot_start } : {}),
});

type Write = { name: string; sent: number; answered: number; synced: RegExp };

/** Every write a person is told succeeded, one at a time, as the issue lists them. */
async function acknowledgedWrites(server: Traced): Promise<Write[]> {
  const { admin, visitor } = await credentials(server);
  const wal = /app\.sqlite-wal$/;
  const writes: Write[] = [];
  const record = async (name: string, request: Promise<{ sent: number; answered: number }>, synced = wal) =>
    writes.push({ name, ...(await request), synced });

  for (let n = 1; n <= 5; n++) {
    await record(
      `consultation ${n}`,
      timed(server, '/api/consultation', { method: 'POST', headers: visitor, json: lead(n) }),
    );
  }
  const free = await timed(server, '/api/availability', { headers: visitor });
  const [first, second] = free.json.slots as { start: string }[];
  await record(
    'booking',
    timed(server, '/api/consultation', { method: 'POST', headers: visitor, json: lead(6, first?.start) }),
  );
  await record(
    'contact message',
    timed(server, '/api/contact', {
      method: 'POST',
      headers: visitor,
      json: { name: 'Durable', email: 'c@example.com', subject: 'Hello', message: 'Please call me' },
    }),
  );
  // The visitor's private link, from the confirmation e-mail the booking queued.
  const db = new Database(join(server.dataDir, 'app.sqlite'), { readonly: true });
  const html = db.prepare(`select html_body from email_outbox where html_body like '%/booking/%' limit 1`).get() as {
    html_body: string;
  };
  db.close();
  const token = /\/booking\/([A-Za-z0-9_-]{43})/.exec(html.html_body)?.[1];
  await record(
    'booking moved',
    timed(server, `/api/bookings/${token}/move`, {
      method: 'POST',
      headers: visitor,
      json: { slot_start: second?.start },
    }),
  );
  await record(
    'booking cancelled',
    timed(server, `/api/bookings/${token}/cancel`, { method: 'POST', headers: visitor }),
  );
  await record(
    'recipe created',
    timed(server, '/api/admin/recipes', {
      method: 'POST',
      headers: admin,
      json: { title: 'Durable oats', meal_type: 'breakfast' },
    }),
  );
  await record(
    'consultation status',
    timed(server, '/api/admin/consultations/1', { method: 'PUT', headers: admin, json: { status: 'contacted' } }),
  );
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c87828' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png');
  await record(
    'image upload',
    timed(server, '/api/admin/upload/image', { method: 'POST', headers: admin, body: form }),
    /\/uploads\/[a-z-]+$/,
  );
  return writes;
}

const syncedWithin = (server: Traced, write: Write) =>
  server.syncs().some((s) => s.at >= write.sent && s.at <= write.answered && write.synced.test(s.path));

describe('with the default DATABASE_SYNC (full)', () => {
  let server: Traced;
  let writes: Write[];
  beforeAll(async () => {
    expect(spawnSync('strace', ['-V']).status, 'strace is installed (npm test brings it)').toBe(0);
    server = await startTraced(47_641);
    writes = await acknowledgedWrites(server);
  }, 120_000);
  afterAll(() => server?.stop(), 30_000);

  it('syncs every acknowledged write before answering it', () => {
    expect(writes.length).toBe(12);
    expect(writes.filter((write) => !syncedWithin(server, write)).map((write) => write.name)).toEqual([]);
  });

  it('counts page views, visits and likes without a sync of their own', async () => {
    // A server of its own: nothing queued (an e-mail marked sent is a synced write) shares the window.
    const quiet = await startTraced(47_643);
    try {
      const { visitor } = await credentials(quiet);
      const start = Date.now() / 1000;
      for (let i = 0; i < 10; i++) {
        await fetch(`${quiet.base}/recipes`);
        await fetch(`${quiet.base}/api/visits`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0',
          },
          body: JSON.stringify({ path: '/recipes' }),
        });
        await timed(quiet, '/api/blogs/1/like', { method: 'POST', headers: visitor });
        await timed(quiet, '/trpc/blog.view', { method: 'POST', headers: visitor, json: { id: 1 } });
      }
      // The visit counts are written every 2 s.
      await new Promise((resolve) => setTimeout(resolve, 2500));
      const end = Date.now() / 1000;
      expect(quiet.syncs().filter((s) => s.at >= start && s.at <= end && /app\.sqlite/.test(s.path))).toEqual([]);
    } finally {
      await quiet.stop();
    }
  }, 60_000);

  it('prunes an older backup only after the new one is synced, read back and named on disk', async () => {
    const { admin } = await credentials(server);
    const older = await timed(server, '/api/admin/backups', { method: 'POST', headers: admin });
    await timed(server, '/api/admin/backups', { method: 'POST', headers: admin });
    const olderName: string = older.json.backup.name;
    // What happened after the older backup was answered, in order.
    const lines = server.lines().filter((line) => Number(line.split(/\s+/)[1]) > older.answered);
    const pruned = lines.findIndex((line) => /unlink(at)?\(/.test(line) && line.includes(olderName));
    expect(pruned, `the older backup ${olderName} was pruned`).toBeGreaterThan(0);
    const before = lines.slice(0, pruned);
    const archiveSynced = before.findLastIndex((line) =>
      /fsync\(\d+<[^>]*\.staging-[^/]*\/backup\.tar\.gz>/.test(line),
    );
    const readBack = before.findLastIndex((line) => /openat\(.*\.staging-[^/]*\/backup\.tar\.gz", O_RDONLY/.test(line));
    const folderSynced = before.findLastIndex((line) => /fsync\(\d+<[^>]*\/backups>/.test(line));
    expect(archiveSynced, 'the new archive was synced').toBeGreaterThanOrEqual(0);
    expect(readBack, 'then read back').toBeGreaterThan(archiveSynced);
    expect(folderSynced, 'then its folder synced').toBeGreaterThan(readBack);
  });
});

describe('the check itself', () => {
  it('finds leads answered without a sync when the server runs with DATABASE_SYNC=normal', async () => {
    const server = await startTraced(47_642, { DATABASE_SYNC: 'normal' });
    try {
      const { visitor } = await credentials(server);
      const writes: Write[] = [];
      for (let n = 1; n <= 3; n++) {
        const answer = await timed(server, '/api/consultation', { method: 'POST', headers: visitor, json: lead(n) });
        writes.push({ name: `consultation ${n}`, ...answer, synced: /app\.sqlite-wal$/ });
      }
      expect(writes.filter((write) => syncedWithin(server, write))).toEqual([]);
    } finally {
      await server.stop();
    }
  }, 60_000);
});
