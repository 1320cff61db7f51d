// Admin content: a recipe and a transformation created in the portal (with uploaded pictures) reach the public pages;
// the recipe list sorts by its column headers.
import type { Page } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import { expect, gotoHydrated, test } from './fixtures';

/** A real 16x16 PNG, so the server's sniffing and re-encoding accept it. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAGElEQVQokWNgqQgnCTGMaqgYDSWW4Zo0ANru0wHfnedEAAAAAElFTkSuQmCC',
  'base64',
);
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

async function signInTo(page: Page, section: 'Recipes' | 'Transformations') {
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill(E2E_ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: section }).click();
  await expect(page.getByRole('heading', { level: 1, name: section })).toBeVisible();
}

test('a recipe created with an uploaded image is listed in the admin and shown on /recipes', async ({
  page,
  allowProblem,
}) => {
  // The invalid video id below is refused by the server on purpose.
  allowProblem(/HTTP 400: .*\/trpc\/recipe\.create|status of 400/);
  const title = `E2E Millet Upma ${Date.now()}`;
  await signInTo(page, 'Recipes');

  await page.getByRole('button', { name: 'Add Recipe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Recipe' });
  await dialog.getByRole('button', { name: 'Save Recipe' }).click();
  await expect(dialog.getByText('Title is required')).toBeVisible();
  await expect(dialog.getByText('Meal type is required')).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await expect(dialog.getByText('Title is required')).toHaveCount(0);
  await dialog.getByLabel('Meal Type').selectOption('breakfast');
  await dialog.getByLabel('Goal Type').selectOption('weight_loss');
  await dialog.getByLabel('Description').fill('Savoury millet with vegetables.');
  await dialog.getByLabel('Prep Time (min)').fill('10');
  await dialog.getByLabel('Cook Time (min)').fill('15');
  await dialog.getByLabel('Servings').fill('2');
  await dialog.getByLabel('Calories per Serving').fill('280');
  await dialog.getByLabel('Ingredient 1', { exact: true }).fill('1 cup foxtail millet');
  await dialog.getByRole('button', { name: 'Add Ingredient' }).click();
  await dialog.getByLabel('Ingredient 2', { exact: true }).fill('1 onion, chopped');
  await dialog.getByRole('button', { name: 'Add Ingredient' }).click();
  await dialog.getByLabel('Instructions').fill('  Roast the millet, then simmer with the vegetables.  ');

  await dialog.getByLabel('Recipe Image', { exact: true }).setInputFiles(png('upma.png'));
  await expect(dialog.getByText('Upload successful!')).toBeVisible();
  await expect(dialog.getByRole('img', { name: 'Recipe Image preview' })).toHaveAttribute('src', /^\/uploads\//);

  await dialog.getByLabel('YouTube Video').fill('not a video');
  await dialog.getByRole('button', { name: 'Save Recipe' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('youtube_video_id: Invalid Video ID');
  await dialog.getByLabel('YouTube Video').fill('');
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Save Recipe' }).click();
  await expect(dialog).toBeHidden();

  await page.getByLabel('Search recipes').fill(title);
  await expect(page).toHaveURL(/search=E2E/);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Breakfast');
  await expect(row).toContainText('25 min');
  await expect(row.locator('img')).toHaveAttribute('src', /^\/uploads\//);
  await row.getByRole('button', { name: `Featured: ${title}` }).click();
  await expect(row.getByRole('button', { name: `Featured: ${title}` })).toHaveAttribute('aria-pressed', 'true');

  await gotoHydrated(page, '/recipes');
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card).toHaveCount(1);
  await expect(card.locator('img')).toHaveAttribute('src', /^\/uploads\//);
  await expect(card).toContainText('25 min');
});

test('a transformation created with before and after photos is shown on /transformations', async ({ page }) => {
  const name = `E2E Client ${Date.now()}`;
  await signInTo(page, 'Transformations');

  await page.getByRole('button', { name: 'Add Transformation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Transformation' });
  await dialog.getByRole('button', { name: 'Save Transformation' }).click();
  await expect(dialog.getByText('Client name is required')).toBeVisible();
  await expect(dialog.getByText('Before weight is required')).toBeVisible();
  await expect(dialog.getByText('Goal type is required')).toBeVisible();

  await dialog.getByLabel('Client Name').fill(name);
  await dialog.getByLabel('Goal Type').selectOption('weight_loss');
  await expect(dialog.getByLabel('Before Weight (kg)')).toHaveAttribute('step', '0.1');
  await dialog.getByLabel('Before Weight (kg)').fill('88.4');
  await dialog.getByLabel('After Weight (kg)').fill('76.9');
  await dialog.getByLabel('Duration (months)').fill('5');
  await dialog.getByLabel('Story').fill('Home-cooked meals and evening walks.');
  await dialog.getByLabel('Testimonial').fill('I have never felt better.');
  await dialog.getByLabel('Mark as featured').check();
  await dialog.getByLabel('Before Image', { exact: true }).setInputFiles(png('before.png'));
  await expect(dialog.getByRole('img', { name: 'Before Image preview' })).toHaveAttribute('src', /^\/uploads\//);
  await dialog.getByLabel('After Image', { exact: true }).setInputFiles(png('after.png'));
  await expect(dialog.getByRole('img', { name: 'After Image preview' })).toHaveAttribute('src', /^\/uploads\//);
  await dialog.getByRole('button', { name: 'Save Transformation' }).click();
  await expect(dialog).toBeHidden();

  await page.getByLabel('Search by client name').fill(name);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('88.4 kg');
  await expect(card).toContainText('-11.5 kg');
  await expect(card).toContainText('Featured');

  await gotoHydrated(page, '/transformations');
  const stories = page.getByRole('region', { name: 'Client stories' });
  await expect(stories.getByRole('heading', { name }).first()).toBeVisible();
  await expect(stories.getByRole('img', { name: `${name} before` }).first()).toHaveAttribute('src', /^\/uploads\//);
  await expect(stories.getByRole('img', { name: `${name} after` }).first()).toHaveAttribute('src', /^\/uploads\//);
});

test('the recipe list sorts by a column header, from the keyboard too, with the order in the URL', async ({ page }) => {
  await signInTo(page, 'Recipes');
  const table = page.getByRole('table');
  const header = table.getByRole('columnheader', { name: 'Title' });
  const titles = () => table.locator('tbody tr td:nth-child(2) p:first-child').allTextContents();
  const inOrder = (list: string[], dir: 1 | -1) =>
    list.length > 2 &&
    list.every((t, i) => i === 0 || dir * list[i - 1]!.toLowerCase().localeCompare(t.toLowerCase()) <= 0);
  await expect(table.locator('tbody tr').first()).toBeVisible();
  await expect(header).not.toHaveAttribute('aria-sort');

  await header.getByRole('button', { name: 'Title' }).click();
  await expect(page).toHaveURL(/[?&]sort=title(&|$)/);
  await expect(page).toHaveURL(/[?&]dir=asc(&|$)/);
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(async () => inOrder(await titles(), 1)).toBe(true);
  const ascending = await titles();

  await header.getByRole('button', { name: 'Title' }).press('Enter');
  await expect(page).toHaveURL(/[?&]dir=desc(&|$)/);
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(async () => inOrder(await titles(), -1)).toBe(true);
  expect((await titles())[0]).not.toBe(ascending[0]);

  // A third press goes back to newest first: no sort in the URL, no column marked.
  await header.getByRole('button', { name: 'Title' }).press('Space');
  await expect(page).not.toHaveURL(/sort=/);
  await expect(header).not.toHaveAttribute('aria-sort');
  await page.reload();
  await expect(page.getByRole('table').getByRole('columnheader', { name: 'Title' })).not.toHaveAttribute('aria-sort');
});
