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
