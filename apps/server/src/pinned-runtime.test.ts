// The pinned Node.js (devEngines.runtime in the root package.json) is what runs: this suite, and the built server the
// npm scripts start from a checkout, even when the machine's own, older Node.js starts the script.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PINNED_NODE, repoRoot } from './executable/executable-support';
import { describeNodeRelease, nodeRelease } from './node-release';

const PORT = 47521;

/** The machine's own Node.js when it is not the one running this test (Debian's here); else this one. */
const machineNode =
  ['/usr/bin/node', '/usr/local/bin/node'].find(
    (path) => existsSync(path) && realpathSync(path) !== realpathSync(process.execPath),
  ) ?? process.execPath;

describe('the pinned Node.js', () => {
  it('runs this test suite', () => {
    expect(process.version).toBe(`v${PINNED_NODE}`);
  });

  it(`runs the server of a checkout when ${machineNode} starts its script`, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'coach-pinned-'));
    const server = spawn(machineNode, [join(repoRoot, 'scripts/cli.mjs'), 'serve'], {
      env: {
        ...process.env,
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        BACKUP_INTERVAL_HOURS: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    server.stdout.on('data', (chunk: Buffer) => {
      output += chunk;
    });
    server.stderr.on('data', (chunk: Buffer) => {
      output += chunk;
    });
    const exited = new Promise<number | null>((resolve) => server.on('exit', resolve));
    try {
      for (const started = Date.now(); !/Runtime: .*\n/.test(output); ) {
        if (server.exitCode !== null || Date.now() - started > 30_000) throw new Error(`No start-up line:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const runtime = /Runtime: (.*)\n/.exec(output)?.[1];
      expect(runtime).toBe(describeNodeRelease(nodeRelease(`v${PINNED_NODE}`)));
      // The pinned line is one this build knows, and not past its end of life.
      expect(runtime).toMatch(/^Node\.js v\S+ \(supported until \d{4}-\d{2}-\d{2}\)$/);
      expect((await fetch(`http://127.0.0.1:${PORT}/api/health`)).status).toBe(200);
    } finally {
      server.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
  }, 60_000);
});
