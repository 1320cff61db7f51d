import { E2E_ADMIN } from '../playwright.config';
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

  test('a recipe card leads to its page, whose video plays on click', async ({ page, allowProblem }) => {
    allowProblem(/youtube/);
    await gotoHydrated(page, '/recipes');
    await page.getByRole('link', { name: 'Overnight Oats with Berries', exact: true }).click();
    await expect(page).toHaveURL(/\/recipes\/1-overnight-oats-with-berries$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Overnight Oats with Berries' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ingredients' })).toBeVisible();
    await expect(page.getByText('1 tbsp chia seeds')).toBeVisible();
    await expect(page).toHaveTitle('Overnight Oats with Berries | NutriWell');
    await expect(page.locator('iframe')).toHaveCount(0);
    await page.getByRole('button', { name: 'Play video: Overnight Oats with Berries' }).click();
    await expect(page.locator('iframe[title="Overnight Oats with Berries"]')).toHaveAttribute(
      'src',
      /youtube-nocookie\.com\/embed\/x3yQsl2u2cE/,
    );
    await page.getByRole('link', { name: 'Book a Free Consultation' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('a home page recipe card leads to its page too', async ({ page }) => {
    await gotoHydrated(page, '/');
    // The first seeded recipe shown: other tests add and delete recipes of their own meanwhile.
    const card = page.locator('#recipes h3 a:not([href*="e2e"])').first();
    const title = (await card.textContent()) ?? '';
    await card.click();
    await expect(page).toHaveURL(/\/recipes\/\d+-[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
  });
});

test('a meal type without recipes shows the empty message word for word', async ({ page, request }) => {
  const login = await request.post('/api/admin/login', { data: E2E_ADMIN });
  const headers = { authorization: `Bearer ${(await login.json()).access_token}` };
  // Only this test touches snack recipes; the others read breakfast, lunch and dinner.
  const { recipes } = await (await request.get('/api/admin/recipes?meal_type=snack&per_page=100', { headers })).json();
  for (const recipe of recipes as Array<{ id: number }>) {
    expect((await request.delete(`/api/admin/recipes/${recipe.id}`, { headers })).ok()).toBe(true);
  }
  await gotoHydrated(page, '/recipes');
  await page.getByRole('link', { name: 'snack', exact: true }).click();
  await expect(page.getByText('No snack recipes found. Try a different filter or check back later.')).toBeVisible();
});

test('without JavaScript a video poster is a link to the video', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/recipes');
  await expect(page.getByRole('link', { name: 'Play video: Overnight Oats with Berries' })).toHaveAttribute(
    'href',
    'https://www.youtube.com/watch?v=x3yQsl2u2cE',
  );
  await expect(page.getByRole('button', { name: /^Play video/ })).toHaveCount(0);
  await expect(page.locator('iframe')).toHaveCount(0);
  await context.close();
});

test.describe('the pictures further down', () => {
  const pictureRequests = (page: import('@playwright/test').Page) => {
    const requested: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/uploads/')) requested.push(new URL(r.url()).pathname);
    });
    return requested;
  };

  test('with JavaScript only the first screen’s are fetched, the others as the visitor scrolls to them', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    const requested = pictureRequests(page);
    await gotoHydrated(page, '/recipes');
    const cards = page.locator('main article');
    const count = await cards.count();
    expect(count).toBeGreaterThan(4);
    // The first card's picture, and at most those within a screen below it; never the last card's.
    await expect.poll(() => requested.length).toBeGreaterThan(0);
    const last = cards.nth(count - 1);
    const lastPicture = await last.locator('noscript').evaluate((n) => /src="([^"]+)"/.exec(n.textContent ?? '')?.[1]);
    expect(lastPicture).toMatch(/^\/uploads\//);
    expect(requested).not.toContain(lastPicture);
    await expect(last.locator('img')).toHaveCount(0);

    await last.scrollIntoViewIfNeeded();
    await expect(last.locator('img')).toHaveJSProperty('complete', true);
    expect(await last.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(requested).toContain(lastPicture);
  });

  test('without JavaScript every card shows its picture', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 700 } });
    const page = await context.newPage();
    await page.goto('/recipes');
    const pictures = page.locator('main article img');
    const count = await page.locator('main article').count();
    await expect(pictures).toHaveCount(count);
    for (let i = 0; i < count; i++) {
      await pictures.nth(i).scrollIntoViewIfNeeded();
      await expect
        .poll(() => pictures.nth(i).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
    }
    await context.close();
  });
});
