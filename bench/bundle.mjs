#!/usr/bin/env node
// Prints the gzip size of the JavaScript a public page loads up front (the entry and its static imports), and
// whether the validation library rides along; then each public route's total (the entry, the route's chunks and
// their static imports), from the build's manifest; then what a phone downloads on each public page before any input,
// measured in Chromium beside its target, with any admin, editor or uploader chunk among it (bench/page-javascript.mjs,
// the same measurement as the first table of bench/lighthouse.mjs, one run per page).
// Usage: npm run bench:bundle (installs what is missing and builds first; asserts nothing)
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_FLAGS } from '../scripts/chromium-flags.mjs';
import { CHROMIUM, ensureDebianTools } from '../scripts/debian-tools.mjs';
import { installAndBuild, root } from '../scripts/pnpm.mjs';
import { runOnPinnedNode } from '../scripts/runtime.mjs';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../scripts/server-flags.mjs';
import {
  AFTER_LOAD_MS,
  BEFORE_INPUT_TARGET_KB,
  describeForbidden,
  javascriptBeforeInput,
  readChunkModules,
} from './page-javascript.mjs';
import { PUBLIC_PAGES_SERVER_ENV, publicPages } from './public-pages.mjs';

await runOnPinnedNode();
installAndBuild();
ensureDebianTools(['chromium'], 'the JavaScript a phone downloads');

const clientDir = 'apps/web/dist/client';
const manifest = JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8'));
const seen = new Set();
const walk = (key) => {
  if (seen.has(key)) return;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) walk(imported);
};
walk('src/entry-client.tsx');

let total = 0;
for (const key of seen) {
  const code = readFileSync(join(clientDir, manifest[key].file));
  const size = gzipSync(code).length;
  total += size;
  console.log(`${manifest[key].file.padEnd(48)} ${(size / 1024).toFixed(1).padStart(7)} KB gzip`);
}
const withZod = [...seen].filter((key) =>
  readFileSync(join(clientDir, manifest[key].file), 'utf8').includes('ZodError'),
);
console.log(`\npublic initial JavaScript: ${(total / 1024).toFixed(1)} KB gzip in ${seen.size} files`);
console.log(`validation library in it: ${withZod.length ? 'yes' : 'no'}`);

const gzipped = new Map();
const sizeOf = (key) => {
  if (!gzipped.has(key)) gzipped.set(key, gzipSync(readFileSync(join(clientDir, manifest[key].file))).length);
  return gzipped.get(key);
};
const closure = (keys) => {
  const found = new Set();
  const visit = (key) => {
    if (found.has(key) || !manifest[key]) return;
    found.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return found;
};
console.log('\npublic route: initial JavaScript (KB gzip)');
const routeFiles = readdirSync('apps/web/src/routes').filter((name) => name.endsWith('.tsx') && name !== 'admin.tsx');
for (const name of routeFiles) {
  const keys = Object.keys(manifest).filter((key) => key.startsWith(`src/routes/${name}`));
  const loaded = closure(['src/entry-client.tsx', ...keys]);
  const kb = [...loaded].reduce((sum, key) => sum + sizeOf(key), 0) / 1024;
  console.log(`${name.padEnd(28)} ${kb.toFixed(1).padStart(7)}`);
}

// What a phone downloads before any input, per page: bench/page-javascript.mjs.
const PORT = 4774;
const BASE = `http://127.0.0.1:${PORT}`;
const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const dataDir = mkdtempSync(join(tmpdir(), 'bench-bundle-'));
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'apps/server/dist/main.js'], {
  env: {
    ...process.env,
    ...SERVER_ENV,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...PUBLIC_PAGES_SERVER_ENV,
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const { chromium } = createRequire(join(root, 'apps/web/package.json'))('@playwright/test');
let browser;
try {
  for (let started = Date.now(); ; await delay(100)) {
    if (server.exitCode !== null || Date.now() - started > 60_000) throw new Error('the server did not start');
    if (
      await fetch(`${BASE}/`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
  }
  const pages = await publicPages(BASE, dataDir);
  const chunkModules = readChunkModules(root);
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  console.log(
    `\nwhat a phone downloads before any input: scripts until load + ${AFTER_LOAD_MS / 1000} s at 375 x 812, KB gzip ` +
      `(target ≤ ${BEFORE_INPUT_TARGET_KB}); admin, editor or uploader chunks among them (target: none)`,
  );
  for (const { path, name } of pages) {
    const measured = await javascriptBeforeInput(browser, BASE + path, chunkModules);
    const verdict = measured.kb <= BEFORE_INPUT_TARGET_KB ? 'ok' : 'over';
    console.log(
      `${name.padEnd(30)} ${measured.kb.toFixed(1).padStart(7)} in ${String(measured.files).padStart(2)} files  ` +
        `${verdict.padEnd(4)}  admin, editor or uploader: ${describeForbidden(measured.forbidden)}`,
    );
  }
} finally {
  await browser?.close();
  // The server writes to its data folder until it has exited (the outbox, the database's last checkpoint).
  const exited = new Promise((resolve) => (server.exitCode === null ? server.once('exit', resolve) : resolve()));
  server.kill();
  await exited;
  rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
}
