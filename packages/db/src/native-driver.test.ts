// A fresh clone's first `npm start` compiles nothing: the SQLite driver loads the addon its package ships. When pnpm
// was allowed to run better-sqlite3's binding.gyp, node-gyp's configure step could fail on a new machine
// (`ENOENT: lstat …/better-sqlite3/build/node_gyp_bins`); nine fresh installs since show no such step (issue 28).
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '../../..');
const driverFolder = dirname(createRequire(__filename).resolve('better-sqlite3/package.json'));

/** The packages pnpm may run install scripts for (pnpm-workspace.yaml's `onlyBuiltDependencies`). */
function allowedBuilds(): string[] {
  const workspace = readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8');
  const list = /^onlyBuiltDependencies:\n((?:\s+- .+\n)+)/m.exec(workspace)?.[1] ?? '';
  return list.split('\n').flatMap((line) => /^\s+- (.+)$/.exec(line)?.[1] ?? []);
}

describe('the SQLite driver on install', () => {
  it('is not among the packages pnpm may build, so node-gyp never runs for it', () => {
    expect(allowedBuilds()).toEqual(['esbuild', 'sharp']);
  });

  it('was not compiled: no build folder, and the addon it loads is the prebuilt one', () => {
    expect(existsSync(join(driverFolder, 'binding.gyp'))).toBe(true);
    expect(existsSync(join(driverFolder, 'build'))).toBe(false);
    expect(existsSync(join(driverFolder, 'prebuilds', `${process.platform}-${process.arch}.node`))).toBe(true);
  });
});
