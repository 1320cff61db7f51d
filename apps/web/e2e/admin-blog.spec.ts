import { expect, gotoHydrated, signInAsAdmin, test } from './fixtures';

test('an article written in the editor is published, shown on /blog, and hidden again when unpublished', async ({
  page,
  allowProblem,
}) => {
  // The unpublished post's page answers 404 on purpose.
  allowProblem(/HTTP 404: .*\/blog\/\d+$|status of 404/);
  const title = `E2E Fibre Guide ${Date.now()}`;
  await signInAsAdmin(page);

  await page.goto('/admin/blogs');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog & Vlog Management' })).toBeVisible();
  await expect(page.getByText('Total Posts')).toBeVisible();
  await page.getByRole('link', { name: 'Create New Post' }).click();
  await expect(page).toHaveURL(/\/admin\/blogs\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create New Post' })).toBeVisible();

  // Defaults of a new post, then the validation on save with an empty form.
  await expect(page.getByLabel('Category')).toHaveValue('Nutrition');
  await expect(page.getByLabel('Content Type')).toHaveValue('blog');
  await expect(page.getByLabel('Publish immediately')).toBeChecked();
  await expect(page.getByLabel('Mark as featured')).not.toBeChecked();
  await page.getByRole('button', { name: 'Save & Publish' }).click();
  await expect(page.getByText('Title is required')).toBeVisible();
  await expect(page.getByText('Excerpt is required')).toBeVisible();
  await expect(page.getByText('Content is required for blog posts')).toBeVisible();

  const titleField = page.getByRole('textbox', { name: 'Title', exact: true });
  await titleField.fill(title);
  await expect(page.getByText('Title is required')).toHaveCount(0);
  await expect(page.getByText('Excerpt is required')).toBeVisible();
  await page
    .getByRole('textbox', { name: 'Excerpt', exact: true })
    .fill('How much fibre you need and where to find it.');
  // Written as the owner would: "## " makes a heading, Enter a new paragraph.
  await page.getByRole('textbox', { name: 'Content', exact: true }).click();
  await page.keyboard.type('## Why fibre matters');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Fibre keeps you full and feeds your gut.');
  await page.getByRole('textbox', { name: 'Read Time', exact: true }).fill('4 min read');
  const tagField = page.getByLabel('Add a tag');
  await tagField.fill('  fibre  ');
  await tagField.press('Enter');
  await tagField.fill('Fibre');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await tagField.fill('gut health');
  await tagField.press('Enter');
  await expect(page.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText(['fibre', 'gut health']);
  await page.getByLabel('Meta Description').fill('Fibre, simply explained.');
  await expect(page.getByText('24/160')).toBeVisible();
  await expect(page.getByLabel('URL Slug')).toHaveValue(title.toLowerCase().replaceAll(' ', '-'));

  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog', { name: title });
  await expect(preview.getByText('How much fibre you need and where to find it.')).toBeVisible();
  await expect(
    preview.frameLocator('iframe[title="Article content preview"]').getByText('Why fibre matters'),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();

  await page.getByRole('button', { name: 'Save & Publish' }).click();
  await expect(page).toHaveURL(/\/admin\/blogs$/);
  await expect(page.getByRole('status').filter({ hasText: 'Blog published successfully!' })).toBeVisible();

  await page.getByLabel('Search posts').fill(title);
  await expect(page).toHaveURL(/search=E2E/);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Published');
  await expect(row).toContainText('Nutrition');
  const viewLink = row.getByRole('link', { name: `View ${title}` });
  await expect(viewLink).toHaveAttribute('target', '_blank');
  const id = (await viewLink.getAttribute('href'))?.match(/^\/blog\/(\d+)$/)?.[1];
  expect(id).toBeTruthy();

  // The public list and the post page.
  await gotoHydrated(page, `/blog?search=${encodeURIComponent(title)}`);
  const card = page.getByRole('article').filter({ hasText: title });
  await expect(card).toHaveCount(1);
  await card.getByRole('link', { name: title }).first().click();
  await expect(page).toHaveURL(new RegExp(`/blog/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Why fibre matters' })).toBeVisible();
  await expect(page.getByText('Fibre keeps you full and feeds your gut.')).toBeVisible();

  // Unpublished from the list: the post page is "Post Not Found" with status 404.
  await page.goto(`/admin/blogs?search=${encodeURIComponent(title)}`);
  await page
    .getByRole('row')
    .filter({ hasText: title })
    .getByRole('button', { name: `Unpublish ${title}` })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Blog unpublished successfully!' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('Draft');

  const response = await page.goto(`/blog/${id}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Post Not Found' })).toBeVisible();
});

test('the delete dialog names the post, and a missing post in the editor returns to the list', async ({
  page,
  allowProblem,
}) => {
  allowProblem(/HTTP 404: .*blog\.adminById|status of 404|Could not load the post/);
  const title = `E2E Delete Me ${Date.now()}`;
  await signInAsAdmin(page);

  await page.goto('/admin/blogs/new');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByRole('textbox', { name: 'Excerpt', exact: true }).fill('Short-lived.');
  await page.getByLabel('Content Type').selectOption('vlog');
  await page.getByRole('button', { name: 'Save as Draft' }).click();
  await expect(page.getByText('Video URL is required for vlogs')).toBeVisible();
  await page.getByRole('textbox', { name: 'Video URL', exact: true }).fill('https://youtu.be/dQw4w9WgXcQ');
  await page.getByRole('textbox', { name: 'Duration', exact: true }).fill('3:15');
  await page.getByRole('textbox', { name: 'Video Description', exact: true }).fill('A quick one.');
  await page.getByRole('button', { name: 'Save as Draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Blog saved as draft successfully!' })).toBeVisible();

  await page.getByLabel('Search posts').fill(title);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Draft');
  await expect(row).toContainText('Vlog');
  await row.getByRole('button', { name: `Delete ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Post' });
  await expect(dialog).toContainText(
    `Are you sure you want to delete the post titled ${title}? This action cannot be undone.`,
  );
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(0);

  await page.goto('/admin/blogs/999999/edit');
  await expect(page).toHaveURL(/\/admin\/blogs$/);
});
