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
