import { expect, gotoHydrated, test } from './fixtures';

test.describe('recipes page', () => {
  test('server-renders the recipe titles before any script runs', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto('/recipes');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('Healthy Recipes | NutriWell');
    await expect(page.getByRole('heading', { name: 'Overnight Oats with Berries' })).toBeVisible();
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Healthy Recipes | NutriWell');
    await context.close();
  });

  test('hydrates without refetching, then filters by meal type', async ({ page }) => {
    const trpcCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/trpc/')) trpcCalls.push(r.url());
    });
    await gotoHydrated(page, '/recipes');
    expect(trpcCalls, 'hydration must not refetch the server-rendered data').toEqual([]);

    await page.getByRole('link', { name: 'breakfast', exact: true }).click();
    await expect(page).toHaveURL(/meal_type=breakfast/);
    await expect(page.getByRole('heading', { name: 'Moong Dal Chilla' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Palak Chicken Curry' })).toHaveCount(0);
  });

  test('the video loads only when its poster is clicked', async ({ page, allowProblem }) => {
    // The embedded player is a third-party frame that cannot load on this offline machine.
    allowProblem(/youtube/);
    await gotoHydrated(page, '/recipes');
    await expect(page.locator('iframe')).toHaveCount(0);
    await page.getByRole('button', { name: 'Play video: Overnight Oats with Berries' }).click();
    await expect(page.locator('iframe[title="Overnight Oats with Berries"]')).toHaveAttribute(
      'src',
      /youtube-nocookie\.com\/embed\/x3yQsl2u2cE/,
    );
  });
});
