// The off-site figures of the bench (issue 47): a backup of some 100 MB (incompressible uploads) copied to an
// S3-compatible server on this machine that checks every signature (@20minutes/s3rver, as the tests use it), reached
// through a proxy that carries 10 MB/s (a VPS's uplink, so the upload lasts the whole load), while the cached home page
// is loaded; against the same load just before, same run. And the server's memory while the copy is sent. The storage
// and the link run in a process of their own (bench/offsite-storage.mjs).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const UPLOADS_MB = 100;
const LINK_BYTES_PER_SECOND = 10 * 1024 * 1024;
const BUCKET = 'bench-backups';
/** Rounds of the page alone then during an upload: the figure is the median of their ratios (this machine is noisy). */
const ROUNDS = 5;

const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
const delay = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Runs the section on a server of its own (its own data folder with UPLOADS_MB of uploads, on `port`, its off-site
 * storage on `port + 1` behind the slow link on `port + 2`) and adds its rows with `row(figure, value, target, met)`.
 */
export async function offsiteRows({ env, port, serverArgs, connections, seconds, autocannon, row }) {
  // In a process of its own, so the storage's work never slows the load generator's.
  const storage = spawn(
    process.execPath,
    ['bench/offsite-storage.mjs', String(port + 1), String(port + 2), String(LINK_BYTES_PER_SECOND), BUCKET],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise((resolve, reject) => {
    storage.stdout.once('data', resolve);
    storage.once('exit', (code) => reject(new Error(`the bench's storage exited (${code})`)));
  });
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-offsite-'));
  mkdirSync(join(dataDir, 'uploads', 'bench'), { recursive: true });
  for (let i = 0; i < UPLOADS_MB / 10; i++) {
    writeFileSync(join(dataDir, 'uploads', 'bench', `${i}.bin`), randomBytes(10 * 1024 * 1024));
  }
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, serverArgs, {
    env: {
      ...env,
      PORT: String(port),
      DATA_DIR: dataDir,
      BACKUP_S3_ENDPOINT: `http://127.0.0.1:${port + 2}`,
      BACKUP_S3_BUCKET: BUCKET,
      BACKUP_S3_ACCESS_KEY_ID: 'S3RVER',
      BACKUP_S3_SECRET_ACCESS_KEY: 'S3RVER',
      BACKUP_S3_PATH_STYLE: 'true',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    while (!(await fetch(`${base}/api/health`).catch(() => null))?.ok) {
      if (server.exitCode !== null) throw new Error('the off-site bench server exited');
      await delay(20);
    }
    const login = await fetch(`${base}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD }),
    });
    const admin = { authorization: `Bearer ${(await login.json()).access_token}` };
    const status = async () =>
      (await (await fetch(`${base}/api/admin/backups/offsite`, { headers: admin })).json()).status;
    const page = () =>
      autocannon({
        url: `${base}/`,
        connections,
        duration: seconds,
        headers: { 'accept-encoding': 'br, gzip' },
      });

    await page(); // warm-up: the page cached, the code compiled

    /** One round: the page alone, then the page while a new backup goes off-site (the load within the upload). */
    async function round() {
      const quiet = await page();
      const made = await fetch(`${base}/api/admin/backups`, { method: 'POST', headers: admin });
      const { backup } = await made.json();
      while ((await status()).uploading !== backup.name) await delay(20);
      const before = rssMb(server.pid);
      let peak = before;
      const sampler = setInterval(() => {
        peak = Math.max(peak, rssMb(server.pid));
      }, 50);
      const started = performance.now();
      const during = await page();
      const loadEnded = performance.now();
      for (;;) {
        const state = await status();
        if (state.state === 'retrying') throw new Error(`the upload failed: ${state.last_error}`);
        if (state.state === 'up-to-date') break;
        await delay(50);
      }
      clearInterval(sampler);
      const uploaded = performance.now();
      return {
        size: backup.size,
        ratio: during.requests.average / quiet.requests.average,
        quiet: quiet.requests.average,
        during: during.requests.average,
        failed: during.non2xx + during.errors,
        uploadSeconds: (uploaded - started) / 1000,
        wholeLoad: uploaded >= loadEnded,
        before,
        growth: peak - before,
      };
    }

    const rounds = [];
    for (let i = 0; i < ROUNDS; i++) rounds.push(await round());
    const mid = [...rounds].sort((a, b) => a.ratio - b.ratio)[Math.floor(ROUNDS / 2)];
    const failed = rounds.reduce((sum, r) => sum + r.failed, 0);
    const wholeLoad = rounds.every((r) => r.wholeLoad);
    row(
      `/ while a ${(mid.size / 1024 / 1024).toFixed(0)} MB backup goes off-site vs just before (req/s)`,
      `${mid.during.toFixed(0)} vs ${mid.quiet.toFixed(0)}: ratio ${mid.ratio.toFixed(2)} (median of ${ROUNDS}: ` +
        `${rounds.map((r) => r.ratio.toFixed(2)).join(', ')}; upload ${mid.uploadSeconds.toFixed(1)} s at 10 MB/s` +
        `${wholeLoad ? '' : ', one ended before its load'})${failed ? `, ${failed} failed` : ''}`,
      'ratio >= 0.9',
      mid.ratio >= 0.9 && failed === 0 && wholeLoad,
    );
    const growth = Math.max(...rounds.map((r) => r.growth));
    row(
      'server memory (RSS) growth while a backup goes off-site',
      `${growth.toFixed(1)} MB at most (from ${rounds.map((r) => r.before.toFixed(0)).join(', ')} MB)`,
      '<= 20 MB',
      growth <= 20,
    );
  } finally {
    await new Promise((resolve) => server.once('exit', resolve).kill('SIGTERM'));
    await new Promise((resolve) => storage.once('exit', resolve).kill('SIGTERM'));
  }
}
