// Debian packages the tests and benchmarks drive, installed with apt-get when missing: Chromium (Lighthouse, the
// bundle bench), its headless shell (browser tests), strace (the durability test, the syncs-per-lead figure), wrk
// (the bench's asset throughput), age (the off-site copies' encryption is checked against it) and pebble (the ACME
// test CA the HTTPS tests and bench obtain certificates from).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { spawnRetrying } from './runtime.mjs';

/** The whole browser: what the benchmarks measure a phone's page load in. */
export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/**
 * The same Chromium without the browser around its pages (docs/decisions/164): what the browser tests run in, as
 * Playwright's own headless runs do. A new page costs it a third of the whole browser's processor time.
 */
export const CHROMIUM_HEADLESS_SHELL = process.env.CHROME_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

const present = {
  chromium: () => existsSync(CHROMIUM),
  'chromium-headless-shell': () => existsSync(CHROMIUM_HEADLESS_SHELL),
  strace: () => spawnSync('strace', ['-V'], { stdio: 'ignore' }).status === 0,
  // `wrk -v` prints its version and exits with 1; a missing program gives no status.
  wrk: () => spawnSync('wrk', ['-v'], { stdio: 'ignore' }).status !== null,
  // The package brings `age` and `age-keygen`.
  age: () => spawnSync('age-keygen', ['--version'], { stdio: 'ignore' }).status === 0,
  // The package brings the ACME test CA and its DNS (pebble-challtestsrv).
  pebble: () => existsSync('/usr/bin/pebble') && existsSync('/usr/bin/pebble-challtestsrv'),
};

// Waits up to two minutes for a package lock the machine holds (an update at boot), and tries a failed step again.
const apt = (args) =>
  spawnRetrying('apt-get', ['-o', 'DPkg::Lock::Timeout=120', ...args], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });

/**
 * Installs those of `tools` ('chromium', 'chromium-headless-shell', 'strace', 'wrk', 'age', 'pebble') that are missing; exits with a
 * message if it cannot.
 */
export function ensureDebianTools(tools, purpose) {
  const missing = tools.filter((tool) => !present[tool]());
  if (missing.length === 0) return;
  console.log(`Installing Debian's ${missing.join(' and ')} for ${purpose} ...`);
  if (apt(['update']).status !== 0 || apt(['install', '-y', ...missing]).status !== 0) {
    console.error(`${missing.join(' and ')} could not be installed (apt-get needs root).`);
    process.exit(1);
  }
  const still = missing.filter((tool) => !present[tool]());
  if (still.length) {
    console.error(
      `Still missing: ${still.map((tool) => ({ chromium: CHROMIUM, 'chromium-headless-shell': CHROMIUM_HEADLESS_SHELL })[tool] ?? tool).join(', ')}.`,
    );
    process.exit(1);
  }
}
