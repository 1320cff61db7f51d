import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { acquireDataLock, DataDirInUseError } from './data-lock';

const dataDir = () => mkdtempSync(join(tmpdir(), 'coach-lock-'));

/** Another process that takes the lock (through this module) and keeps it until killed. */
function holdInAnotherProcess(dir: string) {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `import { acquireDataLock } from ${JSON.stringify(join(import.meta.dirname, 'data-lock.ts'))};
       acquireDataLock(${JSON.stringify(dir)}, 'server'); console.log('locked'); setInterval(() => {}, 1000);`,
    ],
    { cwd: join(import.meta.dirname, '..'), stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise<typeof child>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve(child));
    child.on('exit', (code) => reject(new Error(`the lock holder exited with ${code}`)));
  });
}

describe('the DATA_DIR lock', () => {
  it('is held by one owner at a time and free again once released', () => {
    const dir = dataDir();
    const lock = acquireDataLock(dir, 'server');
    expect(() => acquireDataLock(dir, 'restore')).toThrow(DataDirInUseError);
    expect(() => acquireDataLock(dir, 'restore')).toThrow(`${dir} is in use by a running NutriWell server or restore`);
    lock.release();
    acquireDataLock(dir, 'restore').release();
  });

  it('refuses while another process holds it, and is free once that process is killed (no stale lock)', async () => {
    const dir = dataDir();
    const holder = await holdInAnotherProcess(dir);
    expect(() => acquireDataLock(dir, 'restore')).toThrow(DataDirInUseError);
    const exited = new Promise((resolve) => holder.on('exit', resolve));
    holder.kill('SIGKILL');
    await exited;
    acquireDataLock(dir, 'restore').release();
  }, 20_000);

  it('stays held when its holder keeps no reference to it: garbage collection does not drop it', async () => {
    const dir = dataDir();
    acquireDataLock(dir, 'server');
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    gc();
    await new Promise((resolve) => setTimeout(resolve, 100));
    gc();
    expect(() => acquireDataLock(dir, 'restore')).toThrow(DataDirInUseError);
  });
});
