#!/usr/bin/env node
// `npm run package`: on the pinned Node.js (which the file embeds), install what is missing, build, then make
// release/nutriwell (apps/server/package.mjs).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { childEnv, installAndBuild, root } from './pnpm.mjs';
import { runOnPinnedNode } from './runtime.mjs';

await runOnPinnedNode();
installAndBuild();
const result = spawnSync(process.execPath, [join(root, 'apps/server/package.mjs')], {
  stdio: 'inherit',
  env: childEnv(),
});
process.exit(result.status ?? 1);
