#!/usr/bin/env node
// `npm run admin|migrate|backup|restore -- ...`: the built server's command line (apps/server/dist/main.js), on the
// pinned Node.js like every other npm script.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root, runOnPinnedNode } from './runtime.mjs';

await runOnPinnedNode();
const main = join(root, 'apps/server/dist/main.js');
if (!existsSync(main)) {
  console.error('The server is not built: run `npm run build` (or `npm start`, which builds) first.');
  process.exit(1);
}
// Runs in this process: its command line reads the arguments after this script's name.
await import(pathToFileURL(main).href);
