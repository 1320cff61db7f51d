// The first run as a new owner meets it: a server of this file's own, started with no administrator and none in the
// environment, prints a one-time setup link; she opens it in the browser, the page passes the accessibility bar at
// phone and desktop width (with a refused field too), she enters her account, business, colour and logo, removes the
// demo content, lands in the portal signed in, and the link is gone for good.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../../../scripts/server-flags.mjs';
import { E2E_PORT } from '../playwright.config';
import { accessibilityViolations } from './axe';
import { expect, gotoHydrated, test } from './fixtures';

const PORT = E2E_PORT + 14;
const SERVER_MAIN = fileURLToPath(new URL('../../server/dist/main.js', import.meta.url));

/** Her logo: a round green badge. */
const LOGO = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="30" fill="#15803d"/></svg>',
);

let server: ChildProcess;
let setupLink: Promise<string>;

test.beforeAll(() => {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...SERVER_ENV,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'coach-e2e-setup-')),
    LOG_LEVEL: 'warn',
  };
  // A fresh install: no administrator given through the environment.
  delete env.ADMIN_USERNAME;
  delete env.ADMIN_PASSWORD;
  server = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_MAIN], { env, stdio: ['ignore', 'pipe', 'ignore'] });
  // The link as the server prints it once it listens: the one copy of its token.
  setupLink = new Promise((resolve, reject) => {
    let printed = '';
    server.stdout?.on('data', (chunk: Buffer) => {
      printed += chunk.toString();
      const link = /^\s+(http:\/\/\S+\/setup\?token=\S+)$/m.exec(printed)?.[1];
      if (link) resolve(link);
    });
    server.on('exit', (code) => reject(new Error(`the server stopped (${code}) before printing a setup link`)));
  });
});

test.afterAll(() => {
  server?.kill('SIGTERM');
});

test('a fresh install is set up in the browser through the printed one-time link', async ({ page, allowProblem }) => {
  test.slow();
  // The refused password's answer.
  allowProblem(/HTTP 400: .*\/trpc\/setup\.complete|status of 400/);
  const link = await setupLink;
  expect(new URL(link).origin).toBe(`http://127.0.0.1:${PORT}`);

  await gotoHydrated(page, link);
  const form = page.getByRole('form', { name: 'Set up your site' });
  await expect(page.getByRole('heading', { level: 1, name: 'Set up your site' })).toBeVisible();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await accessibilityViolations(page), `${width}px`).toEqual([]);
  }

  // A password the strength rule refuses: named at its field, which takes the focus, and still accessible.
  await form.getByLabel('Username').fill('meera');
  await form.getByLabel('Password').fill('password');
  await form.getByRole('button', { name: 'Finish setup' }).click();
  await expect(form.getByLabel('Password')).toBeFocused();
  await expect(form.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
  expect(await accessibilityViolations(page)).toEqual([]);

  await form.getByLabel('Password').fill('turmeric lentil monsoon garden');
  await form.getByLabel('Business name').fill('Greenleaf Clinic');
  await form.getByLabel('Your name, as the site shows it').fill('Dr. Meera Iyer');
  await form.getByLabel('How greetings name you').fill('Meera');
  await form.getByLabel('E-mail').fill('meera@greenleaf.example');
  await form.getByLabel('Phone').fill('+91 98765 43210');
  await form.getByLabel('Your logo (optional)').setInputFiles({
    name: 'greenleaf.svg',
    mimeType: 'image/svg+xml',
    buffer: LOGO,
  });
  await expect(form.getByRole('status')).toContainText('Logo saved');
  await form.getByLabel('Remove it now').check();
  await form.getByRole('button', { name: 'Finish setup' }).click();

  // Signed in, in the portal.
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({ timeout: 15_000 });

  // The site is hers, with her logo and none of the demo recipes.
  const visitor = await (await page.context().browser()!.newContext()).newPage();
  await gotoHydrated(visitor, `http://127.0.0.1:${PORT}/`);
  await expect(visitor).toHaveTitle(/Greenleaf Clinic/);
  await expect(visitor.getByRole('banner').locator('img[src^="/uploads/logo/"]')).toBeVisible();
  const recipes = await visitor.request.get(`http://127.0.0.1:${PORT}/recipes`);
  expect(await recipes.text()).not.toContain('Overnight Oats with Berries');

  // The link is spent: /setup answers 404, with it or without.
  for (const url of [link, `http://127.0.0.1:${PORT}/setup`]) {
    expect((await visitor.request.get(url)).status(), url).toBe(404);
  }
  await visitor.context().close();
});
