#!/usr/bin/env node
// `npm start`: on the pinned Node.js, install what is missing, build, then run the server (which migrates, seeds and prints its URL).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { childEnv, installAndBuild, root } from './pnpm.mjs';
import { runOnPinnedNode } from './runtime.mjs';
import { SERVER_ENV, SERVER_NODE_FLAGS } from './server-flags.mjs';

await runOnPinnedNode();
installAndBuild();

const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...childEnv(), ...SERVER_ENV },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
