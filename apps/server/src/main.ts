// Process entry from a checkout (`npm start`, `npm run migrate`, ...): the same command line as the executable.
// The build bundles it with the web app's server-render code into dist/server.cjs (apps/server/build.mjs).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { render } from '@coach/web/server-entry';
import { runCli } from './cli';
import { type Runtime, sourceTreeRuntime } from './runtime';
import { loadProductionWebApp } from './ssr/renderer';

const runtime: Runtime = {
  ...sourceTreeRuntime,
  loadWebApp: (trpcRouter) => loadProductionWebApp({ trpcRouter, entry: { render } }),
  // dist/demo-images, beside the bundle: the build's own first start fills it (build.mjs).
  demoImages: () => ({ dir: join(dirname(fileURLToPath(import.meta.url)), 'demo-images'), writable: true }),
};

runCli(process.argv.slice(2), runtime).then((status) => process.exit(status));
