// Admin analytics: visits and an attributed lead (each test's own source, campaign and landing page, since the server
// is shared) show in the totals, sources, campaigns and landing pages; the range switch, a refused custom range and
// the CSV; the dashboard's glance; the source on the lead lists, their filter and export; axe at phone and desktop.
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { accessibilityViolations } from './axe';
import { expect, gotoHydrated, publicApiHeaders, signInAsAdmin, test } from './fixtures';

/**
 * An ordinary desktop browser (headless Chromium's own user agent names a bot, and bots are not counted), its build
 * number this test's own: a visitor counts once a day, so each test needs a visitor the server has not seen today.
 */
const desktopUserAgent = () =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.${Date.now() % 1e6}.${Math.floor(Math.random() * 1000)} Safari/537.36`;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

type Attribution = { source: string; campaign: string; landing: string; referrer: string };

/** A source and campaign no other test uses. */
function uniqueAttribution(): Attribution {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  return {
    source: `e2e-${stamp}`,
    campaign: `launch-${stamp}`,
    // Only pages that exist are counted, so other tests share this one.
    landing: '/about',
    referrer: `https://news.example/${stamp}?q=<b>x</b>`,
  };
}

/** Two page views from a visitor who landed on `landing` from the tagged link. */
async function seedVisits(request: APIRequestContext, a: Attribution) {
  const userAgent = desktopUserAgent();
  for (const path of [a.landing, '/contact']) {
    const answer = await request.post('/api/visits', {
      data: { path, referrer: a.referrer, utm_source: a.source, utm_medium: 'social', utm_campaign: a.campaign },
      headers: { 'user-agent': userAgent },
    });
    expect(answer.status()).toBe(204);
  }
}

async function postConsultation(request: APIRequestContext, name: string, a: Attribution | null) {
  const answer = await request.post('/api/consultation', {
    headers: await publicApiHeaders(request),
    data: {
      name,
      email: 'source@example.com',
      phone: '+91 98765 43210',
      goal: 'weight_loss',
      attribution: a && {
        landing_page: a.landing,
        referrer: a.referrer,
        utm_source: a.source,
        utm_medium: 'social',
        utm_campaign: a.campaign,
      },
    },
  });
  expect(answer.status()).toBe(201);
}

/** A visitor of this test's own who became a lead, counted by the server; the admin is signed in. */
async function seedAttributedLead(page: Page, leadName: string): Promise<Attribution> {
  const a = uniqueAttribution();
  await seedVisits(page.request, a);
  await postConsultation(page.request, `${leadName} ${a.source}`, a);
  const token = await signInAsAdmin(page);
  await waitForCounts(page.request, token, a);
  return a;
}

/** Yesterday to tomorrow (UTC): today in any business zone. */
function aroundToday() {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  return { from: day(-1), to: day(1) };
}

/** Waits until the server has flushed the visits (every 2 s) and counts the lead for the source. */
async function waitForCounts(request: APIRequestContext, token: string, a: Attribution) {
  const { from, to } = aroundToday();
  await expect
    .poll(
      async () => {
        const answer = await request.get(`/api/admin/analytics?from=${from}&to=${to}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        const report = (await answer.json()) as { sources: Array<{ source: string; visitors: number; leads: number }> };
        const row = report.sources.find((s) => s.source === a.source);
        return row ? { visitors: row.visitors, leads: row.leads } : null;
      },
      { timeout: 5000 },
    )
    .toEqual({ visitors: 1, leads: 1 });
}

async function expectAccessibleAtBothWidths(page: Page) {
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    expect(await accessibilityViolations(page), `axe at ${size.width} px`).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
  }
  await page.setViewportSize(DESKTOP);
}

/** A row's cells as text, in order. */
const cellsOf = async (page: Page, region: string, rowName: string) =>
  page
    .getByRole('region', { name: region })
    .getByRole('row', { name: new RegExp(rowName) })
    .getByRole('cell')
    .allInnerTexts();

test.describe('admin analytics', () => {
  test('visits and an attributed lead show by source, campaign and landing page; ranges switch; CSV; axe', async ({
    page,
    allowProblem,
  }) => {
    const a = await seedAttributedLead(page, 'Analytics Lead');

    await gotoHydrated(page, '/admin/analytics');
    await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Last 30 days' })).toHaveAttribute('aria-current', 'page');
    const total = (label: string) =>
      page.locator('dl > div').filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) });
    for (const label of ['Visitors', 'Page views', 'Leads']) {
      await expect(total(label).locator('dd')).toHaveText(/^[1-9][\d,]*$/);
    }
    await expect(total('Conversion rate').locator('dd')).toHaveText(/^\d+(\.\d)?%$/);

    // This test's own rows: one visitor from one campaign, who became one lead; the landing page is shared.
    await expect(page.getByRole('region', { name: 'Sources' }).getByRole('row', { name: a.source })).toBeVisible();
    expect(await cellsOf(page, 'Sources', a.source)).toEqual(['1', '1', '100%']);
    expect(await cellsOf(page, 'Campaigns', a.campaign)).toEqual(['1', '1', '100%']);
    const [views, pageLeads, pageRate] = await cellsOf(page, 'Top landing pages', a.landing);
    expect(Number(views)).toBeGreaterThanOrEqual(1);
    expect(Number(pageLeads)).toBeGreaterThanOrEqual(1);
    expect(pageRate).toMatch(/^\d+(\.\d)?%$/);
    await expect(page.getByRole('region', { name: 'Devices' }).getByRole('row', { name: /Desktop/ })).toBeVisible();

    // The charts: labelled images, the daily one with its table behind "Show as table".
    const daily = page.getByRole('region', { name: 'Visitors and leads per day' });
    await expect(daily.getByRole('img', { name: /^Line chart of visitors and leads per day/ })).toBeVisible();
    await expect(
      page.getByRole('img', { name: new RegExp(`Bar chart.*${a.source}: 1 visitor, 1 lead\\b`) }),
    ).toBeVisible();
    await daily.getByText('Show as table').click();
    await expect(daily.getByRole('table', { name: 'Visitors, page views and leads per day' })).toBeVisible();

    await expectAccessibleAtBothWidths(page);

    // The range switch keeps its choice in the URL.
    await page.getByRole('link', { name: 'Last 7 days' }).click();
    await expect(page).toHaveURL(/[?&]range=7\b/);
    await expect(page.getByRole('link', { name: 'Last 7 days' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('region', { name: 'Sources' }).getByRole('row', { name: a.source })).toBeVisible();
    await page.getByRole('link', { name: 'Last 90 days' }).click();
    await expect(page).toHaveURL(/[?&]range=90\b/);
    await expect(page.getByRole('region', { name: 'Sources' }).getByRole('row', { name: a.source })).toBeVisible();

    // Asked for reduced motion, the chart draws its lines at once instead of animating them in.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    const line = page.locator('.recharts-line-curve').first();
    await expect(line).toBeVisible();
    expect(await line.getAttribute('stroke-dasharray')).toBeNull();

    // The CSV of the daily table, for the range shown.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^analytics-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await file.path()) as string, 'utf8');
    expect(csv.split('\r\n')[0]).toContain('Date,Visitors,Page views,Leads');
    expect(csv.trim().split('\r\n')).toHaveLength(91);

    // A custom range: the server's reason for refusing one, then a good one.
    allowProblem(/HTTP 400: .*analytics\.report/);
    allowProblem(/Failed to load resource: the server responded with a status of 400/);
    await page.getByLabel('From', { exact: true }).fill('2026-02-10');
    await page.getByLabel('To', { exact: true }).fill('2026-02-01');
    await page.getByRole('button', { name: 'Apply range' }).click();
    await expect(page).toHaveURL(/from=2026-02-10&to=2026-02-01|to=2026-02-01.*from=2026-02-10/);
    await expect(page.getByRole('alert')).toHaveText('to: to must not be before from');
    const { from, to } = aroundToday();
    await page.getByLabel('From', { exact: true }).fill(from);
    await page.getByLabel('To', { exact: true }).fill(to);
    await page.getByRole('button', { name: 'Apply range' }).click();
    await expect(page.getByRole('region', { name: 'Sources' }).getByRole('row', { name: a.source })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('a range without visits says so', async ({ page }) => {
    await signInAsAdmin(page);
    await gotoHydrated(page, '/admin/analytics?from=2001-01-01&to=2001-01-07');
    await expect(page.getByText('No visits yet in this period')).toBeVisible();
    await expect(page.getByRole('img')).toHaveCount(0);
    await expectAccessibleAtBothWidths(page);
  });

  test('the dashboard shows the last 7 days and links to the analytics', async ({ page }) => {
    await seedAttributedLead(page, 'Dashboard Lead');

    await gotoHydrated(page, '/admin/dashboard');
    const glance = page.getByRole('region', { name: 'Visitors, last 7 days' });
    await expect(glance.locator('dd').first()).toHaveText(/^[1-9][\d,]*$/);
    await expect(glance.getByRole('heading', { name: 'Top sources' })).toBeVisible();
    await expectAccessibleAtBothWidths(page);
    await glance.getByRole('link', { name: 'View analytics' }).click();
    await expect(page).toHaveURL(/\/admin\/analytics\?range=7$/);
  });

  test('consultations and contact messages show their source, filter by it, and export the filtered list', async ({
    page,
  }) => {
    const a = uniqueAttribution();
    const name = `Sourced Lead ${a.source}`;
    await postConsultation(page.request, name, a);
    // Another tool's lead over REST, with no attribution: no visit is behind it (decision 174).
    await postConsultation(page.request, `Unsourced Lead ${a.source}`, null);
    await signInAsAdmin(page);

    await gotoHydrated(page, `/admin/consultations?search=${a.source}`);
    await expect(
      page.getByRole('row', { name: /Unsourced Lead/ }).locator('summary', { hasText: 'api' }),
    ).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(name) });
    await row.locator('summary', { hasText: a.source }).click();
    await expect(row).toContainText(a.campaign);
    await expect(row).toContainText(a.referrer);
    await expect(row).toContainText(a.landing);
    await expect(page.locator('a[href*="news.example"]')).toHaveCount(0);
    await expectAccessibleAtBothWidths(page);

    await page.getByRole('textbox', { name: 'Source', exact: true }).fill(a.source.toUpperCase());
    await expect(page).toHaveURL(new RegExp(`source=${a.source.toUpperCase()}`));
    await expect(page.getByRole('row', { name: /Unsourced Lead/ })).toHaveCount(0);
    await expect(page.getByText('1 request')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Source', exact: true })).toHaveValue(a.source.toUpperCase());

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const csv = await readFile((await (await download).path()) as string, 'utf8');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toMatch(/,Source,Medium,Campaign,Referrer,Landing Page$/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`,${a.source},social,${a.campaign},`);

    // A contact message: its source in the list, the whole attribution in its panel.
    const subject = `Where from ${a.source}`;
    const sent = await page.request.post('/api/contact', {
      headers: await publicApiHeaders(page.request),
      data: {
        name: 'Source Visitor',
        email: 'source-visitor@example.com',
        subject,
        message: 'Found you through a link',
        attribution: { landing_page: a.landing, referrer: a.referrer, utm_source: a.source, utm_campaign: a.campaign },
      },
    });
    expect(sent.status()).toBe(201);
    await gotoHydrated(page, `/admin/contacts?source=${a.source}`);
    const item = page.getByRole('button', { name: new RegExp(subject) });
    await expect(item.getByTestId('contact-source')).toHaveText(`Source: ${a.source}`);
    await expect(page.getByRole('list', { name: 'Messages' }).getByRole('listitem')).toHaveCount(1);
    await item.click();
    const panel = page.getByRole('complementary', { name: subject });
    const origin = panel.getByRole('region', { name: 'Where it came from' });
    await expect(origin).toContainText(a.campaign);
    await expect(origin).toContainText(a.referrer);
    await expect(origin).toContainText(a.landing);
    await expectAccessibleAtBothWidths(page);
  });
});
