#!/usr/bin/env node
// Runs the pinned pnpm without needing it installed globally: fetched once into .tools/ with npm, and run on the
// Node.js running this script (the pinned one: every entry script starts with runOnPinnedNode()).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { root, runOnPinnedNode, spawnRetrying } from './runtime.mjs';

export { root };

const pinned = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager.split('@')[1];
const toolsDir = join(root, '.tools');
const pnpmEntry = join(toolsDir, 'node_modules', 'pnpm', 'bin', 'pnpm.cjs');

/**
 * Environment for every child: this Node.js first on PATH (so pnpm, turbo, vitest and the browser tests' `node` are
 * the pinned one), then the pinned pnpm; native addons, if one must be compiled, against this Node.js's headers.
 */
export function childEnv(extra = {}) {
  return {
    ...process.env,
    PATH: [dirname(process.execPath), join(toolsDir, 'node_modules', '.bin'), join(root, 'node_modules', '.bin')]
      .concat(process.env.PATH ?? [])
      .join(':'),
    // Set here even when npm passed one on (a user's nodedir names the system Node.js's headers, not these).
    npm_config_nodedir: resolve(process.execPath, '..', '..'),
    ...extra,
  };
}

function installedVersion() {
  try {
    return JSON.parse(readFileSync(join(toolsDir, 'node_modules', 'pnpm', 'package.json'), 'utf8')).version;
  } catch {
    return null;
  }
}

export function ensurePnpm() {
  if (installedVersion() === pinned && existsSync(pnpmEntry)) return pnpmEntry;
  console.log(`Installing pnpm ${pinned} into .tools/ ...`);
  const args = ['install', '--prefix', toolsDir, '--no-save', '--no-package-lock', `pnpm@${pinned}`];
  const installed = spawnRetrying('npm', args, { env: childEnv() });
  if (installed.status !== 0) {
    console.error(`Could not install pnpm ${pinned} with npm.`);
    process.exit(1);
  }
  return pnpmEntry;
}

/** Runs pnpm with the given arguments; returns the exit status. */
export function pnpm(args, { env, ...options } = {}) {
  const result = spawnSync(process.execPath, [ensurePnpm(), ...args], {
    cwd: root,
    stdio: 'inherit',
    ...options,
    env: childEnv(env),
  });
  return result.status ?? 1;
}

/** Installs the workspace's dependencies when anything is missing or the lockfile changed. */
export function installDependencies() {
  const frozen = existsSync(join(root, 'pnpm-lock.yaml')) ? ['--frozen-lockfile'] : [];
  const args = ['install', '--prefer-offline', ...frozen];
  const { status } = spawnRetrying(process.execPath, [ensurePnpm(), ...args], { cwd: root, env: childEnv() });
  if (status !== 0) process.exit(status ?? 1);
}

/** Installs what is missing and builds every package; exits with the build's status if it fails. */
export function installAndBuild() {
  installDependencies();
  const built = pnpm(['turbo', 'run', 'build', '--output-logs=errors-only'], {
    env: { TURBO_TELEMETRY_DISABLED: '1' },
  });
  if (built !== 0) {
    console.error('The build failed; see the errors above.');
    process.exit(built);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await runOnPinnedNode();
  process.exit(pnpm(process.argv.slice(2)));
}
