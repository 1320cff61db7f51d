import { expect, gotoHydrated, test } from './fixtures';

test.use({ showConsultationPopup: true });

test('the consultation popup appears after 5 s and stays away for 24 hours after a dismissal', async ({ page }) => {
  await page.clock.install();
  await gotoHydrated(page, '/recipes');
  const popup = page.getByRole('dialog', { name: 'Start Your Transformation Today' });
  await page.clock.runFor(4000);
  await expect(popup).toHaveCount(0);
  await page.clock.runFor(1500);
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toBeHidden();

  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.clock.runFor(10_000);
  await expect(popup).toHaveCount(0);

  // A day later it shows again.
  await page.clock.runFor(24 * 60 * 60 * 1000);
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.clock.runFor(6000);
  await expect(popup).toBeVisible();
});
