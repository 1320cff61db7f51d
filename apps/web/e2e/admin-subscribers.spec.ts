// Admin subscribers: readers who subscribed through the public API show with their status, source and dates; the
// search and status filter narrow the list and live in the URL; the CSV export keeps a formula inert; Remove asks,
// then removes for good; the empty state; a confirmed reader on the analytics page; axe at phone and desktop width.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_DATA_DIR } from '../playwright.config';
import { accessibilityViolations } from './axe';
import { expect, gotoHydrated, publicApiHeaders, signInAsAdmin, test } from './fixtures';

const PHONE = { width: 375, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

const STATUS_LABELS = [
  ['Pending', 'pending'],
  ['Subscribed', 'subscribed'],
  ['Unsubscribed', 'unsubscribed'],
  ['Suppressed', 'suppressed'],
] as const;

type Reader = { email: string; first_name: string; source: string };

/** A stamp no other test uses, in lower case (addresses are stored in lower case). */
const uniqueStamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function subscribe(request: APIRequestContext, reader: Reader) {
  const answer = await request.post('/api/newsletter/subscribe', {
    headers: await publicApiHeaders(request),
    data: reader,
  });
  expect(answer.status()).toBe(202);
}

/** The token of the confirmation link the server e-mailed to `email` (no SMTP: .eml files in the data folder). */
async function confirmationToken(email: string): Promise<string> {
  const outbox = join(E2E_DATA_DIR, 'outbox');
  let token = '';
  await expect
    .poll(
      () => {
        if (!existsSync(outbox)) return '';
        for (const file of readdirSync(outbox).filter((name) => name.endsWith('newsletter_confirmation.eml'))) {
          // Quoted-printable: soft line breaks ("=" at a line's end) may split the link, and "=" is written "=3D".
          const eml = readFileSync(join(outbox, file), 'utf8').replace(/=\r?\n/g, '');
          if (!eml.includes(`To: ${email}`)) continue;
          token = /\/newsletter\/confirm\?token=(?:3D)?(\d{1,12}\.[A-Za-z0-9_-]{16,100})/.exec(eml)?.[1] ?? '';
        }
        return token;
      },
      { timeout: 20_000 },
    )
    .not.toBe('');
  return token;
}

/** Subscribes and follows the confirmation e-mail's link, as the reader would. */
async function subscribeAndConfirm(request: APIRequestContext, reader: Reader) {
  await subscribe(request, reader);
  const confirmed = await request.post('/api/newsletter/confirm', {
    data: { token: await confirmationToken(reader.email) },
  });
  expect(confirmed.status()).toBe(200);
}

async function expectAccessibleAtBothWidths(page: Page) {
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    expect(await accessibilityViolations(page), `axe at ${size.width} px`).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
  }
  await page.setViewportSize(DESKTOP);
}

/** A row's cells as text, in order, the row's header (the address) first. */
const cellsOf = (page: Page, email: string) =>
  page
    .getByRole('row', { name: new RegExp(`^${email.replace(/[.+]/g, '\\$&')}`) })
    .locator('th, td')
    .allInnerTexts();

test.describe('admin subscribers', () => {
  test('the list shows each reader; search and status filter live in the URL; CSV; Remove asks, then removes', async ({
    page,
  }) => {
    const stamp = uniqueStamp();
    /** In the pending reader's first name only: a search by name. */
    const nameTag = `tag${stamp}`;
    const confirmed: Reader = { email: `reader-${stamp}@example.com`, first_name: 'Asha', source: '/blog' };
    // A name that is markup, and one a spreadsheet would run: both stay text.
    const pending: Reader = {
      email: `pending-${stamp}@example.com`,
      first_name: `<img src=x onerror=alert(1)>${nameTag}`,
      source: '/blog/1',
    };
    const formula: Reader = { email: `=formula-${stamp}@example.com`, first_name: '=SUM(A1:A9)', source: '/' };
    await subscribeAndConfirm(page.request, confirmed);
    await subscribe(page.request, pending);
    await subscribe(page.request, formula);
    const token = await signInAsAdmin(page);

    // From the portal's navigation, beside the leads.
    await gotoHydrated(page, '/admin/dashboard');
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Subscribers' }).click();
    await expect(page).toHaveURL(/\/admin\/subscribers$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Subscribers' })).toBeVisible();

    // The counts per status are the whole list's, as the server counts them (read again should another test's reader
    // arrive in between).
    const figure = (label: string) =>
      page
        .locator('dl > div')
        .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
        .locator('dd');
    await expect(async () => {
      const answer = await page.request.get('/api/admin/subscribers', {
        headers: { authorization: `Bearer ${token}` },
      });
      const { counts } = (await answer.json()) as { counts: Record<string, number> };
      await page.reload();
      await expect(figure('Pending')).not.toHaveText('—');
      const shown: Record<string, number> = {};
      for (const [label, status] of STATUS_LABELS)
        shown[status] = Number((await figure(label).textContent())?.replace(/,/g, ''));
      expect(shown).toEqual(counts);
      expect(counts.subscribed).toBeGreaterThanOrEqual(1);
      expect(counts.pending).toBeGreaterThanOrEqual(2);
    }).toPass({ timeout: 30_000 });

    // Searching by this test's stamp: its three readers, each with its status, source and dates.
    const search = page.getByRole('searchbox', { name: 'Search subscribers' });
    await search.fill(stamp);
    await expect(page).toHaveURL(new RegExp(`search=${stamp}`));
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(4);
    await expect(page.getByText('3 subscribers')).toBeVisible();
    const [email, firstName, status, source, subscribed, confirmedOn, unsubscribed] = await cellsOf(
      page,
      confirmed.email,
    );
    expect([email, firstName, status, source]).toEqual([confirmed.email, 'Asha', 'Subscribed', '/blog']);
    expect(subscribed).toMatch(/^\d{1,2} \w{3} \d{4}$/);
    expect(confirmedOn).toBe(subscribed);
    expect(unsubscribed).toBe('—');
    expect((await cellsOf(page, pending.email)).slice(0, 5)).toEqual([
      pending.email,
      pending.first_name,
      'Pending',
      '/blog/1',
      subscribed,
    ]);
    expect((await cellsOf(page, pending.email))[5]).toBe('—');
    await expect(page.getByRole('table').locator('img')).toHaveCount(0);
    await expectAccessibleAtBothWidths(page);

    // The search takes a first name too.
    await search.fill(nameTag);
    await expect(page).toHaveURL(new RegExp(`search=${nameTag}`));
    await expect(rows).toHaveCount(2);
    await expect(page.getByRole('row', { name: new RegExp(`^pending-${stamp}`) })).toBeVisible();

    // The status filter narrows the search, and both survive a reload.
    await search.fill(stamp);
    await expect(rows).toHaveCount(4);
    await page.getByRole('combobox', { name: 'Status' }).selectOption('subscribed');
    await expect(page).toHaveURL(/[?&]status=subscribed\b/);
    await expect(rows).toHaveCount(2);
    await expect(page.getByRole('row', { name: new RegExp(`^reader-${stamp}`) })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('subscribed');
    await expect(page.getByRole('searchbox', { name: 'Search subscribers' })).toHaveValue(stamp);
    await expect(rows).toHaveCount(2);
    await expect(page.getByRole('row', { name: new RegExp(`^reader-${stamp}`) })).toBeVisible();

    // The export holds the filtered list; a value a spreadsheet would run starts with an apostrophe.
    await page.getByRole('combobox', { name: 'Status' }).selectOption('');
    await expect(page).not.toHaveURL(/status=/);
    await expect(rows).toHaveCount(4);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await readFile((await file.path()) as string, 'utf8')).trim().split('\r\n');
    expect(lines[0]).toBe('ID,Email,First Name,Status,Source,Subscribed At,Confirmed At,Unsubscribed At');
    expect(lines).toHaveLength(4);
    expect(lines.find((line) => line.includes(`formula-${stamp}`))).toMatch(
      new RegExp(`^\\d+,'=formula-${stamp}@example\\.com,'=SUM\\(A1:A9\\),Pending,/,`),
    );
    expect(lines.find((line) => line.includes(`reader-${stamp}`))).toMatch(
      new RegExp(`^\\d+,reader-${stamp}@example\\.com,Asha,Subscribed,/blog,\\S+,\\S+,$`),
    );

    // Remove asks first; Cancel keeps the reader.
    const removeButton = page.getByRole('button', { name: `Remove ${pending.email}` });
    await removeButton.click();
    const dialog = page.getByRole('dialog', { name: 'Remove Subscriber' });
    await expect(dialog).toContainText(pending.email);
    await expect(dialog).toContainText('cannot be undone');
    await expectAccessibleAtBothWidths(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(removeButton).toBeFocused();
    await expect(rows).toHaveCount(4);

    // Confirmed, the reader is gone for good, and the line saying so takes the focus from the removed row.
    await removeButton.click();
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(rows).toHaveCount(3);
    await expect(page.getByRole('status').filter({ hasText: `Removed ${pending.email}` })).toBeFocused();
    await expect(page.getByText('2 subscribers')).toBeVisible();
    await page.reload();
    await expect(rows).toHaveCount(3);
    await expect(page.getByRole('row', { name: new RegExp(`^pending-${stamp}`) })).toHaveCount(0);
  });

  test('before anyone subscribes, the page says where the forms are', async ({ page }) => {
    await signInAsAdmin(page);
    // Other tests share the server, so the list's answer is emptied here (the batch may carry other calls too).
    await page.route(/\/trpc\/[^?]*newsletter\.list/, async (route) => {
      const response = await route.fetch();
      const procedures = new URL(route.request().url()).pathname.replace('/trpc/', '').split(',');
      const results = (await response.json()) as unknown[];
      results[procedures.indexOf('newsletter.list')] = {
        result: {
          data: {
            subscribers: [],
            counts: { pending: 0, subscribed: 0, unsubscribed: 0, suppressed: 0 },
            pagination: { page: 1, per_page: 10, total: 0, pages: 0 },
          },
        },
      };
      await route.fulfill({ response, json: results });
    });
    await gotoHydrated(page, '/admin/subscribers');
    await expect(page.getByRole('heading', { level: 2, name: 'No subscribers yet' })).toBeVisible();
    await expect(page.getByText('on the blog, under each post and in the footer of every page')).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expectAccessibleAtBothWidths(page);
  });

  test('a confirmed reader counts on the analytics page', async ({ page }) => {
    const stamp = uniqueStamp();
    await subscribeAndConfirm(page.request, { email: `counted-${stamp}@example.com`, first_name: 'Mira', source: '/' });
    await signInAsAdmin(page);
    await gotoHydrated(page, '/admin/analytics?range=7');
    const panel = page.getByRole('region', { name: 'Newsletter' });
    const figure = (label: string) =>
      panel
        .locator('dl > div')
        .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
        .locator('dd');
    await expect(figure('Subscribed now')).toHaveText(/^[1-9][\d,]*$/);
    await expect(figure('New in this period')).toHaveText(/^[1-9][\d,]*$/);
    const days = panel.getByRole('table', { name: 'New subscribers per day' });
    await expect(days.getByRole('row')).not.toHaveCount(0);
    await expectAccessibleAtBothWidths(page);
  });
});
