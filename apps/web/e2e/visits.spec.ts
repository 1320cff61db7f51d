// Private visit counts and the source of a lead, as a visitor from an Instagram campaign produces them.
import { expect, gotoHydrated, signInAsAdmin, test } from './fixtures';

// Headless Chromium names itself a bot and is not counted: this visitor uses an ordinary browser's user agent, its own
// so that the day's visitor hash is this test's alone.
const VISITOR_AGENT = `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36 Visit/${Date.now()}`;
test.use({ userAgent: VISITOR_AGENT });

/** Today in the business time zone (the default availability's). */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

type Report = {
  campaigns: Array<{ campaign: string; visitors: number; leads: number }>;
  sources: Array<{ source: string; visitors: number; leads: number }>;
  pages: Array<{ path: string; pageviews: number; leads: number }>;
};

test('a visit from a campaign is counted page by page, and the lead it books carries its source', async ({ page }) => {
  const campaign = `e2e-spring-${Date.now()}`;
  // The beacon's body (a Blob) is not shown to the test: which pages counted is read from the figures below.
  let beacons = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/visits')) beacons += 1;
  });

  await gotoHydrated(page, `/?utm_source=Instagram&utm_medium=social&utm_campaign=${campaign}`);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  // A page counts once it is shown; one left before it resolved (a quick second click) is not a view.
  await expect.poll(() => beacons).toBe(2);
  await nav.getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect.poll(() => beacons).toBe(3);

  const form = page.getByRole('form', { name: 'Book a free consultation' });
  await form.getByLabel('Full Name').fill('Campaign Visitor');
  await form.getByLabel('Email').fill(`${campaign}@example.com`);
  await form.getByLabel('Phone').fill('+91 98111 22334');
  await form.getByRole('button', { name: 'Book Free Consultation' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Consultation Booked Successfully!' })).toBeVisible();

  // The tab keeps its landing in session storage only: no cookie, nothing in local storage.
  expect(await page.context().cookies()).toEqual([]);
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes('landing')))).toEqual([]);

  const token = await signInAsAdmin(page);
  const headers = { Authorization: `Bearer ${token}` };
  const day = today();
  let report: Report | undefined;
  // Counts are written every 2 seconds: the figures show them within 5.
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`/api/admin/analytics?from=${day}&to=${day}`, { headers });
        report = (await res.json()) as Report;
        return report.campaigns.find((c) => c.campaign === campaign);
      },
      { timeout: 5000 },
    )
    .toEqual({ campaign, visitors: 1, leads: 1 });
  expect(report?.sources.find((s) => s.source === 'instagram')?.leads).toBeGreaterThanOrEqual(1);
  for (const path of ['/', '/about', '/contact']) {
    expect(report?.pages.find((p) => p.path === path)?.pageviews, path).toBeGreaterThanOrEqual(1);
  }

  // The owner sees the visit, its source, its campaign and the lead on the Analytics page.
  await gotoHydrated(page, '/admin/analytics?range=7');
  const campaigns = page.getByRole('region', { name: 'Campaigns' });
  await expect(campaigns.getByRole('row', { name: new RegExp(campaign) }).getByRole('cell')).toHaveText([
    '1',
    '1',
    '100%',
  ]);
  await expect(page.getByRole('region', { name: 'Sources' }).getByRole('row', { name: /^instagram/ })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Top landing pages' }).getByRole('row', { name: /^\/about\b/ }),
  ).toBeVisible();

  const list = await page.request.get(`/api/admin/consultations?search=${campaign}`, { headers });
  const [lead] = (await list.json()).consultations;
  expect(lead.attribution).toEqual({
    source: 'instagram',
    medium: 'social',
    campaign,
    referrer: null,
    landing_page: '/',
  });
});

test('admin pages and pages that do not exist send no beacon', async ({ page, allowProblem }) => {
  allowProblem(/HTTP 404: .*\/no-such-page|status of 404/);
  const beacons: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/visits')) beacons.push(new URL(page.url()).pathname);
  });
  await signInAsAdmin(page);
  await gotoHydrated(page, '/admin/dashboard');
  await gotoHydrated(page, '/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The first page that counts sends the first beacon.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await expect.poll(() => beacons).toEqual(['/about']);
});
