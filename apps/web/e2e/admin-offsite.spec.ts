// Settings > Backups > Off-site copies against a real S3-compatible server on loopback (s3rver, started here): the
// connection test says what failed, the settings save with a write-only secret, a backup made now is copied and
// listed with its checksum, its download is the archive, its restore asks for the password again, the dashboard shows
// the state, and the section clears axe at phone and desktop widths. Turned off again at the end: other tests share
// the server.
import { readFile } from 'node:fs/promises';
import { startTestStorage, type TestStorage } from '@coach/api/test-storage';
import { OFFSITE_MESSAGES } from '@coach/shared';
import { blockingAccessibilityViolations } from './axe';
import { expect, signInAsAdmin, test } from './fixtures';

let storage: TestStorage;
test.beforeAll(async () => {
  storage = await startTestStorage({ port: 23_395, bucket: 'portal-e2e' });
});
test.afterAll(() => storage.stop());

test('the owner sets off-site storage, tests it, and a backup made now is copied there', async ({
  page,
  allowProblem,
}) => {
  // The first connection test is refused on purpose (a wrong secret).
  allowProblem(/400.*(backup\.offsite\.test|\/restore)|status of 400/);
  await signInAsAdmin(page);
  await page.goto('/admin/settings');
  const section = page.getByRole('region', { name: 'Off-site copies' });
  await expect(section.getByRole('status')).toHaveText('Off-site copies are off: backups stay on this server only.');

  const form = section.getByRole('form', { name: 'Off-site storage' });
  await form.getByLabel('Storage address (endpoint)').fill('http://127.0.0.1:23395');
  await form.getByRole('textbox', { name: 'Bucket', exact: true }).fill('portal-e2e');
  await form.getByLabel('Folder in the bucket').fill('e2e');
  await form.getByLabel('Access key ID').fill('S3RVER');
  await form.getByLabel('Secret access key').fill('not-the-secret');
  await form.getByLabel(/Path-style addresses/).check();
  await form.getByRole('button', { name: 'Test connection' }).click();
  await expect(section.getByRole('alert')).toHaveText(
    'Writing a test object failed: The secret access key does not match the access key.',
  );

  await form.getByLabel('Secret access key').fill('S3RVER');
  await form.getByRole('button', { name: 'Test connection' }).click();
  await expect(section.getByText(OFFSITE_MESSAGES.tested)).toBeVisible();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(section.getByText(OFFSITE_MESSAGES.saved)).toBeVisible();
  // The secret is never shown again.
  await expect(form.getByLabel('Secret access key')).toHaveValue('');
  await expect(form.getByText('Saved, and never shown again: leave empty to keep it')).toBeVisible();

  const backups = page.getByRole('region', { name: 'Backups', exact: true });
  await backups.getByRole('button', { name: 'Back up now' }).click();
  const made = backups.getByRole('status');
  await expect(made).toHaveText(/^Backup made: nutriwell-\S+\.tar\.gz$/);
  const name = (await made.textContent())?.replace('Backup made: ', '') ?? '';

  const row = section
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: `Download off-site copy ${name}` }) });
  await expect(row).toHaveCount(1, { timeout: 15_000 });
  await expect(row.getByRole('cell').nth(2)).toHaveText(/^[0-9a-f]{12}\.\.\.$/);
  await expect(row.getByRole('cell').nth(3)).toHaveText('No');
  await expect(row.getByRole('cell').nth(4)).toHaveText('Uploaded');
  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: `Download off-site copy ${name}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(name);
  const bytes = await readFile(await download.path());
  expect([bytes[0], bytes[1]]).toEqual([0x1f, 0x8b]);

  // Restore asks for the password again; a wrong one is refused in the dialog and nothing stops (a real restore
  // would replace the data other tests share: apps/server/src/portal-restore.test.ts restores on a server of its own).
  await row.getByRole('button', { name: `Restore off-site copy ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Restore this copy?' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Your password').fill('not-the-password');
  await dialog.getByRole('button', { name: 'Restore', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Current password is incorrect');
  expect(await blockingAccessibilityViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);

  for (const viewport of [
    { width: 375, height: 740 },
    { width: 1280, height: 900 },
  ]) {
    await page.setViewportSize(viewport);
    expect(await blockingAccessibilityViolations(page)).toEqual([]);
  }

  await page.goto('/admin');
  await expect(page.getByTestId('offsite-state')).toContainText(/Off-site copies are up to date|Uploading/);

  await page.goto('/admin/settings');
  await section.getByRole('button', { name: 'Turn off' }).click();
  await expect(section.getByText(OFFSITE_MESSAGES.turnedOff)).toBeVisible();
  await expect(section.getByText('Off-site copies are off: backups stay on this server only.')).toBeVisible();
});
