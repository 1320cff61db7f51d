import { accessibilityViolations } from './axe';
import { expect, gotoHydrated, test } from './fixtures';
import { FIXED_PUBLIC_PAGES } from './public-pages';

const PUBLIC_PAGES = [...FIXED_PUBLIC_PAGES, '/blog/1', '/recipes/1-overnight-oats-with-berries'];

const WIDTHS = { phone: 375, desktop: 1280 };

for (const path of PUBLIC_PAGES) {
  for (const [device, width] of Object.entries(WIDTHS)) {
    test(`${path} has no accessibility violation at ${device} width`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, path);
      expect(await accessibilityViolations(page)).toEqual([]);
    });
  }
}
