#!/usr/bin/env node
// Runs the pinned pnpm without needing it installed globally: fetched once into .tools/ with npm.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pinned = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager.split('@')[1];
const toolsDir = join(root, '.tools');
const pnpmBin = join(toolsDir, 'node_modules', '.bin', 'pnpm');

/** Environment for every child: the pinned pnpm first on PATH, native addons built against Node's own headers. */
export function childEnv(extra = {}) {
  return {
    ...process.env,
    PATH: `${join(toolsDir, 'node_modules', '.bin')}:${join(root, 'node_modules', '.bin')}:${process.env.PATH}`,
    // Native addons (the SQLite driver) build against the headers of the Node.js running this script.
    npm_config_nodedir: process.env.npm_config_nodedir || resolve(process.execPath, '..', '..'),
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
  if (installedVersion() === pinned && existsSync(pnpmBin)) return pnpmBin;
  console.log(`Installing pnpm ${pinned} into .tools/ ...`);
  execFileSync('npm', ['install', '--prefix', toolsDir, '--no-save', '--no-package-lock', `pnpm@${pinned}`], {
    stdio: 'inherit',
    env: childEnv(),
  });
  return pnpmBin;
}

/** Runs pnpm with the given arguments; returns the exit status. */
export function pnpm(args, { env, ...options } = {}) {
  const result = spawnSync(ensurePnpm(), args, { cwd: root, stdio: 'inherit', ...options, env: childEnv(env) });
  return result.status ?? 1;
}

/** Installs the workspace's dependencies when anything is missing or the lockfile changed. */
export function installDependencies() {
  const frozen = existsSync(join(root, 'pnpm-lock.yaml')) ? ['--frozen-lockfile'] : [];
  const status = pnpm(['install', '--prefer-offline', ...frozen]);
  if (status !== 0) process.exit(status);
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
  process.exit(pnpm(process.argv.slice(2)));
}
