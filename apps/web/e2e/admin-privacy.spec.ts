// Privacy requests: the notice under every public form, then an address's records looked up in the admin portal,
// exported as JSON and erased after the typed confirmation; the page clears axe at phone and desktop widths.
import { readFile } from 'node:fs/promises';
import { PRIVACY_MESSAGES } from '@coach/shared';
import type { Page } from '@playwright/test';
import { accessibilityViolations } from './axe';
import { expect, gotoHydrated, signInAsAdmin, test } from './fixtures';

/** A consultation and a contact message sent from /contact by one new visitor; returns the address. */
async function sendLeads(page: Page, stamp: string): Promise<{ name: string; email: string }> {
  const name = `Privacy ${stamp}`;
  const email = `privacy-${stamp}@example.com`;
  await gotoHydrated(page, '/contact');
  const booking = page.getByRole('form', { name: 'Book a free consultation' });
  await booking.getByLabel('Full Name').fill(name);
  await booking.getByLabel('Email').fill(email);
  await booking.getByLabel('Phone').fill('+91 98111 22334');
  await booking.getByRole('button', { name: 'Book Free Consultation' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Consultation Booked Successfully!' })).toBeVisible();
  await gotoHydrated(page, '/contact');
  const message = page.getByRole('form', { name: 'Send us a message' });
  await message.getByLabel('Name').fill(name);
  await message.getByLabel('Email').fill(email);
  await message.getByLabel('Subject').fill('My data');
  await message.getByLabel('Message').fill('<b>Please</b> keep it safe');
  await message.getByRole('button', { name: 'Send Message' }).click();
  await expect(message.getByRole('status')).toContainText('Message sent successfully!');
  return { name, email };
}

async function lookUp(page: Page, typed: string) {
  await page.getByLabel('E-mail address').fill(typed);
  await page.getByRole('button', { name: 'Look up' }).click();
}

test('every public form carries the privacy notice with its link', async ({ page }) => {
  await gotoHydrated(page, '/contact');
  for (const form of ['Book a free consultation', 'Send us a message']) {
    const notice = page.getByRole('form', { name: form }).getByText(/We use your details only/);
    await expect(notice).toHaveText(PRIVACY_MESSAGES.notice);
    await expect(notice.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy-policy');
  }
  await gotoHydrated(page, '/');
  await page.getByRole('button', { name: 'Talk to Expert' }).click();
  const dialog = page.getByRole('dialog', { name: 'Talk to an Expert' });
  await expect(dialog.getByText(/We use your details only/)).toHaveText(PRIVACY_MESSAGES.notice);
  await dialog.getByRole('link', { name: 'privacy policy' }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
});

test('an address is looked up, exported and erased after typing it again', async ({ page }) => {
  const { name, email } = await sendLeads(page, Date.now().toString(36));
  await signInAsAdmin(page);
  await page.goto('/admin/dashboard');
  await page.getByRole('link', { name: 'Privacy requests' }).click();
  await expect(page).toHaveURL(/\/admin\/privacy$/);

  await lookUp(page, 'not an address');
  await expect(page.getByText('Please enter a valid email.')).toBeVisible();

  await lookUp(page, `  ${email.toUpperCase()} `);
  await expect(page.getByRole('heading', { name: `Records of ${email}` })).toBeVisible();
  const consultations = page.getByRole('region', { name: 'Consultations' });
  await expect(consultations.getByRole('heading')).toHaveText('Consultations (1)');
  await expect(consultations.getByRole('row', { name: new RegExp(name) })).toContainText('+91 98111 22334');
  const messages = page.getByRole('region', { name: 'Contact messages' });
  // Visitor text is shown as typed, never as markup.
  await expect(messages.getByRole('cell', { name: '<b>Please</b> keep it safe' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'E-mails' }).getByRole('heading')).toHaveText('E-mails (4)');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export JSON' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^person-export-\d{8}-\d{6}\.json$/);
  const exported = JSON.parse(await readFile((await file.path()) as string, 'utf8'));
  expect(exported).toMatchObject({ email, consultations: [{ name }], contacts: [{ subject: 'My data' }] });
  expect(exported.emails).toHaveLength(4);

  const erase = page.getByRole('button', { name: 'Erase everything' });
  await expect(erase).toBeDisabled();
  await page.getByLabel('Type the e-mail address to confirm').fill('someone-else@example.com');
  await expect(erase).toBeDisabled();
  await page.getByLabel('Type the e-mail address to confirm').fill(email);
  await expect(erase).toBeEnabled();
  const erased = page.waitForResponse((r) => r.url().includes('/trpc/privacy.erase') && r.ok());
  await erase.click();
  await erased;
  await expect(page.getByRole('status')).toHaveText('Erased 1 consultation, 1 contact message and 4 e-mails.');
  await expect(page.getByText(PRIVACY_MESSAGES.nothingFound)).toBeVisible();

  await page.goto('/admin/consultations');
  await page.getByLabel('Search consultations').fill(email);
  await expect(page.getByText(name)).toHaveCount(0);
});

for (const viewport of [
  { name: 'phone', width: 375, height: 740 },
  { name: 'desktop', width: 1280, height: 900 },
]) {
  test(`/admin/privacy with records listed has no accessibility violations (${viewport.name})`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const { email } = await sendLeads(page, `${viewport.name}-${Date.now().toString(36)}`);
    await signInAsAdmin(page);
    await page.goto('/admin/privacy');
    await lookUp(page, email);
    await expect(page.getByRole('region', { name: 'Consultations' })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
  });
}
