// Settings > Logo: the owner uploads her logo and the public header shows it, with the icons drawn from it linked in
// the page head; the screen stays accessible with a logo in place; removing it brings back the shipped logo. On the
// second server, before the site becomes hers (playwright.config.ts): a page another test had open would otherwise
// ask for a logo that was just removed.
import { accessibilityViolations } from '../axe';
import { expect, gotoHydrated, signInAsAdmin, test } from '../fixtures';

/** A distinctive SVG logo: a purple badge, wider than tall. */
const LOGO = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 180 60"><rect width="180" height="60" rx="12" fill="#6d28d9"/><circle cx="30" cy="30" r="18" fill="#fde047"/></svg>',
);

test('the owner uploads a logo in Settings and the public header shows it', async ({ page }) => {
  test.setTimeout(60_000);
  await signInAsAdmin(page);
  await page.goto('/admin/settings');
  const section = page.getByRole('region', { name: 'Logo' });
  await expect(section.getByRole('img', { name: /preview/ })).toHaveAttribute('src', '/images/logo.svg');

  await section
    .getByLabel('Upload your logo')
    .setInputFiles({ name: 'badge.svg', mimeType: 'image/svg+xml', buffer: LOGO });
  await expect(section.getByRole('status')).toHaveText('Upload successful!');
  await expect(section.getByRole('img', { name: /preview/ })).toHaveAttribute(
    'src',
    /^\/uploads\/logo\/\w+\/logo\.svg$/,
  );
  const src = await section.getByRole('img', { name: /preview/ }).getAttribute('src');

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(section.getByRole('button', { name: 'Remove logo' })).toBeVisible();
    expect(await accessibilityViolations(page), `${width}px`).toEqual([]);
  }

  await gotoHydrated(page, '/about');
  const logo = page.getByRole('banner').locator(`img[src="${src}"]`);
  await expect(logo).toBeVisible();
  expect(await logo.getAttribute('alt')).toBeTruthy();
  expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  expect(touchIcon).toMatch(/^\/apple-touch-icon\.png\?v=\w+$/);
  const icon = await page.request.get(touchIcon as string);
  expect(icon.headers()['content-type']).toBe('image/png');

  // Removed: the shipped logo again.
  await page.goto('/admin/settings');
  await section.getByRole('button', { name: 'Remove logo' }).click();
  await page.getByRole('dialog', { name: 'Remove logo' }).getByRole('button', { name: 'Remove' }).click();
  await expect(section.getByText('Logo removed')).toBeVisible();
  await gotoHydrated(page, '/about');
  await expect(page.getByRole('banner').locator('img[src="/images/logo.svg"]')).toBeVisible();
});
