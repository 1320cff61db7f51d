#!/usr/bin/env node
// Measures server-rendered page latency and throughput, and the server's memory, against the production build.
// Usage: npm run build && node bench/render.mjs [path ...]   (prints figures; asserts nothing)
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PORT = 4771;
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/recipes'];
const REQUESTS = 400;
const CONCURRENCY = 10;

const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-')),
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const base = `http://127.0.0.1:${PORT}`;
for (let i = 0; i < 100; i++) {
  try {
    if ((await fetch(`${base}/api/health`)).ok) break;
  } catch {}
  await new Promise((r) => setTimeout(r, 200));
}

const rssKb = async () => {
  const { readFile } = await import('node:fs/promises');
  const status = await readFile(`/proc/${server.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
};

console.log(`server RSS after start: ${((await rssKb()) / 1024).toFixed(1)} MB`);
for (const path of paths) {
  for (let i = 0; i < 20; i++) await (await fetch(base + path)).text(); // warm up
  const times = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next++ < REQUESTS) {
        const t0 = performance.now();
        const res = await fetch(base + path);
        await res.text();
        times.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const pct = (p) => times[Math.floor((times.length - 1) * p)].toFixed(1);
  console.log(
    `${path.padEnd(12)} ${REQUESTS} requests, ${CONCURRENCY} at a time: ${(REQUESTS / seconds).toFixed(0)} req/s, p50 ${pct(0.5)} ms, p95 ${pct(0.95)} ms, p99 ${pct(0.99)} ms`,
  );
}
console.log(`server RSS after load: ${((await rssKb()) / 1024).toFixed(1)} MB`);
server.kill();
