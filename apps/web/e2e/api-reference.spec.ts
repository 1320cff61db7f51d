// The REST reference: Settings links to it, and it opens as a page that lists the lead routes and links the
// OpenAPI document, which tools import.
import { expect, signInAsAdmin, test } from './fixtures';

test('Settings links the API reference, which shows the lead routes and links the OpenAPI document', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/admin/settings');
  const section = page.getByRole('region', { name: 'Connect other tools' });
  const reference = section.getByRole('link', { name: 'API reference' });
  await expect(reference).toHaveAttribute('href', '/api/docs');
  await expect(section.getByRole('link', { name: 'OpenAPI document' })).toHaveAttribute('href', '/api/openapi.json');

  const [opened] = await Promise.all([page.context().waitForEvent('page'), reference.click()]);
  await expect(opened.getByRole('heading', { level: 3, name: 'POST /api/consultation' })).toBeVisible();
  await expect(opened.getByRole('heading', { level: 3, name: 'POST /api/contact' })).toBeVisible();
  const document = await opened.request.get(
    (await opened.getByRole('link', { name: 'the OpenAPI 3.1 document' }).getAttribute('href')) ?? '',
  );
  expect(document.ok()).toBe(true);
  expect((await document.json()).openapi).toBe('3.1.0');
});
