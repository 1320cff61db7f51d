import type { APIRequestContext } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import { expect, gotoHydrated, test } from './fixtures';

async function adminHeaders(request: APIRequestContext) {
  const login = await request.post('/api/admin/login', { data: E2E_ADMIN });
  return { authorization: `Bearer ${(await login.json()).access_token}` };
}

async function createPost(request: APIRequestContext, data: Record<string, unknown>) {
  const res = await request.post('/api/admin/blogs', { headers: await adminHeaders(request), data });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).blog as { id: number; title: string };
}

test.describe('public blog', () => {
  test('searches and filters, with the filters in the URL', async ({ page }) => {
    await gotoHydrated(page, '/blog');
    await expect(page).toHaveTitle('Blog & Videos | NutriWell');
    await expect(page.getByText(/^Showing \d+ of \d+ posts$/)).toBeVisible();

    await page.getByLabel('Search posts').fill('pcos');
    await expect(page).toHaveURL(/search=pcos/);
    await expect(page.getByRole('heading', { name: 'Eating Well with PCOS: A Practical Guide' }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sleep, Stress and Cravings' })).toHaveCount(0);

    await page.getByLabel('Search posts').fill('');
    await page.getByRole('group', { name: 'Type' }).getByRole('button', { name: 'Videos' }).click();
    await expect(page).toHaveURL(/type=vlog/);
    await expect(page.getByRole('heading', { name: 'Meal Prep Sundays in 60 Minutes' }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Reading Food Labels in Five Steps' })).toHaveCount(0);

    await page.getByLabel('Search posts').fill('zzzz-nothing');
    await expect(page.getByText('No posts found')).toBeVisible();
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('a vlog shows its video and a like counts on the server', async ({ page, allowProblem }) => {
    allowProblem(/youtube/);
    await gotoHydrated(page, '/blog?type=vlog');
    await page.getByRole('heading', { name: 'Meal Prep Sundays in 60 Minutes' }).first().getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Meal Prep Sundays in 60 Minutes' })).toBeVisible();
    await page.getByRole('button', { name: /^Play video/ }).click();
    await expect(page.locator('iframe[src*="youtube-nocookie.com/embed/"]')).toBeVisible();

    const like = page.getByRole('button', { name: /likes/ });
    const before = Number(await like.locator('span').first().textContent());
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like.locator('span').first()).toHaveText(String(before + 1));
  });

  test('a post holding a script tag and an onerror image runs neither', async ({ page, request }) => {
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs++;
      void dialog.dismiss();
    });
    const post = await createPost(request, {
      title: `Hostile ${Date.now()}`,
      excerpt: 'Testing </script> in an excerpt',
      content:
        '<p>Safe text</p><script>window.__xss = 1; alert(1)</script><img src=x alt="Hostile" onerror="window.__xss = 2; alert(2)"><a href="javascript:window.__xss=3">link</a>',
      category: 'Nutrition',
      read_time: '2 min read',
    });
    await gotoHydrated(page, `/blog/${post.id}`);
    await expect(page.getByText('Safe text')).toBeVisible();
    await expect(page.locator('.post-content a')).not.toHaveAttribute('href', /javascript/);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(dialogs).toBe(0);
  });

  test('an unpublished post shows "Post Not Found" with status 404', async ({ page, request, allowProblem }) => {
    allowProblem(/HTTP 404|status of 404/);
    const post = await createPost(request, {
      title: `Soon hidden ${Date.now()}`,
      excerpt: 'x',
      content: '<p>x</p>',
      category: 'Lifestyle',
      read_time: '1 min read',
    });
    const res = await request.put(`/api/admin/blogs/${post.id}`, {
      headers: await adminHeaders(request),
      data: { published: false },
    });
    expect(res.ok()).toBe(true);
    const response = await gotoHydrated(page, `/blog/${post.id}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Post Not Found' })).toBeVisible();
    await expect(page.getByText("The blog post you're looking for doesn't exist.")).toBeVisible();
  });
});

test.describe('public blog without JavaScript', () => {
  test('searches and filters with plain forms, the filters in the URL', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/blog');
    // Other tests add posts meanwhile: "all" is the same number twice.
    const all = page.getByText(/^Showing (\d+) of \1 posts$/);
    await expect(all).toBeVisible();

    await page.getByRole('group', { name: 'Type' }).getByRole('button', { name: 'Videos' }).click();
    await expect(page).toHaveURL(/\/blog\?type=vlog$/);
    await expect(page.getByRole('heading', { name: 'Meal Prep Sundays in 60 Minutes' }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Reading Food Labels in Five Steps' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Videos' })).toHaveAttribute('aria-pressed', 'true');

    // The search keeps the filter; a filter keeps the search.
    await page.getByLabel('Search posts').fill('meal prep');
    await page.getByLabel('Search posts').press('Enter');
    await expect(page).toHaveURL(/\/blog\?search=meal\+prep&type=vlog$/);
    await expect(page.getByLabel('Search posts')).toHaveValue('meal prep');
    await expect(page.getByRole('heading', { name: 'Meal Prep Sundays in 60 Minutes' }).first()).toBeVisible();
    await page.getByRole('group', { name: 'Type' }).getByRole('button', { name: 'Articles' }).click();
    await expect(page).toHaveURL(/\/blog\?search=meal\+prep&type=blog$/);

    await page.getByLabel('Search posts').fill('zzzz-nothing');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('No posts found')).toBeVisible();
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page).toHaveURL(/\/blog\??$/);
    await expect(all).toBeVisible();
    await expect(page.getByLabel('Search posts')).toHaveValue('');

    await page.getByRole('group', { name: 'Category' }).getByRole('button', { name: 'Disease Management' }).click();
    await expect(page).toHaveURL(/\/blog\?category=Disease\+Management$/);
    await expect(page.getByRole('heading', { name: 'Eating Well with PCOS: A Practical Guide' }).first()).toBeVisible();
    await context.close();
  });
});
