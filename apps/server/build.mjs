// Bundles the server into one file, dist/main.js: the workspace packages, every npm dependency and the web app's
// server-render build, so a start loads one file instead of resolving hundreds of modules. The native packages
// (better-sqlite3, sharp) stay in node_modules, loaded on first use.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const webDist = join(dirname(fileURLToPath(import.meta.url)), '../web/dist');

await build({
  entryPoints: { main: 'src/main.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Whitespace and comments out: V8 keeps a module's whole source in memory, and comments with non-ASCII characters
  // would make it a two-byte string (about 15 MB instead of 4).
  minifyWhitespace: true,
  legalComments: 'none',
  logLevel: 'warning',
  // Bundled CommonJS packages call require() for Node's own modules; an ES module has none of its own.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  define: { 'process.env.NODE_ENV': '"production"' },
  external: ['better-sqlite3', 'sharp'],
  plugins: [
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
