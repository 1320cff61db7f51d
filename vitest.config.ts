// Unit and integration tests of the packages, the server and the web app's pure helpers; SQLite files in temp dirs.
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The web app's path alias (apps/web/tsconfig.json), for its tests.
  resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
  test: {
    include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'apps/web/src/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    // vitest's default is one worker fewer than the cores: one on a 2-core server, where most of a test file's time is
    // spent waiting on SQLite files, child processes and sockets. Two workers there take the run from 4.4 to 2.8
    // minutes (three: 3.2).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 20_000,
  },
});
