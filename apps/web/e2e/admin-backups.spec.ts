// Settings > Backups: "Back up now" lists a new backup whose download is a gzip archive; the empty, failure and
// ended-session states; and the page clears axe at phone and desktop widths.
import { readFile } from 'node:fs/promises';
import { BACKUP_MESSAGES } from '@coach/shared';
import type { Page } from '@playwright/test';
import { blockingAccessibilityViolations } from './axe';
import { expect, signInAsAdmin, test } from './fixtures';

const BACKUP_FILE = /^nutriwell-\d{8}-\d{6}-manual(-\d+)?\.tar\.gz$/;

async function openBackups(page: Page) {
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  const section = page.getByRole('region', { name: 'Backups' });
  await expect(section.getByRole('heading', { level: 2, name: 'Backups' })).toBeVisible();
  await expect(section.getByText('Loading...')).toHaveCount(0);
  return section;
}

test('"Back up now" lists the new backup, and its download is a non-empty gzip archive', async ({ page }) => {
  await signInAsAdmin(page);
  // Holds the create call until the busy state has been seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/trpc\/backup\.create/, async (route) => {
    await held;
    await route.continue();
  });
  const section = await openBackups(page);

  await section.getByRole('button', { name: 'Back up now' }).click();
  await expect(section.getByRole('button', { name: 'Backing up...' })).toBeDisabled();
  release();

  const status = section.getByRole('status');
  await expect(status).toHaveText(new RegExp(`^${BACKUP_MESSAGES.created}: nutriwell-\\S+\\.tar\\.gz$`));
  await expect(section.getByRole('button', { name: 'Back up now' })).toBeEnabled();
  const name = (await status.textContent())?.replace(`${BACKUP_MESSAGES.created}: `, '') ?? '';
  expect(name).toMatch(BACKUP_FILE);

  const downloadName = `Download backup ${name}`;
  const row = section.getByRole('row').filter({ has: page.getByRole('button', { name: downloadName, exact: true }) });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell').nth(0)).toHaveText(/\d/);
  await expect(row.getByRole('cell').nth(1)).toHaveText(/^\d+(\.\d)? (B|KB|MB|GB)$/);

  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: downloadName, exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(BACKUP_FILE);
  expect(download.suggestedFilename()).toBe(name);
  const bytes = await readFile(await download.path());
  expect(bytes.length).toBeGreaterThan(0);
  expect([bytes[0], bytes[1]]).toEqual([0x1f, 0x8b]);
  await expect(section.getByRole('alert')).toHaveCount(0);
});

test('with no backups on the server the section says so', async ({ page }) => {
  await signInAsAdmin(page);
  // Other tests share the server, so the list's answer is emptied here (the batch may carry other calls too).
  await page.route(/\/trpc\/[^?]*backup\.list/, async (route) => {
    const response = await route.fetch();
    const procedures = new URL(route.request().url()).pathname.replace('/trpc/', '').split(',');
    const results = (await response.json()) as unknown[];
    results[procedures.indexOf('backup.list')] = { result: { data: { backups: [] } } };
    await route.fulfill({ response, json: results });
  });
  const section = await openBackups(page);
  await expect(section.getByText('No backups yet.')).toBeVisible();
  await expect(section.getByRole('table')).toHaveCount(0);
});

test('a backup that could not be made shows an alert and leaves the button usable', async ({ page, allowProblem }) => {
  // The create call is cut off on purpose.
  allowProblem(/backup\.create|net::ERR_FAILED/);
  await signInAsAdmin(page);
  await page.route(/\/trpc\/backup\.create/, (route) => route.abort('failed'));
  const section = await openBackups(page);

  await section.getByRole('button', { name: 'Back up now' }).click();
  await expect(section.getByRole('alert')).toHaveText(BACKUP_MESSAGES.failed);
  await expect(section.getByRole('status')).toHaveText('');
  await expect(section.getByRole('button', { name: 'Back up now' })).toBeEnabled();
});

test('a download answered 401 ends the session and opens the sign-in page', async ({ page, request, allowProblem }) => {
  // The refused download is staged on purpose.
  allowProblem(/HTTP 401: .*\/api\/admin\/backups\/|status of 401/);
  const token = await signInAsAdmin(page);
  const made = await request.post('/api/admin/backups', { headers: { Authorization: `Bearer ${token}` } });
  expect(made.status()).toBe(201);
  await page.route(/\/api\/admin\/backups\/nutriwell-/, (route) =>
    route.fulfill({ status: 401, json: { error: 'Unauthorized' } }),
  );
  const section = await openBackups(page);

  await section
    .getByRole('button', { name: /^Download backup / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('admin_token'))).toBeNull();
});

for (const viewport of [
  { name: 'phone', width: 375, height: 740 },
  { name: 'desktop', width: 1280, height: 900 },
]) {
  test(`/admin/settings with a backup listed has no serious or critical accessibility violations (${viewport.name})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const token = await signInAsAdmin(page);
    const made = await request.post('/api/admin/backups', { headers: { Authorization: `Bearer ${token}` } });
    expect(made.status()).toBe(201);
    const section = await openBackups(page);
    await expect(section.getByRole('table', { name: 'Backups, newest first' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Business settings' })).toBeVisible();
    expect(await blockingAccessibilityViolations(page)).toEqual([]);
  });
}
