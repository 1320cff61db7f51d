#!/usr/bin/env node
// Prints the gzip size of the JavaScript a public page loads up front (the entry and its static imports), and
// whether the validation library rides along; then each public route's total (the entry, the route's chunks and
// their static imports). Usage: npm run bench:bundle (installs what is missing and builds first)
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { installAndBuild } from '../scripts/pnpm.mjs';
import { runOnPinnedNode } from '../scripts/runtime.mjs';

await runOnPinnedNode();
installAndBuild();

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
