// The portal's screens clear the same accessibility bar as the public pages (WCAG 2.1 A/AA and axe's best practices),
// at phone and desktop width, once their content has loaded.
import { accessibilityViolations } from './axe';
import { expect, signInAsAdmin, test } from './fixtures';

/** Each screen, and a heading that shows once it has drawn its content. */
const SCREENS: ReadonlyArray<[path: string, heading: string]> = [
  ['/admin/dashboard', 'Dashboard'],
  ['/admin/consultations', 'Consultations'],
  ['/admin/contacts', 'Contact Messages'],
  ['/admin/recipes', 'Recipes'],
  ['/admin/transformations', 'Transformations'],
  ['/admin/testimonials', 'Testimonials'],
  ['/admin/blogs', 'Blog & Vlog Management'],
  ['/admin/campaigns', 'Campaigns'],
  ['/admin/pages', 'Pages'],
  ['/admin/pages/home', 'Home page'],
  ['/admin/pages/about', 'About page'],
  ['/admin/pages/services', 'Services page'],
  ['/admin/pages/contact', 'Contact page'],
  ['/admin/settings', 'Settings'],
];

const WIDTHS = { phone: 375, desktop: 1280 };

for (const [path, heading] of SCREENS) {
  for (const [device, width] of Object.entries(WIDTHS)) {
    test(`${path} has no accessibility violation at ${device} width`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await signInAsAdmin(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
      expect(await accessibilityViolations(page)).toEqual([]);
    });
  }
}
