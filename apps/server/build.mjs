// Builds the server for a checkout: dist/server.cjs bundles the server, every npm dependency and the web app's
// server-render code in one file (only the native packages, better-sqlite3 and sharp, stay in node_modules), and
// dist/main.js is the entry that runs it with V8's code cache and the server's flags (src/start.mjs), and
// dist/demo-images holds the demo pictures drawn once for every first start.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../../scripts/server-flags.mjs';
import { makeFileAscii } from './ascii-source.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const webDist = join(here, '../web/dist');

await build({
  entryPoints: { server: 'src/main.ts' },
  outdir: 'dist',
  outExtension: { '.js': '.cjs' },
  bundle: true,
  platform: 'node',
  // CommonJS, so the entry can compile it with a code cache (vm.Script's cachedData, which ES modules do not take).
  format: 'cjs',
  // The Node.js running the build: the pinned one (scripts/runtime.mjs).
  target: `node${process.versions.node.split('.')[0]}`,
  sourcemap: true,
  // Whitespace and comments out: V8 keeps a script's whole source in memory (and see makeFileAscii below).
  minifyWhitespace: true,
  legalComments: 'none',
  logLevel: 'warning',
  define: { 'process.env.NODE_ENV': '"production"', 'import.meta.url': '__importMetaUrl' },
  banner: { js: 'var __importMetaUrl = require("node:url").pathToFileURL(__filename).href;' },
  external: ['better-sqlite3'],
  plugins: [
    {
      // sharp stays in node_modules and loads on first use through import(); a script compiled from a code cache
      // cannot run a real import(), so it becomes a require() of the package inside a module loaded lazily.
      name: 'lazy-native-require',
      setup(b) {
        b.onResolve({ filter: /^sharp$/ }, (args) =>
          args.namespace === 'lazy-native'
            ? { path: 'sharp', external: true }
            : { path: 'sharp', namespace: 'lazy-native' },
        );
        b.onLoad({ filter: /.*/, namespace: 'lazy-native' }, () => ({
          contents: "module.exports = require('sharp');",
          resolveDir: here,
        }));
      },
    },
    {
      name: 'web-server-entry',
      setup(b) {
        b.onResolve({ filter: /^@coach\/web\/server-entry$/ }, () => ({
          path: join(webDist, 'server/entry-server.js'),
        }));
      },
    },
  ],
});
// One non-ASCII character would make V8 hold the source as a two-byte string, twice its size (ascii-source.mjs).
makeFileAscii(join(here, 'dist/server.cjs'));
// The entry, with the server's flags (scripts/server-flags.mjs) written into it.
await build({
  entryPoints: [join(here, 'src/start.mjs')],
  outfile: join(here, 'dist/main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: `node${process.versions.node.split('.')[0]}`,
  logLevel: 'warning',
});

/** A port nothing listens on now (the server's configuration takes no port 0). */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** The pages whose code the cache should hold: what visitors open first. */
const WARM_PAGES = ['/', '/about', '/services', '/contact', '/blog', '/blog/1', '/recipes', '/transformations'];

/**
 * V8's code cache for dist/server.cjs, made at build time rather than by the first server that runs for 5 s (one
 * stopped sooner, in a crash loop or a quick restart, never got one). The built server runs once on a throwaway data
 * folder with the flags it always runs with (a cache made under other flags is refused), serves the main pages, and
 * is told to write the cache and stop (CODE_CACHE_WARMUP in src/start.mjs).
 */
async function writeCodeCache() {
  const dataDir = mkdtempSync(join(tmpdir(), 'coach-code-cache-'));
  const port = await freePort();
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, join(here, 'dist/main.js')], {
    env: {
      ...process.env,
      ...SERVER_ENV,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      BACKUP_INTERVAL_HOURS: '0',
      CODE_CACHE_WARMUP: '1',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    const site = await new Promise((resolve, reject) => {
      let output = '';
      const timer = setTimeout(() => reject(new Error(`the server did not start: ${output}`)), 60_000);
      child.stdout.on('data', (chunk) => {
        output += chunk;
        const url = /Site ready: (http:\/\/\S+)/.exec(output)?.[1];
        if (url) {
          clearTimeout(timer);
          resolve(url);
        }
      });
      child.once('exit', (code) => reject(new Error(`the server exited (${code}): ${output}`)));
    });
    for (const page of WARM_PAGES) {
      const answer = await fetch(`${site}${page}`);
      if (answer.status !== 200) throw new Error(`${page} answered ${answer.status}`);
      await answer.arrayBuffer();
    }
    child.kill('SIGUSR2');
    if ((await exited) !== 0) throw new Error('the server did not write the code cache');
  } finally {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}
// The demo pictures a first start copies (src/main.ts, packages/db/src/seed/images.ts): drawn afresh by the run that
// makes the code cache, which seeds a new data folder.
rmSync(join(here, 'dist/demo-images'), { recursive: true, force: true });
await writeCodeCache();
const demoImages = join(here, 'dist/demo-images');
if (!existsSync(demoImages) || readdirSync(demoImages).length === 0) throw new Error('the build drew no demo pictures');
