import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { E2E_ADMIN, E2E_DATA_DIR } from '../playwright.config';
import { accessibilityViolations } from './axe';
import { expect, gotoHydrated, publicApiHeaders, test } from './fixtures';

// A visitor in New York books with the dietitian in India: her times are New York's, India's beside them.
test.use({ timezoneId: 'America/New_York' });

/** The private link in the confirmation e-mail the server wrote for this address (no SMTP: .eml files). */
async function privateLinkFor(email: string): Promise<string> {
  const outbox = join(E2E_DATA_DIR, 'outbox');
  let link = '';
  await expect
    .poll(
      () => {
        if (!existsSync(outbox)) return '';
        const files = readdirSync(outbox, { withFileTypes: true }).filter((f) =>
          f.name.endsWith('consultation_confirmation.eml'),
        );
        for (const file of files) {
          // Quoted-printable soft line breaks ("=" at a line's end) may split the link.
          const eml = readFileSync(join(outbox, file.name), 'utf8').replace(/=\r?\n/g, '');
          if (!eml.includes(`To: ${email}`)) continue;
          link = /\/booking\/[A-Za-z0-9_-]{43}/.exec(eml)?.[0] ?? '';
        }
        return link;
      },
      { timeout: 20_000 },
    )
    .not.toBe('');
  return link;
}

test('pick a time on /contact, book, see it on the success card, then move it through the private link', async ({
  page,
}) => {
  const email = `booker-${Date.now()}@example.com`;
  await gotoHydrated(page, '/contact#consultation');
  const form = page.getByRole('form', { name: 'Book a free consultation' });
  await form.getByLabel('Full Name').fill('Maya Iyer');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone').fill('+1 212 555 0188');

  const picker = form.getByRole('group', { name: /Pick a time/ });
  await expect(picker).toContainText('Times are shown in your time zone (Eastern');
  const times = picker.getByRole('group', { name: /^Time on / }).getByRole('radio');
  await expect(times.first()).toBeVisible();
  // New York's first day may hold a single time (its night is India's morning): the next day holds several.
  if ((await times.count()) < 2)
    await picker.getByRole('group', { name: 'Day' }).getByRole('radio').nth(1).locator('xpath=..').click();
  await expect(times.nth(1)).toBeVisible();
  // Each time is New York's, with India's beside it.
  const firstLabel = await times.first().locator('xpath=..').textContent();
  expect(firstLabel).toMatch(/^\d{1,2}:\d\d [ap]m \(\d{1,2}:\d\d [ap]m India Standard Time\)$/);
  // The keyboard moves between the times as in any radio group.
  await times.first().focus();
  await page.keyboard.press('ArrowDown');
  const chosen = times.nth(1);
  await expect(chosen).toBeChecked();
  const chosenTime = ((await chosen.locator('xpath=..').textContent()) ?? '').split(' (')[0]!;
  await expect(picker.getByTestId('chosen-slot')).toContainText(chosenTime);
  expect(await accessibilityViolations(page)).toEqual([]);

  await form.getByRole('button', { name: 'Book Free Consultation' }).click();
  const success = page.getByRole('status').filter({ hasText: 'Consultation Booked Successfully!' });
  await expect(success).toBeVisible();
  await expect(success.getByTestId('booked-phone')).toHaveText('+1 212 555 0188');
  await expect(success.getByTestId('booked-time')).toContainText(chosenTime);
  await expect(success.getByTestId('booked-time')).toContainText('Eastern');

  const link = await privateLinkFor(email);
  await gotoHydrated(page, link);
  await expect(page.getByRole('heading', { name: 'Your consultation' })).toBeVisible();
  const bookedTime = page.getByTestId('booking-time');
  await expect(bookedTime).toContainText(chosenTime);
  await expect(page.getByRole('group', { name: 'Pick a new time' }).getByRole('radio').first()).toBeAttached();
  expect(await accessibilityViolations(page)).toEqual([]);

  const newPicker = page.getByRole('group', { name: 'Pick a new time' });
  // She reaches for the picker: its island wakes, and the times are in her own zone.
  await newPicker.hover();
  await expect(newPicker).toContainText('Times are shown in your time zone (Eastern');
  const newTimes = newPicker.getByRole('group', { name: /^Time on / }).getByRole('radio');
  // A pointer chooses by the time's label (the radio itself is visually hidden).
  const newLabel = newTimes.last().locator('xpath=..');
  await newLabel.click();
  await expect(newTimes.last()).toBeChecked();
  const newTime = ((await newLabel.textContent()) ?? '').split(' (')[0]!;
  await page.getByRole('button', { name: 'Move to this time' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your consultation has been moved.' })).toBeVisible();
  await expect(bookedTime).toContainText(newTime);
  await expect(bookedTime).not.toContainText(`${chosenTime}`);

  // A reload shows the moved booking: it is the server's, not the page's memory.
  await gotoHydrated(page, link);
  await expect(page.getByTestId('booking-time')).toContainText(newTime);
});

test('a wrong private link is the not-found page, with status 404', async ({ page, allowProblem }) => {
  allowProblem(/HTTP 404: .*\/booking\//);
  allowProblem(/status of 404/);
  const response = await gotoHydrated(page, `/booking/${'x'.repeat(43)}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
  // Nothing of a booking page: the server knew there is no booking.
  await expect(page.getByRole('heading', { name: 'Your consultation' })).toHaveCount(0);
});

test('the time picker and the booking page have no accessibility violation at phone width', async ({
  page,
  allowProblem,
}) => {
  allowProblem(/HTTP 404: .*\/booking\//);
  allowProblem(/status of 404/);
  await page.setViewportSize({ width: 375, height: 900 });
  await gotoHydrated(page, '/contact#consultation');
  await expect(
    page
      .getByRole('group', { name: /^Time on / })
      .getByRole('radio')
      .first(),
  ).toBeAttached();
  expect(await accessibilityViolations(page)).toEqual([]);
  await gotoHydrated(page, `/booking/${'x'.repeat(43)}`);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
});

/** A free time of the first week, as `pick` chooses it from the week's list. */
async function freeSlot(
  request: APIRequestContext,
  headers: Record<string, string>,
  pick: (starts: string[]) => string | undefined,
): Promise<string> {
  const free = await request.get('/api/availability?days=7', { headers });
  const start = pick(((await free.json()).slots as Array<{ start: string }>).map((slot) => slot.start));
  if (!start) throw new Error('no free time this week');
  return start;
}

/** The stored consultation of this address as the owner's REST API lists it: its status and booked time. */
async function storedConsultation(request: APIRequestContext, email: string) {
  const login = await request.post('/api/admin/login', { data: E2E_ADMIN });
  const headers = { authorization: `Bearer ${(await login.json()).access_token}` };
  const list = await request.get(`/api/admin/consultations?search=${encodeURIComponent(email)}`, { headers });
  const [consultation] = (await list.json()).consultations as Array<{ status: string; booking: { start: string } }>;
  return consultation;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the booking page shows the time, and its plain forms move it to a picked time and cancel it', async ({
    page,
    request,
    allowProblem,
  }) => {
    allowProblem(/HTTP 400: .*\/forms\/booking-move|status of 400/);
    const headers = await publicApiHeaders(request);
    const slot = await freeSlot(request, headers, (slots) => slots.at(-3));
    const email = `plain-mover-${Date.now()}@example.com`;
    const lead = { name: 'Plain Mover', email, phone: '+91 98111 22336', goal: 'weight_loss', slot_start: slot };
    expect((await request.post('/api/consultation', { headers, data: lead })).status()).toBe(201);
    const link = await privateLinkFor(email);

    await page.goto(link);
    // The server's page: the booked time in the business's zone, saying so.
    const bookedTime = page.getByTestId('booking-time');
    await expect(bookedTime).toContainText(/\w+day, \d{1,2} \w+ 20\d\d at \d{1,2}:\d\d [ap]m/);
    await expect(page.getByText('Our time zone: India Standard Time')).toBeVisible();

    // Move with no time picked: the page again, saying what is missing, and the booking as it was.
    const move = page.getByRole('button', { name: 'Move to this time' });
    await move.click();
    await expect(page.getByRole('alert')).toHaveText('Please pick a new time.');
    expect((await storedConsultation(request, email))?.booking.start).toBe(slot);

    // A time from the middle of the week: other tests book the first and the last ones at the same time.
    const target = await freeSlot(request, headers, (slots) => slots[Math.floor(slots.length / 2)]);
    const newTime = page.locator(`input[name="slot_start"][value="${target}"]`);
    const day = await page.locator('[data-day-times]').filter({ has: newTime }).getAttribute('data-day-times');
    await page.locator(`input[data-day-choice="${day}"]`).locator('xpath=..').click();
    const newLabel = ((await newTime.locator('xpath=..').textContent()) ?? '').trim();
    await newTime.locator('xpath=..').click();
    await expect(newTime).toBeChecked();
    await move.click();
    await expect(page).toHaveURL(/\?sent=booking-move#booking$/);
    await expect(page.getByRole('status').filter({ hasText: 'Your consultation has been moved.' })).toBeVisible();
    await expect(bookedTime).toContainText(newLabel);
    expect((await storedConsultation(request, email))?.booking.start).toBe(target);

    // Cancel asks first, then cancels, and the page says so.
    await page.getByText('Cancel consultation').click();
    await page.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect(page).toHaveURL(/\?sent=booking-cancel#booking$/);
    await expect(page.getByRole('status').filter({ hasText: 'Your consultation has been cancelled.' })).toBeVisible();
    await expect(page.getByText('This booking has been cancelled.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Move to this time' })).toHaveCount(0);
    expect((await storedConsultation(request, email))?.status).toBe('cancelled');
  });

  test('a post without the page’s form token changes nothing', async ({ page, request, allowProblem }) => {
    allowProblem(/HTTP 403: .*\/forms\/booking-cancel|status of 403/);
    const headers = await publicApiHeaders(request);
    const slot = await freeSlot(request, headers, (slots) => slots.at(-5));
    const email = `plain-keeper-${Date.now()}@example.com`;
    const lead = {
      name: 'Plain Keeper',
      email,
      phone: '+91 98111 22337',
      goal: 'weight_loss',
      slot_start: slot,
    };
    expect((await request.post('/api/consultation', { headers, data: lead })).status()).toBe(201);
    const link = await privateLinkFor(email);
    // The page's token removed from its forms, as a forged post would come.
    await page.route(`**${link}`, async (route) => {
      const original = await route.fetch();
      const html = (await original.text()).replace(/<input type="hidden" name="form_token"[^>]*>/g, '');
      await route.fulfill({ response: original, body: html });
    });
    await page.goto(link);
    await page.getByText('Cancel consultation').click();
    await page.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect(page.getByRole('heading', { name: 'Not sent' })).toBeVisible();
    expect((await storedConsultation(request, email))?.status).not.toBe('cancelled');
  });
});
