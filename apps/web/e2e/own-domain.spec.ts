// The site on its own domain, in the browser (decision 188): the production server started with DOMAIN obtains its
// certificate from Debian's ACME test CA (pebble, every name resolved to 127.0.0.1), and Chromium, sent to the names
// by a resolver rule, is redirected from HTTP to HTTPS, gets the pages over HTTP/2 with HSTS, posts the contact form
// with JavaScript on and off, and finds the real certificate in Settings > HTTPS.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import { CHROMIUM_FLAGS } from '../../../scripts/chromium-flags.mjs';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../../../scripts/server-flags.mjs';
import { startTestCa, type TestCa } from '../../server/src/https/test-acme';
import { expect, test } from './fixtures';

const NAME = 'her-site.test';
const PORTS = { http: 24_880, https: 24_843, acme: 24_800, management: 24_801, dns: 24_853, dnsManagement: 24_855 };
const OWNER = { username: 'domain-owner', password: 'domain-password-123' };
const SITE = `https://${NAME}:${PORTS.https}`;

let ca: TestCa;
let server: ChildProcess;
let browser: Browser;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  ca = await startTestCa({
    dir: mkdtempSync(join(tmpdir(), 'coach-e2e-acme-')),
    ports: PORTS,
  });
  server = spawn(process.execPath, [...SERVER_NODE_FLAGS, '../server/dist/main.js'], {
    env: {
      ...process.env,
      ...SERVER_ENV,
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'coach-e2e-domain-')),
      DOMAIN: `${NAME},www.${NAME}`,
      HTTP_PORT: String(PORTS.http),
      HTTPS_PORT: String(PORTS.https),
      ACME_DIRECTORY: ca.directoryUrl,
      ACME_CA_FILE: ca.caFile,
      ADMIN_USERNAME: OWNER.username,
      ADMIN_PASSWORD: OWNER.password,
      LOG_LEVEL: 'warn',
      LEAD_RATE_LIMIT_PER_HOUR: '0',
    },
    stdio: 'ignore',
  });
  browser = await chromium.launch({
    executablePath: process.env.CHROME_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell',
    args: [...CHROMIUM_FLAGS, `--host-resolver-rules=MAP ${NAME} 127.0.0.1, MAP www.${NAME} 127.0.0.1`],
  });
});

test.afterAll(async () => {
  await browser?.close();
  server?.kill('SIGTERM');
  await ca?.stop();
});

/** A page of a browser that trusts nothing about pebble's root (it is made at pebble's start) but reaches the names. */
async function openPage(javaScriptEnabled: boolean) {
  const context = await browser.newContext({ ignoreHTTPSErrors: true, javaScriptEnabled });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(`console: ${message.text()}`));
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') problems.push(`failed: ${request.url()}`);
  });
  page.on(
    'response',
    (response) => response.status() >= 400 && problems.push(`${response.status()} ${response.url()}`),
  );
  return { page, problems };
}

/** Waits until the server serves HTTPS with the CA's certificate: HTTP then redirects (asked from Node, by address). */
async function untilHttps(page: Page) {
  await expect
    .poll(
      async () => {
        const answer = await page.request
          .get(`http://127.0.0.1:${PORTS.http}/`, { headers: { host: NAME }, maxRedirects: 0, failOnStatusCode: false })
          .catch(() => null);
        return answer?.status();
      },
      { timeout: 30_000 },
    )
    .toBe(308);
}

async function sendContact(page: Page, subject: string) {
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByLabel('Name').fill('Nora Secure');
  await form.getByLabel('Email').fill('nora.secure@example.com');
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Message').fill('Sent over HTTPS');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('form', { name: 'Send us a message' }).getByRole('status')).toHaveText(
    "Message sent successfully! We'll get back to you within 24 hours.",
  );
}

for (const javaScriptEnabled of [true, false]) {
  test(`HTTP goes to HTTPS, pages come over HTTP/2 with HSTS, and the contact form posts (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async () => {
    const { page, problems } = await openPage(javaScriptEnabled);
    await untilHttps(page);
    const first = await page.goto(`http://${NAME}:${PORTS.http}/contact`);
    expect(page.url()).toBe(`${SITE}/contact`);
    expect(first?.status()).toBe(200);
    expect((await first?.allHeaders())?.['strict-transport-security']).toBe('max-age=31536000');
    if (javaScriptEnabled) {
      const protocol = await page.evaluate(
        () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).nextHopProtocol,
      );
      expect(protocol).toBe('h2');
    }
    await sendContact(page, `over https, script ${javaScriptEnabled ? 'on' : 'off'}`);
    expect(problems).toEqual([]);
    await page.context().close();
  });
}

test('Settings > HTTPS shows the certificate the CA issued', async () => {
  const { page, problems } = await openPage(true);
  await untilHttps(page);
  await page.goto(`${SITE}/admin/login`);
  await page.getByLabel('Username').fill(OWNER.username);
  await page.getByRole('textbox', { name: 'Password' }).fill(OWNER.password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL(/\/admin(?!\/login)/);
  await page.goto(`${SITE}/admin/settings`);
  const section = page.getByRole('region', { name: 'HTTPS' });
  await expect(section.getByText('Issued by')).toBeVisible();
  await expect(section).toContainText(`${NAME}, www.${NAME}`);
  await expect(section).toContainText(/Pebble Intermediate CA/);
  await expect(section).toContainText('HTTPS, with the certificate below');
  expect(problems).toEqual([]);
  await page.context().close();
});
