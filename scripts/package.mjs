#!/usr/bin/env node
// `npm run package`: install what is missing, build, then make release/nutriwell (apps/server/package.mjs).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { childEnv, installDependencies, pnpm, root } from './pnpm.mjs';

installDependencies();
const built = pnpm(['turbo', 'run', 'build', '--output-logs=errors-only'], { env: { TURBO_TELEMETRY_DISABLED: '1' } });
if (built !== 0) {
  console.error('The build failed; see the errors above.');
  process.exit(built);
}
const result = spawnSync(process.execPath, [join(root, 'apps/server/package.mjs')], {
  stdio: 'inherit',
  env: childEnv(),
});
process.exit(result.status ?? 1);
