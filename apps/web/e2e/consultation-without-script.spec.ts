// The consultation form and Talk to Expert's call-back with JavaScript off (docs/decisions/178): a plain post stores the
// request and answers with the spec's success text (the consultation's card with her phone, goal and booked time);
// bad input comes back with the spec's messages beside the fields and the words kept; a post without the page's token
// stores nothing. And with JavaScript on, what is typed before the consultation form's island wakes is kept.
import type { APIRequestContext } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import { expect, gotoHydrated, test } from './fixtures';

/** Stored consultations whose name or e-mail holds `search`, as the owner's REST API lists them. */
async function consultationsMatching(request: APIRequestContext, search: string) {
  const login = await request.post('/api/admin/login', { data: E2E_ADMIN });
  const headers = { authorization: `Bearer ${(await login.json()).access_token}` };
  const list = await request.get(`/api/admin/consultations?search=${encodeURIComponent(search)}`, { headers });
  return (await list.json()).consultations as Array<{
    name: string;
    phone: string;
    goal: string;
    message: string | null;
    booking?: { start: string } | null;
  }>;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the consultation form books a free time and shows the success card with phone, goal and time', async ({
    page,
    request,
  }) => {
    const email = `plain-booker-${Date.now()}@example.com`;
    await page.goto('/contact#consultation');
    const form = page.getByRole('form', { name: 'Book a free consultation' });
    await form.getByLabel('Full Name').fill('Plain Booker');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Phone').fill('+91 98111 22335');
    await form.getByLabel('Your Goal').selectOption('weight_gain');
    // The free times are a plain choice, in the business's zone.
    const picker = form.getByRole('group', { name: /Pick a time/ });
    await expect(picker).toContainText('Times are shown in India Standard Time.');
    const time = picker
      .getByRole('group', { name: /^Time on / })
      .first()
      .getByRole('radio')
      .first();
    const chosenTime = (await time.locator('xpath=..').textContent()) ?? '';
    await time.locator('xpath=..').click();
    await expect(time).toBeChecked();
    await form.getByRole('button', { name: 'Book Free Consultation' }).click();

    await expect(page).toHaveURL(/\/contact\?sent=consultation#consultation$/);
    const success = page.getByRole('status').filter({ hasText: 'Consultation Booked Successfully!' });
    await expect(success).toBeVisible();
    await expect(success.getByTestId('booked-phone')).toHaveText('+91 98111 22335');
    await expect(success.getByTestId('booked-goal')).toHaveText('Weight Gain');
    await expect(success.getByTestId('booked-time')).toContainText(chosenTime);
    await expect(success.getByTestId('booked-time')).toContainText('India Standard Time');

    const [stored] = await consultationsMatching(request, email);
    expect(stored).toMatchObject({ name: 'Plain Booker', phone: '+91 98111 22335', goal: 'weight_gain' });
    expect(stored?.booking?.start).toBeTruthy();
    // A reload shows the success again, but nobody's details: they were for that one answer.
    await page.reload();
    await expect(page.getByText('Consultation Booked Successfully!')).toBeVisible();
    await expect(page.getByTestId('booked-phone')).toHaveCount(0);
  });

  test('bad input gets the spec messages beside the fields and keeps what was typed', async ({
    page,
    request,
    allowProblem,
  }) => {
    allowProblem(/HTTP 400: .*\/forms\/consultation|status of 400/);
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Book a free consultation' });
    await form.getByLabel('Email').fill('plain-bad@example');
    await form.getByLabel('Phone').fill('12345');
    await form.getByLabel('Tell us about your health and goals').fill('Plain bad input');
    await form.getByRole('button', { name: 'Book Free Consultation' }).click();

    const answer = page.getByRole('form', { name: 'Book a free consultation' });
    await expect(answer.getByLabel('Full Name')).toHaveAccessibleDescription('Name is required.');
    await expect(answer.getByLabel('Email')).toHaveAccessibleDescription('Please enter a valid email.');
    await expect(answer.getByLabel('Phone')).toHaveAccessibleDescription('Please enter a valid phone number.');
    await expect(answer.getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(answer.getByLabel('Email')).toHaveValue('plain-bad@example');
    await expect(answer.getByLabel('Phone')).toHaveValue('12345');
    await expect(answer.getByLabel('Tell us about your health and goals')).toHaveValue('Plain bad input');
    expect(await consultationsMatching(request, 'plain-bad@example')).toEqual([]);
  });

  test('a post without the page token stores nothing', async ({ page, request, allowProblem }) => {
    allowProblem(/HTTP 403: .*\/forms\/consultation|status of 403/);
    // The page as another site would copy it: the form without its token.
    await page.route('**/contact', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(/name="form_token" value="[^"]*"/g, 'name="form_token" value=""');
      await route.fulfill({ response, body });
    });
    const email = `plain-tokenless-${Date.now()}@example.com`;
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Book a free consultation' });
    await form.getByLabel('Full Name').fill('Plain Tokenless');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Phone').fill('9876543210');
    await form.getByRole('button', { name: 'Book Free Consultation' }).click();
    await expect(page.getByText('This form can only be sent from the page it is on. Nothing was sent.')).toBeVisible();
    expect(await consultationsMatching(request, email)).toEqual([]);
  });

  test('Talk to Expert opens the call-back form, which sends the request', async ({ page, request }) => {
    const email = `plain-callback-${Date.now()}@example.com`;
    await page.goto('/recipes');
    await page.getByRole('button', { name: 'Talk to Expert' }).click();
    await expect(page).toHaveURL(/#talk-to-expert$/);
    const dialog = page.getByRole('dialog', { name: 'Talk to an Expert' });
    await expect(dialog).toBeVisible();
    // It closes, and opens again.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Talk to Expert' }).click();
    await dialog.getByLabel('Name').fill('Plain Callback');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Phone').fill('9123456781');
    await dialog.getByRole('button', { name: 'Request a Call Back' }).click();

    await expect(page).toHaveURL(/\/recipes\?sent=callback#talk-to-expert$/);
    await expect(page.getByRole('dialog', { name: 'Talk to an Expert' }).getByText('Request Submitted!')).toBeVisible();
    const [stored] = await consultationsMatching(request, email);
    expect(stored).toMatchObject({
      name: 'Plain Callback',
      goal: 'weight_loss',
      message: '[Expert Consultation Request] I would like a free 15-minute call with an expert.',
    });
  });

  test('the call-back refuses bad input beside its fields and stores nothing', async ({
    page,
    request,
    allowProblem,
  }) => {
    allowProblem(/HTTP 400: .*\/forms\/callback|status of 400/);
    await page.goto('/about#talk-to-expert');
    const dialog = page.getByRole('dialog', { name: 'Talk to an Expert' });
    await dialog.getByLabel('Name').fill('Plain Callback Bad');
    await dialog.getByLabel('Email').fill('plain-callback-bad@example.com');
    await dialog.getByRole('button', { name: 'Request a Call Back' }).click();
    const answer = page.getByRole('dialog', { name: 'Talk to an Expert' });
    await expect(answer.getByLabel('Phone')).toHaveAccessibleDescription('Phone number is required');
    await expect(answer.getByLabel('Name')).toHaveValue('Plain Callback Bad');
    expect(await consultationsMatching(request, 'plain-callback-bad@example.com')).toEqual([]);
  });
});

test('what a visitor types into the consultation form before its island has loaded is kept', async ({ page }) => {
  // The island's code arrives late, as on a slow phone: only once she has typed.
  let release = () => {};
  const typed = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/consultation-form\.island-[\w-]+\.js$/, async (route) => {
    await typed;
    await route.continue();
  });
  await gotoHydrated(page, '/contact#consultation');
  const form = page.getByRole('form', { name: 'Book a free consultation' });
  await form.getByLabel('Full Name').pressSequentially('Asha Verma', { delay: 20 });
  await form.getByLabel('Email').pressSequentially('asha@example.com', { delay: 20 });
  const island = page.locator('[data-island="consultation-form"]');
  await expect(island).not.toHaveAttribute('data-island-live', 'true');
  release();
  await expect(island).toHaveAttribute('data-island-live', 'true');
  await expect(form.getByLabel('Full Name')).toHaveValue('Asha Verma');
  await expect(form.getByLabel('Email')).toHaveValue('asha@example.com');
  // Live: the island checks the form itself (the page stays, the message is beside the field).
  await form.getByRole('button', { name: 'Book Free Consultation' }).click();
  await expect(form.getByText('Phone number is required')).toBeVisible();
  await expect(page).toHaveURL(/\/contact#consultation$/);
  await expect(form.getByLabel('Full Name')).toHaveValue('Asha Verma');
});
