// The public site's chrome as its first HTML gives it, JavaScript off: the mobile menu, the Services menu and the table
// of contents work as plain HTML, what needs script is absent, and every public page lays out at 375 and 320 px
// without sideways scrolling. With JavaScript, the next page is fetched ahead of the click under the page's policy.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HEADER_OFFSET_PX } from '@coach/shared';
import type { APIRequestContext, Browser, BrowserContextOptions, Locator, Page } from '@playwright/test';
import { E2E_DATA_DIR } from '../playwright.config';
import { expect, gotoHydrated, publicApiHeaders, test } from './fixtures';
import { FIXED_PUBLIC_PAGES } from './public-pages';

/**
 * A page with JavaScript off, which fails the test on a failed request or an answer of 400 or more (as the fixtures'
 * own pages do), unless its path is expected to be missing.
 */
async function pageWithoutScript(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<{ page: Page; problems: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext({ ...options, javaScriptEnabled: false });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('requestfailed', (request) => {
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') problems.push(`failed: ${request.url()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && !new URL(response.url()).pathname.startsWith('/no-such-page')) {
      problems.push(`HTTP ${response.status()}: ${response.url()}`);
    }
  });
  return { page, problems, close: () => context.close() };
}

/** Distance in pixels from the top of the viewport to the top of an element. */
const topOf = async (locator: Locator) => (await locator.boundingBox())?.y ?? Number.POSITIVE_INFINITY;

test.describe('without JavaScript', () => {
  test('the menu opens at 375px, lists every section, closes, and its links go', async ({ browser }) => {
    const { page, problems, close } = await pageWithoutScript(browser, { viewport: { width: 375, height: 740 } });
    await page.goto('/about');
    const open = page.getByRole('button', { name: 'Open menu' });
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeHidden();

    await open.click();
    await expect(dialog.getByRole('link', { name: 'Transformations' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Weight Gain' })).toHaveAttribute('href', '/services#weight-gain');
    await expect(dialog.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    await dialog.getByRole('button', { name: 'Close menu' }).click();
    await expect(dialog).toBeHidden();

    await open.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await open.click();
    await dialog.getByRole('link', { name: 'Recipes' }).click();
    await expect(page).toHaveURL(/\/recipes$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Healthy Recipes' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    expect(problems).toEqual([]);
    await close();
  });

  test('the Services menu opens on hover and from the keyboard', async ({ browser }) => {
    const { page, problems, close } = await pageWithoutScript(browser, { viewport: { width: 1280, height: 900 } });
    await page.goto('/about');
    const banner = page.getByRole('banner');
    const services = page.getByRole('navigation', { name: 'Site sections' }).getByRole('button', { name: 'Services' });
    await expect(banner.getByRole('link', { name: 'Weight Gain' })).toBeHidden();
    await services.hover();
    await expect(banner.getByRole('link', { name: 'Weight Gain' })).toBeVisible();
    await page.mouse.move(0, 600);
    await expect(banner.getByRole('link', { name: 'Weight Gain' })).toBeHidden();

    // The keyboard: the list shows while the focus is in it.
    await services.focus();
    const allServices = banner.getByRole('link', { name: 'All Services' });
    await expect(allServices).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(allServices).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/services$/);
    expect(problems).toEqual([]);
    await close();
  });

  for (const { path, entry, id } of [
    { path: '/services', entry: 'Why Choose Us', id: 'why-choose-us' },
    { path: '/disease-management', entry: 'Our Approach', id: 'approach' },
  ]) {
    test(`the table of contents of ${path} takes the visitor to a section, below the header`, async ({ browser }) => {
      const { page, problems, close } = await pageWithoutScript(browser, { viewport: { width: 375, height: 740 } });
      await page.goto(path);
      const menu = page.getByRole('navigation', { name: 'On this page' });
      await expect(menu).toBeHidden();
      await page.getByRole('button', { name: 'Table of contents' }).click();
      await expect(menu.getByRole('link').first()).toBeVisible();
      expect(await menu.getByRole('link').count()).toBeGreaterThanOrEqual(4);
      await menu.getByRole('link', { name: entry }).click();
      await expect(page).toHaveURL(new RegExp(`${path}#${id}$`));
      const section = page.locator(`section#${id}`);
      await expect.poll(async () => Math.abs((await topOf(section)) - HEADER_OFFSET_PX)).toBeLessThanOrEqual(2);
      // The list is the browser's own popover: Escape closes it.
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      expect(problems).toEqual([]);
      await close();
    });
  }

  test('what needs script is not there: back-to-top, the scroll strip, the floating BMI button, dismissing the banner', async ({
    browser,
  }) => {
    const { page, problems, close } = await pageWithoutScript(browser, { viewport: { width: 375, height: 740 } });
    await page.goto('/recipes');
    await page.mouse.wheel(0, 2000);
    await expect(page.getByRole('button', { name: 'Back to top' })).toHaveCount(0);
    await expect(page.getByRole('progressbar', { name: 'Reading progress' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'BMI calculator' })).toHaveCount(0);
    const bmiBanner = page.getByRole('complementary', { name: 'BMI calculator' });
    await expect(bmiBanner.getByRole('link', { name: 'Calculate Now' })).toHaveAttribute('href', '/#bmi-calculator');
    await expect(bmiBanner.getByRole('button', { name: 'Dismiss BMI banner' })).toBeHidden();
    expect(problems).toEqual([]);
    await close();
  });
});

/** Books a free time over the public API and returns the private link of its confirmation e-mail. */
async function bookingPagePath(request: APIRequestContext): Promise<string> {
  const headers = await publicApiHeaders(request);
  const { slots } = (await (await request.get('/api/availability', { headers })).json()) as {
    slots: Array<{ start: string }>;
  };
  const email = `layout-${Date.now()}@example.com`;
  // A time from the middle of the week: other tests take the first and the last.
  let booked = false;
  for (const slot of slots.slice(Math.floor(slots.length / 3)).slice(0, 10)) {
    const answer = await request.post('/api/consultation', {
      headers,
      data: { name: 'Layout Check', email, phone: '+91 98765 43210', goal: 'weight_loss', slot_start: slot.start },
    });
    if (answer.status() === 201) {
      booked = true;
      break;
    }
  }
  expect(booked).toBe(true);
  const outbox = join(E2E_DATA_DIR, 'outbox');
  let path = '';
  await expect
    .poll(
      () => {
        if (!existsSync(outbox)) return '';
        for (const file of readdirSync(outbox).filter((name) => name.endsWith('consultation_confirmation.eml'))) {
          const eml = readFileSync(join(outbox, file), 'utf8').replace(/=\r?\n/g, '');
          if (eml.includes(`To: ${email}`)) path = /\/booking\/[A-Za-z0-9_-]{43}/.exec(eml)?.[0] ?? '';
        }
        return path;
      },
      { timeout: 20_000 },
    )
    .not.toBe('');
  return path;
}

test('every public page lays out at 375 and 320 px without scrolling sideways, before any script', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const pages = [
    ...FIXED_PUBLIC_PAGES,
    '/blog/1',
    '/recipes/1-overnight-oats-with-berries',
    '/newsletter/confirm?token=layout-check',
    '/newsletter/manage?token=layout-check',
    await bookingPagePath(request),
    '/no-such-page',
  ];
  for (const width of [375, 320]) {
    const { page, problems, close } = await pageWithoutScript(browser, { viewport: { width, height: 740 } });
    for (const path of pages) {
      await page.goto(path);
      const overflow = await page.evaluate(() => {
        const root = document.documentElement;
        return root.scrollWidth - root.clientWidth;
      });
      expect(overflow, `${path} at ${width}px`).toBeLessThanOrEqual(0);
    }
    expect(problems).toEqual([]);
    await close();
  }
});

test('the next page is fetched ahead when the pointer rests on its link, as the page policy allows', async ({
  page,
}) => {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (directive: string) => violations.push(directive));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportViolation(d: string): void }).reportViolation(event.effectiveDirective);
    });
  });
  // Chromium reports its speculation rules and what it fetched ahead through the DevTools protocol.
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Preload.enable');
  const ruleErrors: string[] = [];
  const fetchedAhead: string[] = [];
  devtools.on('Preload.ruleSetUpdated', ({ ruleSet }) => {
    if (ruleSet.errorType) ruleErrors.push(`${ruleSet.errorType}: ${ruleSet.errorMessage}`);
  });
  devtools.on('Preload.prefetchStatusUpdated', ({ key, status }) => {
    if (status === 'Ready' || status === 'Success') fetchedAhead.push(new URL(key.url).pathname);
  });
  await gotoHydrated(page, '/');
  const rules = JSON.parse((await page.locator('script[type="speculationrules"]').textContent()) ?? '{}');
  expect(Object.keys(rules).sort()).toEqual(['prefetch', 'prerender']);

  await page.getByRole('navigation', { name: 'Site sections' }).getByRole('link', { name: 'About' }).hover();
  await expect.poll(() => fetchedAhead).toContain('/about');
  expect(ruleErrors).toEqual([]);
  expect(violations).toEqual([]);
  // The page fetched ahead is the one shown.
  await page.getByRole('navigation', { name: 'Site sections' }).getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test.describe('with JavaScript', () => {
  test('the menu is a modal dialog: its button says it is open, the focus stays inside, a tap beside it closes it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await gotoHydrated(page, '/about');
    const open = page.getByRole('button', { name: 'Open menu' });
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog.getByRole('link', { name: 'Contact' })).toBeVisible();
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    // Modal: announced as such, the focus inside and kept there (Tab and Shift+Tab wrap around).
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    const focusInside = () => dialog.evaluate((element) => element.contains(document.activeElement));
    expect(await focusInside()).toBe(true);
    const controls = await dialog.locator('a[href], button').count();
    for (let step = 0; step <= controls; step++) {
      await page.keyboard.press('Tab');
      expect(await focusInside()).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await focusInside()).toBe(true);
    // A tap beside it, on the header's link home, closes it and follows nothing.
    const home = page.getByRole('banner').getByRole('link', { name: 'Home', exact: true }).first();
    const box = await home.boundingBox();
    const menuBox = await dialog.boundingBox();
    if (!box || !menuBox) throw new Error('the link home or the menu has no box');
    const x = box.x + 8;
    expect(x).toBeLessThan(menuBox.x);
    await page.mouse.click(x, box.y + box.height / 2);
    await expect(dialog).toBeHidden();
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await expect(open).toBeFocused();
    await page.waitForTimeout(300);
    await expect(page).toHaveURL(/\/about$/);
  });

  test('Book Consultation on /contact scrolls to the form without leaving the page', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await gotoHydrated(page, '/contact');
    const heading = page.getByRole('heading', { name: 'Book Your Free Consultation' });
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    await expect(heading).not.toBeInViewport();
    await page.getByRole('banner').getByRole('link', { name: 'Book Consultation' }).click();
    await expect(heading).toBeInViewport();
    expect(new URL(page.url()).hash).toBe('');
  });

  test('the logo falls back to its alternate image, then to the business name', async ({ page, allowProblem }) => {
    allowProblem(/images\/logo\.(svg|png)|status of 404/);
    // The shipped image fails; its alternate (which this install does not have) is served for the test.
    await page.route('**/images/logo.svg', (route) => route.fulfill({ status: 404, body: '' }));
    await page.route('**/images/logo.png', (route) =>
      route.fulfill({
        path: fileURLToPath(new URL('../public/images/logo.svg', import.meta.url)),
        contentType: 'image/svg+xml',
      }),
    );
    await gotoHydrated(page, '/about');
    const home = page.getByRole('banner').getByRole('link', { name: 'Home', exact: true }).first();
    await expect(home.locator('img')).toHaveAttribute('src', '/images/logo.png');
    expect(await home.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

    await page.route('**/images/logo.png', (route) => route.fulfill({ status: 404, body: '' }));
    await gotoHydrated(page, '/about');
    await expect(home.locator('img')).toHaveCount(0);
    await expect(home).toHaveText('NutriWell');
  });
});

for (const reducedMotion of ['no-preference', 'reduce'] as const) {
  test(`moving to another page ${reducedMotion === 'reduce' ? 'does not cross-fade with reduced motion' : 'cross-fades'}`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion });
    // Each page reports, as it is revealed, whether the browser carries a view transition into it.
    await page.addInitScript(() => {
      window.addEventListener('pagereveal', (event) => {
        const transition = (event as Event & { viewTransition: unknown }).viewTransition;
        sessionStorage.setItem('revealed-with-transition', String(Boolean(transition)));
      });
    });
    await gotoHydrated(page, '/about');
    await page.evaluate(() => sessionStorage.removeItem('revealed-with-transition'));
    await page.getByRole('navigation', { name: 'Site sections' }).getByRole('link', { name: 'Recipes' }).click();
    await expect(page).toHaveURL(/\/recipes$/);
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem('revealed-with-transition')))
      .toBe(String(reducedMotion === 'no-preference'));
  });
}
