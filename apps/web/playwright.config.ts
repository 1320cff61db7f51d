// Browser tests run the production build of the whole server in Debian's Chromium headless shell (decision 164).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS } from '../../scripts/chromium-flags.mjs';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../../scripts/server-flags.mjs';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4719);
/** A second server for the tests in e2e/own-site/, which change what every page shows (names, colours, pages). */
export const E2E_OWN_SITE_PORT = E2E_PORT + 2;
export const E2E_ADMIN = { username: 'e2e-admin', password: 'e2e-password-123' };

// Chosen once, in the main process, and inherited by the workers: tests read the e-mails the server writes there.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'coach-e2e-'));
process.env.E2E_OWN_SITE_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'coach-e2e-own-site-'));
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR;

/** The server as `npm start` runs it, V8 flags included, on its own port and data folder. */
const server = (port: number, dataDir: string) => ({
  command: `node ${SERVER_NODE_FLAGS.join(' ')} ../server/dist/main.js`,
  url: `http://127.0.0.1:${port}/api/health`,
  reuseExistingServer: false,
  timeout: 60_000,
  stdout: 'ignore' as const,
  env: {
    ...SERVER_ENV,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_USERNAME: E2E_ADMIN.username,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    LOG_LEVEL: 'warn',
    // Many tests submit leads from the same address.
    LEAD_RATE_LIMIT_PER_HOUR: '0',
    // The webhook test's receiver listens on the loopback address, as a self-hoster's own tool on the VPS would.
    WEBHOOK_ALLOW_ADDRESSES: '127.0.0.1',
  },
});

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Two workers, two servers and Chromium share two cores: a portal screen's first load (its code comes after sign-in)
  // or an axe scan can take several seconds. What is awaited is unchanged; only how long a busy machine may take.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    launchOptions: {
      executablePath: process.env.CHROME_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell',
      args: CHROMIUM_FLAGS,
    },
    trace: 'off',
  },
  projects: [
    { name: 'site', testIgnore: /own-site\// },
    // Tests that change what every page shows: their own server, so the other tests still see the demo site. The
    // logo's upload and removal first, then the site made another business's.
    {
      name: 'own-logo',
      testMatch: /own-site\/logo\.spec\.ts$/,
      use: { baseURL: `http://127.0.0.1:${E2E_OWN_SITE_PORT}` },
    },
    {
      name: 'own-site',
      testMatch: /own-site\/.*\.spec\.ts$/,
      testIgnore: /own-site\/logo\.spec\.ts$/,
      dependencies: ['own-logo'],
      use: { baseURL: `http://127.0.0.1:${E2E_OWN_SITE_PORT}` },
    },
  ],
  webServer: [server(E2E_PORT, E2E_DATA_DIR), server(E2E_OWN_SITE_PORT, process.env.E2E_OWN_SITE_DATA_DIR)],
});
