#!/usr/bin/env node
// The single executable: its size, and the time from starting it to the first page served, on a first start (an empty
// DATA_DIR: unpacking, migrations, demo content) and on later starts. Also `npm start`'s server for comparison.
// Usage: npm run bench:executable [-- runs]   (prints figures; asserts nothing; on the pinned Node.js; makes the file
// with `npm run package` when release/nutriwell is missing)
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { root, runOnPinnedNode } from '../scripts/runtime.mjs';

await runOnPinnedNode();
const RUNS = Number(process.argv[2] ?? 7);
const PORT = 4781;
const executable = resolve('release/nutriwell');
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Starts a command, polls `/` until it answers 200, stops it; returns the milliseconds to that first page. */
async function timeToFirstPage(command, args, cwd, env) {
  const started = performance.now();
  const child = spawn(command, args, {
    cwd,
    env: {
      PATH: '/usr/bin:/bin',
      HOST: '127.0.0.1',
      PORT: String(PORT),
      LOG_LEVEL: 'warn',
      BACKUP_INTERVAL_HOURS: '0',
      ...env,
    },
    stdio: 'ignore',
  });
  const exited = new Promise((r) => child.on('exit', r));
  let elapsed = null;
  while (elapsed === null && child.exitCode === null) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/`)).status === 200) elapsed = performance.now() - started;
    } catch {}
    if (elapsed === null) await new Promise((r) => setTimeout(r, 5));
  }
  child.kill('SIGTERM');
  await exited;
  if (elapsed === null) throw new Error(`${command} exited before serving a page`);
  return elapsed;
}

if (!existsSync(executable)) {
  const made = spawnSync(process.execPath, [join(root, 'scripts/package.mjs')], { stdio: 'inherit' });
  if (made.status !== 0) process.exit(made.status ?? 1);
}
const dir = mkdtempSync(join(tmpdir(), 'nutriwell-bench-'));
copyFileSync(executable, join(dir, 'nutriwell'));
const first = [];
const later = [];
const source = [];
for (let i = 0; i < RUNS; i++) {
  rmSync(join(dir, 'data'), { recursive: true, force: true });
  first.push(await timeToFirstPage('./nutriwell', [], dir, {}));
  later.push(await timeToFirstPage('./nutriwell', [], dir, {}));
  source.push(
    await timeToFirstPage(process.execPath, ['apps/server/dist/main.js'], process.cwd(), {
      DATA_DIR: join(dir, 'data'),
    }),
  );
}
rmSync(dir, { recursive: true, force: true });

const row = (label, values) =>
  console.log(
    `${label.padEnd(46)} median ${median(values).toFixed(0).padStart(5)} ms  (min ${Math.min(...values).toFixed(0)}, max ${Math.max(...values).toFixed(0)}, ${values.length} runs)`,
  );
console.log(`release/nutriwell: ${(statSync(executable).size / 1024 / 1024).toFixed(1)} MB (aim: at most 140 MB)`);
row('first start (empty DATA_DIR) to first page', first);
row('later start to first page', later);
row('for comparison: node apps/server/dist/main.js', source);
