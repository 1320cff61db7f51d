import { accessibilityViolations } from './axe';
import { expect, gotoHydrated, test } from './fixtures';
import { FIXED_PUBLIC_PAGES } from './public-pages';

const PUBLIC_PAGES = [...FIXED_PUBLIC_PAGES, '/blog/1', '/recipes/1-overnight-oats-with-berries'];

const WIDTHS = { phone: 375, desktop: 1280 };

// One test a page, each width a fresh load of it in the same browser page.
for (const path of PUBLIC_PAGES) {
  test(`${path} has no accessibility violation at phone or desktop width`, async ({ page }) => {
    for (const [device, width] of Object.entries(WIDTHS)) {
      await test.step(`${device} width`, async () => {
        await page.setViewportSize({ width, height: 900 });
        await gotoHydrated(page, path);
        expect(await accessibilityViolations(page), `${path} at ${device} width`).toEqual([]);
      });
    }
  });
}

// The REST reference is drawn by the server alone (no React, so nothing to wait for but the page itself).
test('/api/docs has no accessibility violation at phone or desktop width, and asks nothing of another site', async ({
  page,
}) => {
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    if (!/^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//.test(request.url())) elsewhere.push(request.url());
  });
  for (const [device, width] of Object.entries(WIDTHS)) {
    await test.step(`${device} width`, async () => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/api/docs');
      await expect(page.getByRole('heading', { level: 3, name: 'POST /api/consultation' })).toBeVisible();
      expect(await accessibilityViolations(page), `/api/docs at ${device} width`).toEqual([]);
    });
  }
  expect(elsewhere).toEqual([]);
});
