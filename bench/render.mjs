#!/usr/bin/env node
// Every figure of the small-VPS targets (issue 9), each beside its target, from one run against the production build
// on this machine's loopback: page and API throughput as same-run ratios, lead writes, webhook deliveries
// (bench/webhooks.mjs), a newsletter's send over SMTP (bench/newsletter.mjs), a backup's copy to S3-compatible storage
// (bench/offsite.mjs), no error across an HTTPS certificate swap (bench/https-swap.mjs), memory and start-up.
// The server runs as `npm start` runs it (scripts/server-flags.mjs), on the pinned Node.js; the bench installs what is
// missing and builds first.
// Usage: npm run bench [-- seconds per load, default 5]   (prints one table; asserts nothing)
import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { get } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureDebianTools } from '../scripts/debian-tools.mjs';
import { installAndBuild } from '../scripts/pnpm.mjs';
import { runOnPinnedNode } from '../scripts/runtime.mjs';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../scripts/server-flags.mjs';
import { httpsSwapRows } from './https-swap.mjs';
import { newsletterRows } from './newsletter.mjs';
import { offsiteRows } from './offsite.mjs';
import { webhookRows } from './webhooks.mjs';

await runOnPinnedNode();
installAndBuild();
ensureDebianTools(['strace', 'wrk', 'pebble'], 'the syncs-per-lead, asset and certificate-swap figures');
// Imported once installed: a fresh clone has no node_modules before installAndBuild().
const { default: autocannon } = await import('autocannon');

const PORT = 4771;
const BASE = `http://127.0.0.1:${PORT}`;
const CONNECTIONS = 50;
const SECONDS = Number(process.argv[2] ?? 5);
const STARTS = 5;
const dataDir = mkdtempSync(join(tmpdir(), 'bench-'));
const env = {
  ...process.env,
  ...SERVER_ENV,
  PORT: String(PORT),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  LEAD_RATE_LIMIT_PER_HOUR: '0',
  // One address sends every beacon here; the limit per visitor address would stop counting them.
  VISIT_RATE_LIMIT_PER_HOUR: '0',
  BACKUP_INTERVAL_HOURS: '0',
  // The administrator the sign-in figure signs in as (created at start).
  ADMIN_USERNAME: 'bench-owner',
  ADMIN_PASSWORD: 'bench-password-123',
};
const rows = [];
const row = (figure, value, target, met) => rows.push({ figure, value, target, met });
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Starts the built server; resolves with it and the milliseconds until `/` answered 200. */
async function start() {
  const started = performance.now();
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'apps/server/dist/main.js'], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error('the server exited');
    try {
      if ((await fetch(`${BASE}/`)).status === 200) return { child, ms: performance.now() - started };
    } catch {}
    await new Promise((r) => setTimeout(r, 5));
  }
}
const stop = (child) => new Promise((resolve) => child.once('exit', resolve).kill('SIGTERM'));

const rssMb = (pid) => {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
};

/** One load of CONNECTIONS connections for SECONDS seconds. */
function load(path, options = {}) {
  return autocannon({ url: `${BASE}${path}`, connections: CONNECTIONS, duration: SECONDS, ...options });
}

// Start-up: the first start seeds the database and is stopped after a second, as a crash loop or a quick restart
// would stop it (V8's code cache comes from the build: apps/server/build.mjs); later starts are timed after it.
const first = await start();
await new Promise((r) => setTimeout(r, 1000));
await stop(first.child);
const startTimes = [];
for (let i = 0; i < STARTS; i++) {
  const { child, ms } = await start();
  startTimes.push(ms);
  await stop(child);
}
const { child: server } = await start();
let peak = 0;
const sampler = setInterval(() => {
  peak = Math.max(peak, rssMb(server.pid));
}, 50);
await new Promise((r) => setTimeout(r, 2000));
const idle = rssMb(server.pid);

// The yardstick is the portal's entry script, a static file of some 20 KB, as it was before public pages lost theirs
// (decision 178): the ratios stay comparable with earlier runs. The portal's shell names it in its loader.
const portalShell = await (await fetch(`${BASE}/admin/login`)).text();
const asset = /\/assets\/entry-client-[\w-]+\.js/.exec(portalShell)?.[0];
if (!asset) throw new Error('no entry script named in the portal shell');
const { encrypted_token: token } = await (
  await fetch(`${BASE}/api/auth/token`, {
    method: 'POST',
    headers: { 'x-api-key': JSON.parse(readFileSync(join(dataDir, 'secrets.json'), 'utf8')).publicApiKey },
  })
).json();
const { blogs } = await (await fetch(`${BASE}/api/blogs`, { headers: { 'x-encrypted-token': token } })).json();
const browserHeaders = { 'accept-encoding': 'br, gzip' };

// Pages against the client entry script, in turn, so each ratio comes from one stretch of the machine's time.
for (const path of ['/', '/recipes', '/blog', `/blog/${blogs[0].id}`]) {
  const page = await load(path, { headers: browserHeaders });
  const script = await load(asset, { headers: browserHeaders });
  const ratio = page.requests.average / script.requests.average;
  const failed = page.non2xx + page.errors;
  row(
    `${path} vs the entry script (req/s, p99)`,
    `${page.requests.average.toFixed(0)} vs ${script.requests.average.toFixed(0)}: ratio ${ratio.toFixed(2)}, p99 ${page.latency.p99} ms${failed ? `, ${failed} failed` : ''}`,
    'ratio >= 0.7, p99 < 50 ms',
    ratio >= 0.7 && page.latency.p99 < 50 && failed === 0,
  );
}

// The entry script as the browser gets it, raw (fetch would decode it): the files written at build time, byte for byte.
const raw = (encoding) =>
  new Promise((resolve, reject) => {
    get(`${BASE}${asset}`, { headers: { 'accept-encoding': encoding } }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
const asBuilt = [];
for (const [encoding, extension] of [
  ['br', 'br'],
  ['gzip', 'gz'],
]) {
  const served = await raw(encoding);
  const built = readFileSync(join('apps/web/dist/client', `${asset}.${extension}`));
  asBuilt.push(served.encoding === encoding && served.body.equals(built));
}
row(
  'entry script compressed at build time',
  asBuilt.every(Boolean) ? 'br and gzip: the files the build wrote, byte for byte' : 'compressed per request',
  'brotli and gzip files from the build',
  asBuilt.every(Boolean),
);

/**
 * One load with wrk (one thread, CONNECTIONS connections): requests per second, p99 in ms and the failed. autocannon
 * reads a compressed body several times slower than the server sends it (4.6k req/s for the entry script's brotli
 * bytes, 23k for as many plain bytes), so it cannot tell how fast the server serves an asset.
 */
function wrkLoad(path, headers = {}) {
  const args = ['-t1', `-c${CONNECTIONS}`, `-d${SECONDS}s`, '--latency'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  return new Promise((resolve, reject) => {
    execFile('wrk', [...args, `${BASE}${path}`], (error, out) => {
      if (error) return reject(error);
      const p99 = /^\s+99%\s+([\d.]+)(us|ms|s)$/m.exec(out);
      const failed = [
        /Non-2xx or 3xx responses: (\d+)/,
        /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/,
      ]
        .flatMap((pattern) => pattern.exec(out)?.slice(1) ?? [])
        .reduce((sum, count) => sum + Number(count), 0);
      resolve({
        perSecond: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]),
        p99: p99 ? Number(p99[1]) * { us: 0.001, ms: 1, s: 1000 }[p99[2]] : Number.NaN,
        failed,
      });
    });
  });
}
const assetRuns = [];
for (let i = 0; i < 3; i++) {
  const script = await wrkLoad(asset, browserHeaders);
  const check = await wrkLoad('/api/health');
  assetRuns.push({ script, check, ratio: script.perSecond / check.perSecond });
}
const assetRun = assetRuns.sort((a, b) => a.ratio - b.ratio)[1];
const assetP99 = median(assetRuns.map((run) => run.script.p99));
const assetFailed = assetRuns.reduce((sum, run) => sum + run.script.failed + run.check.failed, 0);
row(
  'the entry script (br) vs /api/health (req/s, p99; wrk, median of 3)',
  `${assetRun.script.perSecond.toFixed(0)} vs ${assetRun.check.perSecond.toFixed(0)}: ratio ${assetRun.ratio.toFixed(2)}, p99 ${assetP99.toFixed(1)} ms${assetFailed ? `, ${assetFailed} failed` : ''}`,
  'ratio >= 0.8, p99 < 20 ms',
  assetRun.ratio >= 0.8 && assetP99 < 20 && assetFailed === 0,
);

// The public API against the health check.
const recipes = await load('/api/recipes', { headers: { 'x-encrypted-token': token } });
const health = await load('/api/health');
const apiRatio = recipes.requests.average / health.requests.average;
row(
  'GET /api/recipes vs /api/health (req/s)',
  `${recipes.requests.average.toFixed(0)} vs ${health.requests.average.toFixed(0)}: ratio ${apiRatio.toFixed(2)}`,
  'ratio >= 0.6',
  apiRatio >= 0.6 && recipes.non2xx === 0,
);

// Lead writes: every 201 must be a stored consultation with its two outbox e-mails.
const SQLite = createRequire(join(process.cwd(), 'apps/server/package.json'))('better-sqlite3');
const LEAD = JSON.stringify({
  name: 'Bench Lead',
  email: 'bench@example.com',
  phone: '9876543210',
  goal: 'weight_loss',
});

/** The bench leads a server's database holds, and the consultation e-mails queued with them. */
function storedLeads(folder) {
  const db = new SQLite(join(folder, 'app.sqlite'), { readonly: true });
  const stored = db.prepare(`select count(*) from consultations where email = 'bench@example.com'`).pluck().get();
  // The bench's databases hold no other consultation, so every consultation e-mail belongs to these leads.
  const mails = db.prepare(`select count(*) from email_outbox where kind like 'consultation%'`).pluck().get();
  db.close();
  return { stored, mails };
}

/** One load of leads against a server; acknowledged per second and how many of the acknowledged were lost. */
async function leadLoad(base, folder, visitorToken, seconds = SECONDS) {
  const before = storedLeads(folder);
  const result = await autocannon({
    url: `${base}/api/consultation`,
    connections: CONNECTIONS,
    duration: seconds,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-encrypted-token': visitorToken },
    body: LEAD,
  });
  await new Promise((r) => setTimeout(r, 500));
  const after = storedLeads(folder);
  const stored = after.stored - before.stored;
  // Requests still in flight when the load stops are stored but not counted as acknowledged: more stored is fine.
  const lost = Math.max(0, result['2xx'] - stored) + Math.abs(stored * 2 - (after.mails - before.mails));
  return { perSecond: result['2xx'] / seconds, stored, lost, failed: result.non2xx + result.errors };
}

const full = await leadLoad(BASE, dataDir, token);
row(
  'consultations stored per second (with 2 e-mails each)',
  `${full.perSecond.toFixed(0)}/s, ${full.lost} lost, ${full.failed} refused or failed`,
  '>= 3000/s, 0 lost',
  full.perSecond >= 3000 && full.lost === 0,
);

// The same load on a server with the sync level before acknowledged writes were synced (DATABASE_SYNC=normal).
const normalDir = mkdtempSync(join(tmpdir(), 'bench-normal-'));
const normalBase = `http://127.0.0.1:${PORT + 1}`;
const normalServer = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'apps/server/dist/main.js'], {
  env: { ...env, PORT: String(PORT + 1), DATA_DIR: normalDir, DATABASE_SYNC: 'normal' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
while (!(await fetch(`${normalBase}/api/health`).catch(() => null))?.ok) await new Promise((r) => setTimeout(r, 20));
const { encrypted_token: normalToken } = await (
  await fetch(`${normalBase}/api/auth/token`, {
    method: 'POST',
    headers: { 'x-api-key': JSON.parse(readFileSync(join(normalDir, 'secrets.json'), 'utf8')).publicApiKey },
  })
).json();
const normal = await leadLoad(normalBase, normalDir, normalToken);
await stop(normalServer);
const fullAgain = await leadLoad(BASE, dataDir, token);
const syncedRate = (full.perSecond + fullAgain.perSecond) / 2;
row(
  'leads/s synced (DATABASE_SYNC=full) vs not (normal), same run',
  `${syncedRate.toFixed(0)} vs ${normal.perSecond.toFixed(0)}: ratio ${(syncedRate / normal.perSecond).toFixed(2)}`,
  'ratio >= 0.9',
  syncedRate / normal.perSecond >= 0.9 && fullAgain.lost === 0 && normal.lost === 0,
);

// Syncs per lead under load: strace counts the server's sync calls during a load (it slows the server, so this
// load's rate is not a figure).
const tracer = spawn('strace', ['-f', '-c', '-e', 'trace=fsync,fdatasync', '-p', String(server.pid)], {
  stdio: ['ignore', 'ignore', 'pipe'],
});
let summary = '';
tracer.stderr.on('data', (chunk) => {
  summary += chunk;
});
await new Promise((r) => setTimeout(r, 1000));
const traced = await leadLoad(BASE, dataDir, token, 3);
await new Promise((resolve) => tracer.once('exit', resolve).kill('SIGINT'));
const syncCalls = summary
  .split('\n')
  .map((line) => line.trim().split(/\s+/))
  .filter((cells) => cells.at(-1) === 'fsync' || cells.at(-1) === 'fdatasync')
  .reduce((sum, cells) => sum + Number(cells[3] ?? 0), 0);
row(
  'syncs per lead under load (strace)',
  traced.stored
    ? `${(syncCalls / traced.stored).toFixed(3)} (${syncCalls} syncs, ${traced.stored} leads)`
    : 'no lead stored',
  'one sync per group of leads (< 1)',
  traced.stored > 0 && syncCalls > 0 && syncCalls < traced.stored,
);

// Webhooks: a burst of leads with two endpoints subscribed, on a server of its own (PORT + 2 and + 3 are the
// Lighthouse and bundle benches').
await webhookRows({
  env,
  port: PORT + 4,
  serverArgs: [...SERVER_NODE_FLAGS, 'apps/server/dist/main.js'],
  connections: CONNECTIONS,
  lead: LEAD,
  autocannon,
  row,
});

// The newsletter: one post sent to 10,000 subscribers over SMTP, pages and a booking meanwhile, on a server of its own
// (PORT + 5).
await newsletterRows({
  env,
  port: PORT + 5,
  serverArgs: [...SERVER_NODE_FLAGS, 'apps/server/dist/main.js'],
  connections: CONNECTIONS,
  seconds: SECONDS,
  headers: browserHeaders,
  autocannon,
  row,
});

// Off-site copies: a backup of some 100 MB sent to S3-compatible storage over a 10 MB/s link while pages are loaded, on
// a server of its own (PORT + 6; its storage and link on + 7 and + 8).
await offsiteRows({
  env,
  port: PORT + 6,
  serverArgs: [...SERVER_NODE_FLAGS, 'apps/server/dist/main.js'],
  connections: CONNECTIONS,
  seconds: SECONDS,
  autocannon,
  row,
});

// HTTPS by ACME: a certificate renewed and swapped on the live listener while / is loaded over HTTP/2 and HTTP/1.1, on
// a server of its own (HTTP on PORT + 10, HTTPS on + 11; Debian's test CA, pebble, on + 12 to + 15).
await httpsSwapRows({
  env,
  port: PORT + 10,
  serverArgs: [...SERVER_NODE_FLAGS, 'apps/server/dist/main.js'],
  row,
});

// Visit beacons: every 204 must be a view in the daily totals once the counter has flushed (every 2 s).
const VISITOR = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';
const beaconRequest = {
  method: 'POST',
  path: '/api/visits',
  headers: { 'content-type': 'application/json', 'user-agent': VISITOR },
  body: JSON.stringify({ path: '/blog', referrer: 'https://www.google.com/', utm_campaign: 'bench' }),
};
const visits = await load('/api/visits', beaconRequest);
await new Promise((r) => setTimeout(r, 3000));
const counted = (() => {
  const totals = new SQLite(join(dataDir, 'app.sqlite'), { readonly: true });
  const views = totals
    .prepare(`select coalesce(sum(pageviews), 0) from visit_counts where campaign = 'bench'`)
    .pluck()
    .get();
  totals.close();
  return views;
})();
const missing = Math.max(0, visits['2xx'] - counted);
row(
  'POST /api/visits accepted per second (counted after the flush)',
  `${(visits['2xx'] / SECONDS).toFixed(0)}/s, ${missing} not counted, ${visits.non2xx + visits.errors} refused or failed`,
  '>= 5000/s, 0 not counted',
  visits['2xx'] / SECONDS >= 5000 && missing === 0 && visits.non2xx + visits.errors === 0,
);

// The page-cache ratio with the beacon on: each view of / followed by its beacon, as a browser sends them, against
// the entry script, beside the same ratio without beacons from the same stretch of time.
const plainPage = await load('/', { headers: browserHeaders });
const entry = await load(asset, { headers: browserHeaders });
const withBeacon = await load('/', {
  requests: [{ method: 'GET', path: '/', headers: { ...browserHeaders, 'user-agent': VISITOR } }, beaconRequest],
});
const viewsWithBeacon = withBeacon.requests.average / 2;
const plainRatio = plainPage.requests.average / entry.requests.average;
const beaconRatio = viewsWithBeacon / entry.requests.average;
row(
  '/ with its beacon vs the entry script (views/s)',
  `${viewsWithBeacon.toFixed(0)} vs ${entry.requests.average.toFixed(0)}: ratio ${beaconRatio.toFixed(2)} (${plainRatio.toFixed(2)} without the beacon)`,
  'ratio >= 0.7',
  beaconRatio >= 0.7 && withBeacon.non2xx + withBeacon.errors === 0,
);

await new Promise((r) => setTimeout(r, 2000));
clearInterval(sampler);
const after = rssMb(server.pid);
row('server memory (RSS) idle', `${idle.toFixed(0)} MB`, '<= 90 MB', idle <= 90);
row(
  'server memory (RSS) peak, and after the loads',
  `${peak.toFixed(0)} MB, ${after.toFixed(0)} MB`,
  '<= 160 MB',
  peak <= 160 && after <= 160,
);
row(
  'start (seeded database) to first page',
  `${median(startTimes).toFixed(0)} ms (median of ${STARTS})`,
  '<= 400 ms',
  median(startTimes) <= 400,
);
// A minute after the loads, without any request: how much memory the server gives back on its own.
let backUnder = null;
for (let waited = 0; waited < 60_000 && backUnder === null; waited += 1000) {
  if (rssMb(server.pid) < 120) backUnder = waited;
  else await new Promise((r) => setTimeout(r, 1000));
}
const minuteLater = rssMb(server.pid);
row(
  'server memory (RSS) within a minute after the loads',
  backUnder === null
    ? `${minuteLater.toFixed(0)} MB after 60 s`
    : `${minuteLater.toFixed(0)} MB after ${backUnder / 1000} s`,
  '< 120 MB',
  backUnder !== null,
);

// Sign-in: the whole request, as the portal sends it, one at a time on the quiet server (after the memory figures: the
// password hash maps 32 MiB while it runs).
const signIns = [];
for (let i = 0; i < 11; i++) {
  const started = performance.now();
  const answer = await fetch(`${BASE}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD }),
  });
  await answer.arrayBuffer();
  if (answer.status !== 200) throw new Error(`sign-in answered ${answer.status}`);
  signIns.push(performance.now() - started);
  await new Promise((r) => setTimeout(r, 200));
}
row(
  'admin sign-in (scrypt N=2^15, r=8, p=1)',
  `${median(signIns).toFixed(0)} ms (median of 11)`,
  '<= 150 ms',
  median(signIns) <= 150,
);

const memory = await whereMemoryGoes(server.pid);
await stop(server);

const widths = ['figure', 'value', 'target'].map((key) => Math.max(key.length, ...rows.map((r) => r[key].length)));
const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 4)).join(' | ')} |`;
console.log(`\n${CONNECTIONS} connections, ${SECONDS} s per load, load generator on the same machine\n`);
console.log(line(['figure', 'value', 'target', 'met']));
console.log(line(widths.map((w) => '-'.repeat(w)).concat('---')));
for (const r of rows) console.log(line([r.figure, r.value, r.target, r.met ? 'yes' : 'no']));
console.log(
  `\nwhere the server's memory goes after the loads (RSS ${after.toFixed(0)} MB; no target, for the next cut)\n`,
);
for (const [part, mb] of memory) console.log(`  ${part.padEnd(62)} ${mb.toFixed(1).padStart(6)} MB`);

/**
 * The server's resident memory by kind, from /proc/<pid>/smaps: its own code (the Node.js binary), native addons
 * (SQLite's driver; sharp only once an image was processed), other libraries, the allocator's main arena ([heap]) and
 * anonymous memory (V8's heap, the other allocator arenas, thread stacks). Then, from inside the server, V8's own
 * count: it opens its inspector on SIGUSR1 (a loopback port; only now, after every other figure) and is asked for
 * process.memoryUsage() and its heap spaces. SQLite's page cache lives in the allocator's memory.
 */
async function whereMemoryGoes(pid) {
  const parts = new Map();
  const add = (part, kb) => parts.set(part, (parts.get(part) ?? 0) + kb / 1024);
  let mapping = '';
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const header = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (header) mapping = header[1];
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (!rss) continue;
    if (mapping.endsWith('/bin/node')) add('the Node.js binary (code and data)', rss[1]);
    else if (mapping.endsWith('.node')) add(`native addon ${mapping.split('/').pop()}`, rss[1]);
    else if (/\.so(\.|$)/.test(mapping)) add('shared libraries (libc, libstdc++, ...)', rss[1]);
    else if (mapping === '[heap]') add("allocator's main arena ([heap]: SQLite's cache, native buffers)", rss[1]);
    else if (mapping === '' || mapping.startsWith('[anon'))
      add('anonymous (V8 heap, other allocator arenas, stacks)', rss[1]);
    else add(`other (${mapping.startsWith('[') ? mapping : 'mapped files'})`, rss[1]);
  }
  const fromV8 = await v8Figures(pid).catch((error) => [[`V8's own figures: not read (${error.message})`, 0]]);
  // Mappings under 0.1 MB (the stack, the kernel's pages) are left out.
  return [...[...parts].filter(([, mb]) => mb >= 0.1).sort((a, b) => b[1] - a[1]), ...fromV8];
}

async function v8Figures(pid) {
  process.kill(pid, 'SIGUSR1');
  let targets;
  for (let tries = 0; tries < 50 && !targets; tries++) {
    await new Promise((r) => setTimeout(r, 100));
    targets = await fetch('http://127.0.0.1:9229/json/list').then(
      (r) => r.json(),
      () => undefined,
    );
  }
  if (!targets?.[0]) throw new Error('the inspector did not open on 127.0.0.1:9229');
  const socket = new WebSocket(targets[0].webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve);
    socket.addEventListener('error', () => reject(new Error('the inspector refused the connection')));
  });
  const expression = `JSON.stringify({ usage: process.memoryUsage(),
    spaces: process.getBuiltinModule('v8').getHeapSpaceStatistics() })`;
  const answer = await new Promise((resolve) => {
    socket.addEventListener('message', (event) => resolve(JSON.parse(event.data)));
    socket.send(JSON.stringify({ id: 1, method: 'Runtime.evaluate', params: { expression } }));
  });
  socket.close();
  const { usage, spaces } = JSON.parse(answer.result.result.value);
  const mb = (bytes) => bytes / 1024 / 1024;
  return [
    ['V8 heap committed', mb(usage.heapTotal)],
    ['  of it, in use', mb(usage.heapUsed)],
    ...spaces
      .filter((space) => space.space_size > 512 * 1024)
      .map((space) => [
        `  ${space.space_name} (${mb(space.space_used_size).toFixed(1)} MB in use)`,
        mb(space.space_size),
      ]),
    ['V8 external memory (buffers held by JavaScript objects)', mb(usage.external)],
    ['  of it, array buffers', mb(usage.arrayBuffers)],
  ];
}
