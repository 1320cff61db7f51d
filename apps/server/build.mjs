// Builds the server for a checkout: dist/server.cjs bundles the server, every npm dependency and the web app's
// server-render code in one file (only the native packages, better-sqlite3 and sharp, stay in node_modules), and
// dist/main.js is the entry that runs it with V8's code cache and the server's flags (src/start.mjs).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
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
