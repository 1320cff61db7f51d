import type { APIRequestContext } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import { expect, gotoHydrated, test } from './fixtures';

test.describe('consultation booking', () => {
  test('Book Consultation lands on the consultation section of /contact', async ({ page }) => {
    await gotoHydrated(page, '/recipes');
    await page.getByRole('banner').getByRole('link', { name: 'Book Consultation' }).click();
    await expect(page).toHaveURL(/\/contact#consultation$/);
    const heading = page.getByRole('heading', { name: 'Book Your Free Consultation' });
    await expect(heading).toBeInViewport();
  });

  test('shows the spec messages per field, clears one on edit, then books and shows the success card', async ({
    page,
  }) => {
    await gotoHydrated(page, '/contact#consultation');
    const form = page.getByRole('form', { name: 'Book a free consultation' });
    await form.getByRole('button', { name: 'Book Free Consultation' }).click();
    await expect(form.getByText('Name is required.')).toBeVisible();
    await expect(form.getByText('Email is required')).toBeVisible();
    await expect(form.getByText('Phone number is required')).toBeVisible();
    // The first field with a message takes the focus.
    await expect(form.getByLabel('Full Name')).toBeFocused();

    await form.getByLabel('Full Name').fill('Asha Verma');
    await expect(form.getByText('Name is required.')).toHaveCount(0);
    await expect(form.getByText('Email is required')).toBeVisible();

    await form.getByLabel('Email').fill('asha@example');
    await form.getByLabel('Phone').fill('12345');
    await form.getByRole('button', { name: 'Book Free Consultation' }).click();
    await expect(form.getByText('Please enter a valid email.')).toBeVisible();
    await expect(form.getByText('Please enter a valid phone number.')).toBeVisible();
    await expect(form.getByLabel('Email')).toBeFocused();

    await form.getByLabel('Email').fill('asha@example.com');
    await form.getByLabel('Phone').fill('+91 98111 22334');
    await form.getByLabel('Your Goal').selectOption('weight_gain');
    await form.getByLabel('Age').fill('31');
    await form.getByRole('button', { name: 'Book Free Consultation' }).click();

    const success = page.getByRole('status').filter({ hasText: 'Consultation Booked Successfully!' });
    await expect(success).toBeVisible();
    await expect(success.getByTestId('booked-phone')).toHaveText('+91 98111 22334');
    await expect(success.getByTestId('booked-goal')).toHaveText('Weight Gain');
  });

  test('a server failure keeps what was typed and shows the server message', async ({ page, allowProblem }) => {
    allowProblem(/HTTP 500|status of 500/);
    await page.route('**/trpc/lead.bookConsultation**', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({
          error: {
            message: 'Internal server error',
            code: -32603,
            data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 },
          },
        }),
      }),
    );
    await gotoHydrated(page, '/contact');
    const form = page.getByRole('form', { name: 'Book a free consultation' });
    await form.getByLabel('Full Name').fill('Kiran');
    await form.getByLabel('Email').fill('kiran@example.com');
    await form.getByLabel('Phone').fill('9876543210');
    await form.getByRole('button', { name: 'Book Free Consultation' }).click();
    await expect(form.getByRole('alert')).toHaveText('Internal server error');
    await expect(form.getByLabel('Full Name')).toHaveValue('Kiran');
  });
});

test.describe('contact form', () => {
  test('sends a message, shows the spec success text and clears the form', async ({ page }) => {
    await gotoHydrated(page, '/contact');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByLabel('Name').fill('Dev');
    await form.getByLabel('Email').fill('dev@example.com');
    await form.getByLabel('Subject').fill('Programs');
    await form.getByLabel('Message').fill('Do you offer family plans?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('status')).toHaveText(
      "Message sent successfully! We'll get back to you within 24 hours.",
    );
    await expect(form.getByLabel('Name')).toHaveValue('');
  });

  test('a rate-limited send shows the server text', async ({ page, allowProblem }) => {
    allowProblem(/HTTP 429|status of 429/);
    await page.route('**/trpc/lead.sendContactMessage**', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({
          error: {
            message: 'Rate limit exceeded. Please try again later.',
            code: -32029,
            data: { code: 'TOO_MANY_REQUESTS', httpStatus: 429 },
          },
        }),
      }),
    );
    await gotoHydrated(page, '/contact');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByLabel('Name').fill('Dev');
    await form.getByLabel('Email').fill('dev@example.com');
    await form.getByLabel('Subject').fill('x');
    await form.getByLabel('Message').fill('y');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('alert')).toHaveText('Rate limit exceeded. Please try again later.');
  });
});

test.describe('expert call-back', () => {
  test('asks for the required fields, submits, confirms and closes after 2 s', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: 'Talk to Expert' }).click();
    const dialog = page.getByRole('dialog', { name: 'Talk to an Expert' });
    await dialog.getByRole('button', { name: 'Request a Call Back' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please fill in all required fields (Name, Email, Phone).');
    await dialog.getByLabel('Name').fill('Meena Expert');
    await dialog.getByLabel('Email').fill('meena@example.com');
    await dialog.getByLabel('Phone').fill('9123456780');
    const sent = page.waitForRequest('**/trpc/lead.bookConsultation**');
    await dialog.getByRole('button', { name: 'Request a Call Back' }).click();
    const body = JSON.stringify((await sent).postDataJSON());
    expect(body).toContain('"goal":"weight_loss"');
    expect(body).toContain('[Expert Consultation Request] I would like a free 15-minute call with an expert.');
    await expect(dialog.getByText('Request Submitted!')).toBeVisible();
    await expect(dialog).toBeHidden({ timeout: 4000 });
  });
});

test('an expired token is refreshed once and the send retried', async ({ page, allowProblem }) => {
  allowProblem(/HTTP 401|status of 401/);
  let calls = 0;
  await page.route('**/trpc/lead.sendContactMessage**', async (route) => {
    calls++;
    if (calls === 1) {
      await route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({
          error: {
            message: 'Missing or invalid encrypted token',
            code: -32001,
            data: { code: 'UNAUTHORIZED', httpStatus: 401 },
          },
        }),
      });
    } else {
      await route.continue();
    }
  });
  const tokenRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/auth/token')) tokenRequests.push(r.url());
  });
  await gotoHydrated(page, '/contact');
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByLabel('Name').fill('Retry');
  await form.getByLabel('Email').fill('retry@example.com');
  await form.getByLabel('Subject').fill('Token');
  await form.getByLabel('Message').fill('Please retry');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('status')).toHaveText(
    "Message sent successfully! We'll get back to you within 24 hours.",
  );
  expect(calls).toBe(2);
  expect(tokenRequests).toHaveLength(2);
});

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
  await page.route(/\/assets\/[^/]*island[^/]*\.js$/, async (route) => {
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
