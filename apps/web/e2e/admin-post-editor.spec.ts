import { accessibilityViolations } from './axe';
import { expect, gotoHydrated, signInAsAdmin, test } from './fixtures';

test('the post editor formats from the toolbar and shortcuts, checks links, and shows the HTML it writes', async ({
  page,
  allowProblem,
}) => {
  // Chromium reports an inline handler in HTML parsed into an inert DOMParser document (the editor's parser) as a CSP
  // violation, though such a document never runs or fetches anything; the page itself must still run nothing.
  allowProblem(/Executing inline event handler violates the following Content Security Policy/);
  await signInAsAdmin(page);
  await gotoHydrated(page, '/admin/blogs/new');
  const content = page.getByRole('textbox', { name: 'Content', exact: true });
  const toolbar = page.getByRole('toolbar', { name: 'Formatting' });
  await content.click();

  await toolbar.getByRole('button', { name: 'Heading 2' }).click();
  await page.keyboard.type('Meal prep');
  await expect(toolbar.getByRole('button', { name: 'Heading 2' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('Plan');
  await page.keyboard.press('Control+b');
  await page.keyboard.type(' the week.');
  await page.keyboard.press('Enter');
  await page.keyboard.type('- Oats');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Dal');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Read the guide');
  await page.keyboard.press('Shift+Home');

  await toolbar.getByRole('button', { name: 'Link' }).click();
  const address = page.getByLabel('Link address');
  await address.fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Apply link' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Enter a web address' })).toBeVisible();
  await address.fill('https://example.com/guide');
  await page.getByRole('button', { name: 'Apply link' }).click();
  await expect(page.getByText('10 words')).toBeVisible();

  await toolbar.getByRole('button', { name: 'HTML' }).click();
  const source = page.getByRole('textbox', { name: 'HTML source' });
  await expect(source).toHaveValue(
    '<h2>Meal prep</h2><p><strong>Plan</strong> the week.</p><ul><li><p>Oats</p></li><li><p>Dal</p></li></ul><p><a href="https://example.com/guide">Read the guide</a></p>',
  );
  // Back from the source, only what the allow-list keeps stays.
  await source.fill(
    '<p>Safe <script>window.__ran = true</script><em>text</em></p><img src=x onerror="window.__ran = true">',
  );
  await toolbar.getByRole('button', { name: 'HTML' }).click();
  await expect(content.locator('em')).toHaveText('text');
  await toolbar.getByRole('button', { name: 'HTML' }).click();
  await expect(source).not.toHaveValue(/script|onerror/);
  expect(await page.evaluate(() => (window as { __ran?: boolean }).__ran)).toBeUndefined();
  await toolbar.getByRole('button', { name: 'HTML' }).click();

  expect(await accessibilityViolations(page)).toEqual([]);
});
