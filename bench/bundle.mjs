#!/usr/bin/env node
// Prints the gzip size of the JavaScript a public page loads up front (the entry and its static imports), and
// whether the validation library rides along; then each public route's total (the entry, the route's chunks and
// their static imports); then what a phone downloads on each public page, measured in Chromium beside its target.
// Usage: npm run bench:bundle (installs what is missing and builds first; asserts nothing)
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_FLAGS } from '../scripts/chromium-flags.mjs';
import { CHROMIUM, ensureDebianTools } from '../scripts/debian-tools.mjs';
import { installAndBuild, root } from '../scripts/pnpm.mjs';
import { runOnPinnedNode } from '../scripts/runtime.mjs';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../scripts/server-flags.mjs';
import { bookedPage } from './booking.mjs';

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

// What a phone downloads: every script Chromium asks for from navigation until the load event and two seconds after
// (at a phone's size), each fetched again with `accept-encoding: gzip` and summed (Chromium gets brotli on loopback).
const PORT = 4774;
const BASE = `http://127.0.0.1:${PORT}`;
const PHONE_JS_TARGET_KB = 130;
const AFTER_LOAD_MS = 2000;
const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const dataDir = mkdtempSync(join(tmpdir(), 'bench-bundle-'));
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'apps/server/dist/main.js'], {
  env: { ...process.env, ...SERVER_ENV, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
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
  const routes = [
    '/',
    '/about',
    '/services',
    '/disease-management',
    '/transformations',
    '/contact',
    '/blog',
    await firstLink('/blog', /href="(\/blog\/[^"#?]+)"/),
    '/recipes',
    await firstLink('/recipes', /href="(\/recipes\/[^"#?]+)"/),
    await bookedPage(BASE, dataDir),
    '/privacy-policy',
    '/terms-of-service',
    '/disclaimer',
  ];
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  console.log(
    `\nwhat a phone downloads: scripts until load + ${AFTER_LOAD_MS / 1000} s, KB gzip (target ≤ ${PHONE_JS_TARGET_KB})`,
  );
  for (const route of routes) {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const scripts = new Set();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(request.url());
    });
    await page.goto(BASE + route, { waitUntil: 'load' });
    await delay(AFTER_LOAD_MS);
    await page.close();
    const kb = (await Promise.all([...scripts].map(gzipBytes))).reduce((sum, bytes) => sum + bytes, 0) / 1024;
    const name = route.startsWith('/booking/') ? '/booking/<token>' : route;
    const verdict = kb <= PHONE_JS_TARGET_KB ? 'ok' : 'over';
    console.log(
      `${name.padEnd(40)} ${kb.toFixed(1).padStart(7)} in ${String(scripts.size).padStart(2)} files  ${verdict}`,
    );
  }
} finally {
  await browser?.close();
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}

async function firstLink(path, pattern) {
  const found = pattern.exec(await (await fetch(BASE + path)).text())?.[1];
  if (!found) throw new Error(`no link on ${path}`);
  return found;
}

function gzipBytes(url) {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'gzip' } }, async (response) => {
      let bytes = 0;
      for await (const chunk of response) bytes += chunk.length;
      resolve(bytes);
    }).on('error', reject);
  });
}
