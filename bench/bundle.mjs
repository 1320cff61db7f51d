#!/usr/bin/env node
// Prints the gzip size of the JavaScript a public page loads up front (the entry and its static imports), and
// whether the validation library rides along. Usage: npm run bench:bundle (installs what is missing and builds first)
import { readFileSync } from 'node:fs';
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
