import { blockingAccessibilityViolations } from './axe';
import { expect, gotoHydrated, test } from './fixtures';

const PUBLIC_PAGES = [
  '/',
  '/services',
  '/disease-management',
  '/transformations',
  '/recipes',
  '/about',
  '/contact',
  '/privacy-policy',
  '/terms-of-service',
  '/disclaimer',
  '/blog',
  '/blog/1',
  '/recipes/1-overnight-oats-with-berries',
];

for (const path of PUBLIC_PAGES) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
    await gotoHydrated(page, path);
    expect(await blockingAccessibilityViolations(page)).toEqual([]);
  });
}
