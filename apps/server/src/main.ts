// Process entry from a checkout (`npm start`, `npm run migrate`, ...): the same command line as the executable.
import { runCli } from './cli';
import { sourceTreeRuntime } from './runtime';

// The server-render bundle loads React from node_modules: without this it would run React's slow development build.
process.env.NODE_ENV ??= 'production';

process.exit(await runCli(process.argv.slice(2), sourceTreeRuntime));
