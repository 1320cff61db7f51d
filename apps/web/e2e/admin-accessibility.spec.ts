// The portal's screens clear the same accessibility bar as the public pages (WCAG 2.1 A/AA and axe's best practices),
// at phone and desktop width, once their content has loaded.
import { accessibilityViolations } from './axe';
import { expect, signInAsAdmin, test } from './fixtures';

/**
 * Each screen, a heading that shows once it has drawn its content, and a folded part to open first with a field that
 * shows once it has drawn, if any.
 */
const SCREENS: ReadonlyArray<[path: string, heading: string, open?: { part: string; field: string }]> = [
  ['/admin/dashboard', 'Dashboard'],
  ['/admin/consultations', 'Consultations'],
  ['/admin/contacts', 'Contact Messages'],
  ['/admin/subscribers', 'Subscribers'],
  ['/admin/recipes', 'Recipes'],
  ['/admin/transformations', 'Transformations'],
  ['/admin/testimonials', 'Testimonials'],
  ['/admin/blogs', 'Blog & Vlog Management'],
  ['/admin/campaigns', 'Campaigns'],
  ['/admin/pages', 'Pages'],
  ['/admin/pages/home', 'Home page'],
  ['/admin/pages/about', 'About page'],
  ['/admin/pages/services', 'Services page', { part: 'Programmes', field: 'Programme 1 title' }],
  ['/admin/pages/disease-management', 'Disease management page', { part: 'Conditions', field: 'Condition 1 name' }],
  ['/admin/pages/contact', 'Contact page', { part: 'Questions and answers', field: 'Question 1' }],
  // The rich-text editors of the legal parts, with their toolbars.
  ['/admin/pages/privacy-policy', 'Privacy policy page', { part: 'Parts', field: 'Part 1 text' }],
  ['/admin/settings', 'Settings'],
];

const WIDTHS = { phone: 375, desktop: 1280 };

// One test a screen, signed in once; each width a fresh load of the screen.
for (const [path, heading, open] of SCREENS) {
  test(`${path} has no accessibility violation at phone or desktop width`, async ({ page }) => {
    // A long form (every condition, every legal part) takes axe a while on a loaded machine.
    if (open) test.slow();
    await signInAsAdmin(page);
    for (const [device, width] of Object.entries(WIDTHS)) {
      await test.step(`${device} width`, async () => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        // The portal's code loads after sign-in; a long editor takes a few seconds on a busy machine.
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 15_000 });
        await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
        if (open) {
          await page.getByText(open.part, { exact: true }).first().click();
          await expect(page.getByRole('textbox', { name: open.field, exact: true })).toBeVisible();
        }
        expect(await accessibilityViolations(page), `${path} at ${device} width`).toEqual([]);
      });
    }
  });
}
