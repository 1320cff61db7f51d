// The tests a mutation run uses (stryker.config.mjs): the module's own tests when the run names them in
// MUTATION_TESTS, else every unit and integration test except the single executable's (they test the packaged file,
// not the source the run changes).
import { defineConfig } from 'vitest/config';
import base from './vitest.config';

// biome-ignore lint/suspicious/noUndeclaredEnvVars: set by stryker.config.mjs, not read by a turbo task
const only = process.env.MUTATION_TESTS?.split(',').filter(Boolean);

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: only?.length ? only : base.test?.include,
    // Stryker runs two test runners side by side: each keeps vitest's own default.
    maxWorkers: undefined,
    exclude: ['**/node_modules/**', 'apps/server/src/executable/**'],
  },
});
