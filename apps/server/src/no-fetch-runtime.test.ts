// The built server starts, answers the API and assets and renders pages without loading Node.js's fetch (undici:
// about 130 internal modules, which made a start's first answer slower and an idle server larger). @fastify/compress
// named the global `Response` on every reply to see whether the payload was one, and the router on every loader's
// value to see whether it was a redirect: our patches (patches/) ask the value's tag first. The web app's server
// render takes the page's address and returns plain values, not a Request and a Response (decision 166).
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const SERVER_MAIN = fileURLToPath(new URL('../dist/main.js', import.meta.url));
const ASSETS = fileURLToPath(new URL('../../web/dist/client/assets', import.meta.url));
const PORT = 4797;
const BASE = `http://127.0.0.1:${PORT}`;

const dir = mkdtempSync(join(tmpdir(), 'coach-no-fetch-'));
const listFile = join(dir, 'modules.json');
// Loaded before the server (NODE_OPTIONS, kept when it runs itself again): on SIGUSR2, the internal modules loaded so far.
const probe = join(dir, 'module-list.cjs');
writeFileSync(
  probe,
  `process.on('SIGUSR2', () => require('node:fs').writeFileSync(${JSON.stringify(listFile)}, JSON.stringify(process.moduleLoadList)));`,
);

let server: ChildProcess | undefined;
afterAll(() => {
  server?.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

function start(): Promise<void> {
  server = spawn(process.execPath, [SERVER_MAIN], {
    env: {
      ...process.env,
      NODE_OPTIONS: `--require ${probe}`,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: join(dir, 'data'),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    server?.stdout?.on('data', (chunk) => {
      output += chunk;
      if (output.includes('Site ready')) resolve();
    });
    server?.on('exit', (code) => reject(new Error(`the server exited (${code}): ${output}`)));
  });
}

/** The internal modules the server has loaded, asked for now. */
async function loadedModules(): Promise<string[]> {
  rmSync(listFile, { force: true });
  server?.kill('SIGUSR2');
  await expect.poll(() => existsSync(listFile)).toBe(true);
  await new Promise((resolve) => setTimeout(resolve, 50));
  return JSON.parse(readFileSync(listFile, 'utf8'));
}

describe('the built server', () => {
  it("answers the API, assets and pages, compressed and not, without loading Node.js's fetch", async () => {
    await start();
    const entry = readdirSync(ASSETS).find((name) => /^entry-client-.*\.js$/.test(name));
    const paths = [
      '/api/health',
      '/api/recipes',
      '/api/no-such-route',
      `/assets/${entry}`,
      '/assets/no-such-file.js',
      // Pages: rendered (a loader's data, a not-found thrown by a loader, an unknown path), then from the page cache.
      '/',
      '/recipes',
      '/blog/999999',
      '/no-such-page',
    ];
    for (const encoding of ['br, gzip', 'gzip', 'identity']) {
      for (const path of paths) {
        const response = await fetch(`${BASE}${path}`, { headers: { 'accept-encoding': encoding } });
        const body = await response.text();
        expect(response.status, `${path} (${encoding})`).toBeLessThan(500);
        if (!path.startsWith('/a')) expect(body, path).toMatch(/^<!DOCTYPE html>/);
      }
    }
    const modules = await loadedModules();
    // The probe sees the server's modules (its HTTP server and the page render's among them), not an empty list.
    expect(modules).toContain('NativeModule _http_server');
    expect(modules.filter((name) => /undici/.test(name))).toEqual([]);
  });
});
