// knip's map of the workspace (docs/decisions/021): where each package starts, so that what nothing reaches (files,
// exports, dependencies) is reported. `npm run lint` runs it; a finding fails the lint.
import type { KnipConfig } from 'knip';

export default {
  workspaces: {
    '.': {
      // The repository's own commands (package.json runs them through scripts/pnpm.mjs) and benchmarks.
      entry: ['scripts/*.mjs', 'bench/*.mjs'],
      project: ['scripts/**', 'bench/**', '*.{ts,mjs}'],
      // vitest.mutation.config.ts is the config the mutation runs give vitest (stryker.config.mjs).
      vitest: { config: ['vitest.config.ts', 'vitest.mutation.config.ts'] },
      ignoreDependencies: [
        // Run as `node scripts/pnpm.mjs biome|turbo ...` (package.json, scripts/test.mjs), which knip does not read as
        // a command.
        '@biomejs/biome',
        'turbo',
        // Run by path (node_modules/.bin/postject) by apps/server/package.mjs.
        'postject',
      ],
      // Debian's tools the tests and benchmarks run (scripts/debian-tools.mjs installs them).
      ignoreBinaries: ['strace', 'wrk', 'age', 'age-keygen'],
    },
    'apps/server': {
      // build.mjs and src/dev.ts come from package.json's scripts.
      entry: [
        // dist/main.js is bundled from src/start.mjs, which loads the bundle of src/main.ts (build.mjs).
        'src/main.ts',
        'src/start.mjs',
        // The single executable: its entry, and the stand-ins package.mjs puts in place of the native packages.
        'package.mjs',
        'src/executable/main.ts',
        'src/executable/shims/*.ts',
      ],
      project: ['*.mjs', 'src/**'],
      // The single executable's tests start the file they copy as ./nutriwell: a command, not a module.
      ignoreUnresolved: ['^\\./nutriwell$'],
      // binutils' strip, when the machine has it (package.mjs).
      ignoreBinaries: ['strip'],
    },
    'apps/web': {
      // The server-render build's entry (package.json's build script). The browser entry comes from knip's Vite
      // plugin (vite.config.ts), the route tree and its route files from its TanStack Router plugin, the browser tests
      // from its Playwright plugin.
      entry: ['src/entry-server.tsx', 'scripts/*.mjs'],
      project: ['src/**', 'e2e/**', 'scripts/**'],
    },
    'packages/*': {
      project: ['src/**'],
    },
  },
  ignoreIssues: {
    // Kysely's migrator calls each migration's up and down through the static list (migrations/index.ts).
    'packages/db/src/migrations/0*.ts': ['exports'],
  },
} satisfies KnipConfig;
