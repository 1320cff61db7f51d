#!/usr/bin/env node
// `npm test`: on the pinned Node.js, install what is missing (Debian's Chromium headless shell, strace, age, pebble),
// then lint (biome, import rules, unused code), type check, build, the single executable, unit, integration and
// executable tests (vitest), mutation testing of the quick modules (StrykerJS) and browser tests (Playwright). Ends
// with one plain line: "N passed, M failed".
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM_HEADLESS_SHELL, ensureDebianTools } from './debian-tools.mjs';
import { installDependencies, pnpm, root } from './pnpm.mjs';
import { runOnPinnedNode } from './runtime.mjs';

const outputDir = join(root, '.test-output');
const totals = { passed: 0, failed: 0 };
const env = { TURBO_TELEMETRY_DISABLED: '1', CHROME_HEADLESS_SHELL_PATH: CHROMIUM_HEADLESS_SHELL };

/** How long a step took, for the step's last line: "(2.5 min)". */
const took = (started) => `(${((Date.now() - started) / 60_000).toFixed(1)} min)`;

/** A step that is one check: lint, type check, build. */
function check(name, args) {
  console.log(`\n── ${name}`);
  const started = Date.now();
  const ok = pnpm(args, { env }) === 0;
  totals[ok ? 'passed' : 'failed'] += 1;
  console.log(`── ${name}: ${ok ? 'passed' : 'FAILED'} ${took(started)}`);
  return ok;
}

/** A test suite whose JSON report gives the real counts; a run that leaves no report counts as one failure. */
function suite(name, args, reportFile, count, extraEnv = {}) {
  console.log(`\n── ${name}`);
  const started = Date.now();
  rmSync(reportFile, { force: true });
  const status = pnpm(args, { env: { ...env, ...extraEnv } });
  let counts;
  try {
    counts = count(JSON.parse(readFileSync(reportFile, 'utf8')));
  } catch {
    counts = { passed: 0, failed: 1 };
  }
  if (status !== 0 && counts.failed === 0) counts.failed = 1;
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  console.log(`── ${name}: ${counts.passed} passed, ${counts.failed} failed ${took(started)}`);
}

await runOnPinnedNode();
installDependencies();
ensureDebianTools(['chromium-headless-shell', 'strace', 'age', 'pebble'], 'the tests');
mkdirSync(outputDir, { recursive: true });

check('lint (biome)', ['biome', 'check', '.']);
// The import rules and unused code (docs/decisions/021): the rest of `npm run lint`.
check('import rules (dependency-cruiser)', ['run', '--silent', 'lint:imports']);
check('unused code (knip)', ['run', '--silent', 'lint:unused']);
check('type check', ['turbo', 'run', 'typecheck', '--output-logs=errors-only']);
const built = check('build', ['turbo', 'run', 'build', '--output-logs=errors-only']);
// The single executable, built once here; its tests (apps/server/src/executable) copy it into empty folders.
const executable = join(root, 'release', 'nutriwell');
rmSync(executable, { force: true });
if (built) check('package (single executable)', ['exec', 'node', 'apps/server/package.mjs']);

const vitestReport = join(outputDir, 'vitest.json');
suite(
  'unit and integration tests (vitest)',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
  vitestReport,
  (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests + (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0) }),
  existsSync(executable) ? { NUTRIWELL_EXECUTABLE: executable } : {},
);

// The quick modules of the mutation run (decision 102): a weakened test of the sanitiser, tokens or the spec's rules
// fails here. One check; the rest of the modules are run by hand (npm run test:mutation).
check('mutation testing (quick modules)', ['exec', 'node', 'scripts/mutation.mjs', '--ci']);

if (built) {
  const playwrightReport = join(outputDir, 'playwright.json');
  suite(
    'browser tests (playwright)',
    ['--filter', '@coach/web', 'exec', 'playwright', 'test'],
    playwrightReport,
    (r) => ({ passed: r.stats.expected, failed: r.stats.unexpected + r.stats.flaky + r.stats.skipped }),
    { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
  );
} else {
  totals.failed += 1;
  console.log('── browser tests skipped: the build failed');
}

console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
