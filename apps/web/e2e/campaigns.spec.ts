// Campaign banners: one created in the admin shows on its page only, counts its view, and is deleted again.
import type { APIRequestContext } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import { expect, gotoHydrated, test } from './fixtures';

async function adminSession(request: APIRequestContext) {
  const login = await request.post('/api/admin/login', { data: E2E_ADMIN });
  expect(login.ok()).toBe(true);
  return (await login.json()) as { access_token: string; admin: object };
}

test('a banner created for /about appears there and not on /services', async ({ page, request }) => {
  const session = await adminSession(request);
  const headers = { authorization: `Bearer ${session.access_token}` };
  const name = `About campaign ${Date.now()}`;
  const title = `Meet the dietitian ${Date.now()}`;

  await page.goto('/admin/login');
  await page.evaluate(({ access_token, admin }) => {
    localStorage.setItem('admin_token', access_token);
    localStorage.setItem('admin_user', JSON.stringify(admin));
  }, session);

  try {
    await page.goto('/admin/campaigns');
    await expect(page.getByRole('heading', { name: 'Campaigns' })).toBeVisible();
    await expect(page.getByText('Total Banners')).toBeVisible();
    await page.getByRole('button', { name: 'Create Banner' }).click();

    const form = page.getByRole('dialog', { name: 'Create Banner' });
    // The spec's defaults are filled in.
    await expect(form.getByRole('spinbutton', { name: 'Delay (seconds)' })).toHaveValue('3');
    await expect(form.getByRole('spinbutton', { name: 'Cooldown (hours)' })).toHaveValue('24');
    await expect(form.getByRole('textbox', { name: 'Primary Button Text' })).toHaveValue('Book Free Consultation');

    await form.getByRole('textbox', { name: 'Name (internal)' }).fill(name);
    await form.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await form.getByRole('textbox', { name: 'Feature 1', exact: true }).fill('A plan built around your routine');
    // A corner card (not a modal) keeps the page usable for other tests that may visit /about meanwhile.
    await form.getByRole('combobox', { name: 'Position' }).selectOption('bottom-right');
    await form.getByRole('spinbutton', { name: 'Delay (seconds)' }).fill('1');
    await form.getByRole('button', { name: 'Add Page' }).click();
    await form.getByRole('textbox', { name: 'Page 1', exact: true }).fill('about');
    await form.getByRole('button', { name: 'Create Banner' }).click();
    await expect(form.getByText('Each page must be a path starting with /')).toBeVisible();
    await form.getByRole('textbox', { name: 'Page 1', exact: true }).fill('/about');
    await form.getByRole('button', { name: 'Create Banner' }).click();

    await expect(page.getByRole('status')).toHaveText('Banner created successfully');
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('/about');
    await expect(row.getByRole('switch', { name: `Active: ${name}` })).toHaveAttribute('aria-checked', 'true');

    await gotoHydrated(page, '/about');
    const banner = page.getByRole('region', { name: title });
    await expect(banner).toBeVisible({ timeout: 5000 });
    await expect(banner.getByText('A plan built around your routine')).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Book Free Consultation' })).toHaveAttribute('href', '/contact');
    // Showing it counted a view on the server.
    await expect
      .poll(async () => {
        const { banners } = await (await request.get('/api/admin/banners', { headers })).json();
        return banners.find((b: { name: string }) => b.name === name)?.views_count;
      })
      .toBe(1);
    await banner.getByRole('button', { name: 'Close' }).click();
    await expect(banner).toBeHidden();

    const lookup = page.waitForResponse((r) => r.url().includes('/api/banners/active?path=%2Fservices'));
    await gotoHydrated(page, '/services');
    expect(await (await lookup).json()).toEqual({ banner: null });
    await page.waitForTimeout(1500);
    await expect(page.getByRole('region', { name: title })).toHaveCount(0);

    // Deleting asks first, then removes the row.
    await page.goto('/admin/campaigns');
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Banner' });
    await expect(confirm).toContainText(name);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('status')).toHaveText('Banner deleted successfully');
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  } finally {
    // Never leave the banner behind for tests that visit /about.
    const { banners } = await (await request.get('/api/admin/banners', { headers })).json();
    for (const b of banners as Array<{ id: number; name: string }>) {
      if (b.name === name) await request.delete(`/api/admin/banners/${b.id}`, { headers });
    }
  }
});
