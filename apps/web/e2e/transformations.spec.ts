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

test('without JavaScript the goal filter and the tabs ask for the page again, and nothing plays', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/transformations');
  const carousel = page.getByRole('region', { name: 'Client stories' });
  await expect(carousel.getByRole('heading', { name: 'Priya S.' })).toBeVisible();
  await expect(carousel.getByRole('heading', { name: 'Rahul M.' })).toBeVisible();
  // No loop, no Pause and no Auto-play: they need the script.
  await expect(carousel.getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('switch', { name: 'Auto-play' })).toHaveCount(0);
  await expect(carousel.locator('li[aria-hidden="true"]')).toHaveCount(0);

  await page.getByRole('button', { name: 'Weight Gain' }).click();
  await expect(page).toHaveURL(/\/transformations\?goal=weight_gain#stories$/);
  await expect(page.getByRole('button', { name: 'Weight Gain' })).toHaveAttribute('aria-pressed', 'true');
  await expect(carousel.getByRole('heading', { name: 'Priya S.' })).toHaveCount(0);
  await expect(carousel.getByRole('heading', { name: 'Rahul M.' })).toBeVisible();

  await page.getByRole('button', { name: 'Weight Loss' }).click();
  await expect(page).toHaveURL(/goal=weight_loss/);
  await expect(carousel.getByRole('heading', { name: 'Rahul M.' })).toHaveCount(0);
  await expect(carousel.getByRole('heading', { name: 'Priya S.' })).toBeVisible();

  // The Reviews tab is a link to the page showing that panel; the filter is kept for the way back.
  await page.getByRole('tab', { name: 'Reviews' }).click();
  await expect(page).toHaveURL(/goal=weight_loss&tab=reviews#stories$/);
  await expect(page.getByRole('tab', { name: 'Reviews' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Reviews' }).getByRole('article')).toContainText([
    'Neha R.',
    'Arjun P.',
  ]);
  await expect(carousel).toBeHidden();
  await page.getByRole('tab', { name: 'Journey' }).click();
  await expect(page).not.toHaveURL(/tab=reviews/);
  await expect(page.getByRole('tabpanel', { name: 'Journey' })).toBeVisible();
  await expect(carousel.getByRole('heading', { name: 'Priya S.' })).toBeVisible();

  await page.getByRole('button', { name: 'All Stories' }).click();
  await expect(page).not.toHaveURL(/goal=/);
  await expect(carousel.getByRole('heading', { name: 'Rahul M.' })).toBeVisible();
  await expect(carousel.getByRole('heading', { name: 'Priya S.' })).toBeVisible();
  await context.close();
});

test('the tabs follow the arrow keys in place, and a picture that fails shows its placeholder', async ({
  page,
  allowProblem,
}) => {
  // The missing picture: its request, and the browser's line about it.
  allowProblem(/transformation-8-before\.webp/);
  allowProblem(/Failed to load resource: the server responded with a status of 404/);
  await page.route('**/uploads/demo/transformation-8-before.webp', (route) => route.fulfill({ status: 404 }));
  await gotoHydrated(page, '/transformations');
  const carousel = page.getByRole('region', { name: 'Client stories' });
  const kavya = carousel.locator('li:not([aria-hidden="true"]) article').filter({ hasText: 'Kavya N.' });
  await expect(kavya.getByText('Before', { exact: true })).toHaveCount(2);
  await expect(kavya.getByRole('img', { name: 'Kavya N. before' })).toHaveCount(0);
  await expect(kavya.getByRole('img', { name: 'Kavya N. after' })).toBeVisible();

  const journey = page.getByRole('tab', { name: 'Journey' });
  await journey.focus();
  await page.keyboard.press('ArrowRight');
  const reviews = page.getByRole('tab', { name: 'Reviews' });
  await expect(reviews).toBeFocused();
  await expect(reviews).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/tab=reviews/);
  await expect(page.getByRole('tabpanel', { name: 'Reviews' })).toBeVisible();
  await expect(journey).toHaveAttribute('tabindex', '-1');
  await page.keyboard.press('Home');
  await expect(journey).toBeFocused();
  await expect(page.getByRole('tabpanel', { name: 'Journey' })).toBeVisible();
  await expect(page).not.toHaveURL(/tab=reviews/);
});
