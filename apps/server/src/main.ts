// Process entry from a checkout (`npm start`, `npm run migrate`, ...): the same command line as the executable.
// The build bundles the web app's server-render code into this file (apps/server/build.mjs).
import { render } from '@coach/web/server-entry';
import { runCli } from './cli';
import { type Runtime, sourceTreeRuntime } from './runtime';
import { loadProductionWebApp } from './ssr/renderer';

const runtime: Runtime = {
  ...sourceTreeRuntime,
  loadWebApp: (trpcRouter) => loadProductionWebApp({ trpcRouter, entry: { render } }),
};

process.exit(await runCli(process.argv.slice(2), runtime));
