import { expect, gotoHydrated, test } from './fixtures';

test('journey filters, play/pause, auto-play switch and the reviews tab', async ({ page }) => {
  await gotoHydrated(page, '/transformations');
  await expect(page).toHaveTitle('Client Transformations | NutriWell');
  const carousel = page.getByRole('region', { name: 'Client stories' });
  await expect(carousel.getByRole('heading', { name: 'Rahul M.' }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Weight Gain' }).click();
  await expect(page).toHaveURL(/goal=weight_gain/);
  await expect(carousel.getByRole('heading', { name: 'Priya S.' })).toHaveCount(0);
  await expect(carousel.getByRole('heading', { name: 'Rahul M.' }).first()).toBeVisible();

  await page.getByRole('button', { name: 'All Stories' }).click();
  const pause = carousel.getByRole('button', { name: 'Pause carousel' });
  await pause.click();
  await expect(carousel.getByRole('button', { name: 'Play carousel' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Auto-play' })).toHaveAttribute('aria-checked', 'false');
  await page.getByRole('switch', { name: 'Auto-play' }).click();
  await expect(carousel.getByRole('button', { name: 'Pause carousel' })).toBeVisible();

  // The six demo reviews, in their order (other tests may add theirs meanwhile), the pictures drawn at seeding.
  await page.getByRole('tab', { name: 'Reviews' }).click();
  await expect(page).toHaveURL(/tab=reviews/);
  const reviews = page.getByRole('tabpanel', { name: 'Reviews' }).getByRole('article');
  await expect(reviews).toContainText(['Neha R.', 'Arjun P.', 'Priya S.', 'Vikram T.', 'Meera D.', 'Rahul M.']);
  await expect(reviews.filter({ hasText: 'Priya S.' }).getByRole('img', { name: 'Priya S. after' })).toHaveAttribute(
    'src',
    '/uploads/demo/review-after.webp',
  );
});

test('at 375px the menu dialog holds the navigation and the bottom bar stays reachable', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await gotoHydrated(page, '/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const dialog = page.getByRole('dialog', { name: 'Menu' });
  await dialog.getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Talk to Expert' })).toBeInViewport();
});
