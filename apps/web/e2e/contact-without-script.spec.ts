// The contact form with JavaScript off (docs/decisions/178): a plain post stores the message and answers with the
// spec's success text; bad input comes back with the messages beside the fields and the words kept; a post without
// the page's token stores nothing. And with JavaScript on, what is typed before the form's island wakes is kept.
import type { APIRequestContext } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import { expect, gotoHydrated, test } from './fixtures';

async function storedSubjects(request: APIRequestContext, search: string): Promise<string[]> {
  const login = await request.post('/api/admin/login', { data: E2E_ADMIN });
  const headers = { Authorization: `Bearer ${(await login.json()).access_token}` };
  const answer = await request.get(`/api/admin/contacts?search=${encodeURIComponent(search)}&per_page=100`, {
    headers,
  });
  return ((await answer.json()).contacts as Array<{ subject: string }>).map((c) => c.subject);
}

test.describe('the contact form without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('sends the message and shows the spec success text', async ({ page, request }) => {
    const marker = `nojs-${Date.now()}`;
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByLabel('Name').fill('Nora Plain');
    await form.getByLabel('Email').fill(`${marker}@example.com`);
    await form.getByLabel('Subject').fill(`Plain ${marker}`);
    await form.getByLabel('Message').fill('Sent without script');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/contact\?sent=contact#message$/);
    await expect(page.getByRole('form', { name: 'Send us a message' }).getByRole('status')).toHaveText(
      "Message sent successfully! We'll get back to you within 24 hours.",
    );
    expect(await storedSubjects(request, marker)).toEqual([`Plain ${marker}`]);
  });

  test('bad input comes back with the messages beside the fields and what was typed', async ({
    page,
    request,
    allowProblem,
  }) => {
    allowProblem(/HTTP 400: .*\/forms\/contact|status of 400/);
    const marker = `nojs-bad-${Date.now()}`;
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Send us a message' });
    // Passes the browser's own check of an e-mail field, not the schema's.
    await form.getByLabel('Name').fill('Nora Plain');
    await form.getByLabel('Email').fill(`${marker}@example`);
    await form.getByLabel('Subject').fill('Kept subject');
    await form.getByLabel('Message').fill('Kept words');
    const answer = page.waitForResponse((r) => r.url().includes('/forms/contact'));
    await form.getByRole('button', { name: 'Send Message' }).click();
    expect((await answer).status()).toBe(400);
    const again = page.getByRole('form', { name: 'Send us a message' });
    await expect(again.getByText('Please enter a valid email.')).toBeVisible();
    await expect(again.getByLabel('Name')).toHaveValue('Nora Plain');
    await expect(again.getByLabel('Email')).toHaveValue(`${marker}@example`);
    await expect(again.getByLabel('Message')).toHaveValue('Kept words');
    expect(await storedSubjects(request, marker)).toEqual([]);
  });

  test('a post without the page’s token is refused and stores nothing', async ({ page, request, allowProblem }) => {
    allowProblem(/HTTP 403: .*\/forms\/contact|status of 403/);
    const marker = `nojs-token-${Date.now()}`;
    await page.goto('/contact');
    // The page's token removed from the form, as a forged post would come.
    await page.route('**/contact', async (route) => {
      const original = await route.fetch();
      const html = (await original.text()).replace(/<input type="hidden" name="form_token"[^>]*>/g, '');
      await route.fulfill({ response: original, body: html });
    });
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByLabel('Name').fill('Nora Plain');
    await form.getByLabel('Email').fill(`${marker}@example.com`);
    await form.getByLabel('Subject').fill('No token');
    await form.getByLabel('Message').fill('Refused');
    const answer = page.waitForResponse((r) => r.url().includes('/forms/contact'));
    await form.getByRole('button', { name: 'Send Message' }).click();
    expect((await answer).status()).toBe(403);
    await expect(page.getByText('This form can only be sent from the page it is on. Nothing was sent.')).toBeVisible();
    expect(await storedSubjects(request, marker)).toEqual([]);
  });
});

test('what is typed before the contact form’s island has loaded is kept once it has', async ({ page }) => {
  // The island's code arrives late, as on a slow phone.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/contact-form\.island-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await gotoHydrated(page, '/contact');
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByLabel('Name').pressSequentially('Early Typist');
  await form.getByLabel('Subject').pressSequentially('Typed before');
  release();
  await expect(page.locator('[data-island="contact-form"][data-island-live="true"]')).toHaveCount(1);
  await form.getByLabel('Message').pressSequentially(' and after');
  await expect(form.getByLabel('Name')).toHaveValue('Early Typist');
  await expect(form.getByLabel('Subject')).toHaveValue('Typed before');
  await expect(form.getByLabel('Message')).toHaveValue(' and after');
});

test('when the form’s island cannot load, the form still posts as plain HTML', async ({
  page,
  request,
  allowProblem,
}) => {
  allowProblem(/ERR_FAILED|contact-form\.island|island could not load|dynamically imported module/);
  await page.route(/\/assets\/contact-form\.island-[\w-]+\.js$/, (route) => route.abort());
  const marker = `island-down-${Date.now()}`;
  await gotoHydrated(page, '/contact');
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByLabel('Name').fill('Nora Fallback');
  await form.getByLabel('Email').fill(`${marker}@example.com`);
  await form.getByLabel('Subject').fill(`Fallback ${marker}`);
  await form.getByLabel('Message').fill('Sent although the island failed');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page).toHaveURL(/\/contact\?sent=contact#message$/);
  expect(await storedSubjects(request, marker)).toEqual([`Fallback ${marker}`]);
});
