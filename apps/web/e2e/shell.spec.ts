import { E2E_ADMIN } from '../playwright.config';
import { expect, gotoHydrated, test } from './fixtures';

test.describe('public chrome', () => {
  test('every route change starts at the top', async ({ page }) => {
    // Public links are plain links to cached pages (decision 178): each page is a document of its own.
    await gotoHydrated(page, '/');
    await page.mouse.wheel(0, 5000);
    await page.waitForFunction(() => window.scrollY > 300);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Recipes' }).click();
    await expect(page).toHaveURL(/\/recipes$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Healthy Recipes' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(
      page.getByRole('navigation', { name: 'Site sections' }).getByRole('link', { name: 'Recipes' }),
    ).toHaveAttribute('aria-current', 'page');
  });

  test('the web fonts: headings switch once their face has come after the first paint, text at the next page', async ({
    page,
  }) => {
    /** The web fonts' faces the page has, with their state ("loaded" once in use for its text). */
    const faces = () =>
      page.evaluate(() =>
        [...document.fonts]
          .filter((face) => !face.family.includes('Fallback'))
          .map((face) => `${face.family.replaceAll('"', '')} ${face.status}`)
          .sort(),
      );
    /** The family the page's first heading is drawn in, first name of its stack. */
    const headingFont = () =>
      page.evaluate(() =>
        getComputedStyle(document.querySelector('h1')!).fontFamily.split(',')[0]!.replaceAll('"', ''),
      );
    // The server's page names neither the display face nor the manifest: both come after the first paint.
    const served = await (await page.request.get('/about')).text();
    expect(served).not.toMatch(/<html[^>]*data-display-font/);
    expect(served).not.toMatch(/<link[^>]*rel="manifest"/);
    await gotoHydrated(page, '/about');
    // The first page gets Playfair Display for its headings once it has loaded; its text stays in the fallback
    // shaped like Inter.
    await expect.poll(faces).toContain('Playfair Display loaded');
    await expect.poll(headingFont).toBe('Playfair Display');
    expect((await faces()).some((face) => face.startsWith('Inter'))).toBe(false);
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    // A navigation renders the next page in Inter (fetched meanwhile).
    await page.getByRole('navigation', { name: 'Site sections' }).getByRole('link', { name: 'Recipes' }).click();
    await expect(page).toHaveURL(/\/recipes$/);
    await expect.poll(faces).toContain('Inter Variable loaded');
    // A page loaded later in the tab has both from its start.
    await page.goto('/services', { waitUntil: 'commit' });
    await page.waitForSelector('h1');
    expect(await headingFont()).toBe('Playfair Display');
    expect((await faces()).filter((face) => face.includes('Inter')).length).toBeGreaterThan(0);
    expect((await faces()).filter((face) => face.includes('Playfair')).length).toBeGreaterThan(0);
  });

  test('back-to-top appears after 300px and returns to the top', async ({ page }) => {
    await gotoHydrated(page, '/recipes');
    const backToTop = page.getByRole('button', { name: 'Back to top' });
    await expect(backToTop).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(backToTop).toBeVisible();
    await backToTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the Services menu opens on hover and lists the service anchors', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: 'Services' }).hover();
    const weightGain = page.getByRole('banner').getByRole('link', { name: 'Weight Gain' });
    await expect(weightGain).toBeVisible();
    await expect(weightGain).toHaveAttribute('href', '/services#weight-gain');
  });

  test('the Services menu works from the keyboard: Enter opens, Escape closes back to its button', async ({ page }) => {
    await gotoHydrated(page, '/about');
    const button = page.getByRole('navigation', { name: 'Site sections' }).getByRole('button', { name: 'Services' });
    await button.focus();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const allServices = page.getByRole('banner').getByRole('link', { name: 'All Services' });
    await expect(allServices).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(allServices).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(allServices).toBeHidden();
    await expect(button).toBeFocused();
    // Focus leaving the list closes it too.
    await page.keyboard.press('Enter');
    await expect(allServices).toBeVisible();
    await page.keyboard.press('Shift+Tab');
    await expect(allServices).toBeHidden();
    await button.focus();
    await page.keyboard.press('Space');
    await allServices.click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(allServices).toBeHidden();
  });

  test('at 768px the navigation moves into an accessible menu dialog', async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 900 });
    await gotoHydrated(page, '/');
    await expect(page.getByRole('navigation', { name: 'Site sections' })).toBeHidden();
    const open = page.getByRole('button', { name: 'Open menu' });
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog.getByRole('link', { name: 'Transformations' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
  });

  test('unknown pages show the 404 page with status 404', async ({ page, allowProblem }) => {
    allowProblem(/HTTP 404: .*\/no-such-page$|status of 404/);
    const response = await gotoHydrated(page, '/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});

test.describe('admin portal', () => {
  test('sends a visitor without a token to the sign-in page', async ({ page }) => {
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('heading', { name: 'Admin Sign In' })).toBeVisible();
  });

  test('signs in, shows the shell, and signs out', async ({ page, allowProblem }) => {
    allowProblem(/HTTP 401: .*\/trpc\/auth\.login|status of 401/);
    await page.goto('/admin/login');
    await page.getByLabel('Username').fill(E2E_ADMIN.username);
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid username or password');
    await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.getByRole('button', { name: 'Sign In' }).click();

    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByText('Welcome back')).toBeVisible();
    await expect(page.getByTestId('recipe-total')).toHaveText(/^\d+$/);
    expect(
      await page.evaluate(() => Boolean(localStorage.getItem('admin_token') && localStorage.getItem('admin_user'))),
    ).toBe(true);

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('admin_token'))).toBeNull();
  });

  test('a stored but invalid token is cleared on the first 401', async ({ page, allowProblem }) => {
    allowProblem(
      /HTTP 401: .*\/trpc\/(recipe\.adminList|dashboard\.stats|booking\.availability|backup\.offsite\.status)|status of 401/,
    );
    await page.goto('/admin/login');
    await page.evaluate(() => {
      localStorage.setItem('admin_token', 'forged.token.value');
      localStorage.setItem('admin_user', JSON.stringify({ full_name: 'X', email: 'x@example.com' }));
    });
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('admin_token'))).toBeNull();
  });
});
