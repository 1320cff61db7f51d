// Leads in the admin portal: a booking from the public site reaches the dashboard and the consultations list,
// its status change persists, the list exports to CSV, and opening a new contact message marks it read.
import { readFile } from 'node:fs/promises';
import { expect, gotoHydrated, signInAsAdmin, test } from './fixtures';

test.describe('admin leads', () => {
  test('a consultation booked on /contact shows on the dashboard and the list, and its status change persists', async ({
    page,
  }) => {
    const stamp = Date.now().toString(36);
    const name = `Lead ${stamp}`;
    const email = `lead-${stamp}@example.com`;

    await gotoHydrated(page, '/contact');
    const form = page.getByRole('form', { name: 'Book a free consultation' });
    await form.getByLabel('Full Name').fill(name);
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Phone').fill('+91 98111 22334');
    await form.getByRole('button', { name: 'Book Free Consultation' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Consultation Booked Successfully!' })).toBeVisible();

    await signInAsAdmin(page);
    await page.goto('/admin/dashboard');
    const recent = page.getByRole('region', { name: 'Recent Consultations' });
    await expect(recent.getByText(name)).toBeVisible();
    await expect(recent.getByText(email)).toBeVisible();
    await expect(page.getByRole('link', { name: /Total Consultations/ })).toHaveAttribute(
      'href',
      '/admin/consultations',
    );

    await page.getByRole('link', { name: 'Review Consultations' }).click();
    await expect(page).toHaveURL(/\/admin\/consultations$/);
    // Newest first is the list's order without a choice, and the Date header says so.
    await expect(page.getByRole('columnheader', { name: 'Date' })).toHaveAttribute('aria-sort', 'descending');
    await page.getByLabel('Search consultations').fill(stamp);
    await expect(page).toHaveURL(new RegExp(`search=${stamp}`));
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText(email);
    await expect(row).toContainText('+91 98111 22334');
    const status = page.getByLabel(`Status for ${name}`);
    await expect(status).toHaveValue('pending');

    const saved = page.waitForResponse((r) => r.url().includes('/trpc/consultation.updateStatus') && r.ok());
    await status.selectOption('completed');
    await saved;
    await expect(status).toHaveValue('completed');

    await page.reload();
    await expect(page.getByLabel('Search consultations')).toHaveValue(stamp);
    await expect(page.getByLabel(`Status for ${name}`)).toHaveValue('completed');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^consultations-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await file.path()) as string, 'utf8');
    expect(csv).toContain(`,${name},${email},'+91 98111 22334,`);
    expect(csv).toContain(',completed,');
  });

  test('opening a new contact message in the side panel marks it read', async ({ page }) => {
    const stamp = Date.now().toString(36);
    const subject = `Question ${stamp}`;

    await gotoHydrated(page, '/contact');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByLabel('Name').fill('Panel Visitor');
    await form.getByLabel('Email').fill(`panel-${stamp}@example.com`);
    await form.getByLabel('Subject').fill(subject);
    await form.getByLabel('Message').fill('First line\nSecond line of the message');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('status')).toBeVisible();

    await signInAsAdmin(page);
    await page.goto(`/admin/contacts?search=${stamp}`);
    const item = page.getByRole('button', { name: new RegExp(subject) });
    await expect(item.getByTestId('unread-dot')).toBeVisible();

    const marked = page.waitForResponse((r) => r.url().includes('/trpc/contact.updateStatus') && r.ok());
    await item.click();
    const panel = page.getByRole('complementary', { name: subject });
    await expect(panel).toContainText('Second line of the message');
    await expect(panel.getByRole('link', { name: 'Reply by Email' })).toHaveAttribute(
      'href',
      new RegExp(`^mailto:panel-${stamp}@example\\.com\\?subject=Re`),
    );
    await marked;
    await expect(panel.getByLabel('Status')).toHaveValue('read');
    await expect(item.getByTestId('unread-dot')).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('button', { name: new RegExp(subject) })).toContainText('Read');
    await expect(page.getByRole('button', { name: new RegExp(subject) }).getByTestId('unread-dot')).toHaveCount(0);
  });
});
