// The built server sets its own memory limits: started as `node dist/main.js` with nothing else (no flags, an empty
// NODE_OPTIONS, no allocator variables), it runs itself again with the flags and settings `npm start` gives.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../../../scripts/server-flags.mjs';

const SERVER_MAIN = fileURLToPath(new URL('../dist/main.js', import.meta.url));
const running: Array<{ child: ChildProcess; dir: string }> = [];
afterEach(() => {
  for (const { child, dir } of running.splice(0)) {
    child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
});

/** Starts the built server with exactly this environment's additions; resolves once it printed its flags line. */
function start(port: number, env: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'coach-own-limits-'));
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => name !== 'NODE_OPTIONS' && !(name in SERVER_ENV)),
  );
  const child = spawn(process.execPath, [SERVER_MAIN], {
    env: { ...clean, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push({ child, dir });
  return new Promise<{ pid: number; flagsLine: string }>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk) => {
      output += chunk;
      const line = /Node\.js flags: (.*)\n/.exec(output)?.[1];
      if (line !== undefined) resolve({ pid: child.pid!, flagsLine: line });
    });
    child.on('exit', (code) => reject(new Error(`the server exited (${code}): ${output}`)));
  });
}

/** The command line and the environment the process runs with now (after it ran itself again). */
const commandLine = (pid: number) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
const environment = (pid: number) => readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');

describe('the memory limits of the built server', () => {
  it('are its own when it is started with no flag, an empty NODE_OPTIONS and no allocator settings', async () => {
    const { pid, flagsLine } = await start(4795, { NODE_OPTIONS: '' });
    expect(flagsLine).toBe(SERVER_NODE_FLAGS.join(' '));
    expect(commandLine(pid).slice(1, -1)).toEqual(SERVER_NODE_FLAGS);
    for (const [name, value] of Object.entries(SERVER_ENV)) expect(environment(pid)).toContain(`${name}=${value}`);
  });

  it('keep a heap limit and an allocator setting the caller chose', async () => {
    const { pid, flagsLine } = await start(4796, {
      NODE_OPTIONS: '--max-old-space-size=256',
      MALLOC_ARENA_MAX: '4',
    });
    expect(flagsLine).toBe('--max-semi-space-size=1 --no-maglev');
    expect(commandLine(pid).join(' ')).not.toContain('--max-old-space-size');
    expect(environment(pid)).toContain('MALLOC_ARENA_MAX=4');
    expect(environment(pid)).toContain(`MALLOC_MMAP_THRESHOLD_=${SERVER_ENV.MALLOC_MMAP_THRESHOLD_}`);
  });
});
