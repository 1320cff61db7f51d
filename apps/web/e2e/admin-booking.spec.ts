import type { APIRequestContext } from '@playwright/test';
import { accessibilityViolations } from './axe';
import { expect, gotoHydrated, publicApiHeaders, signInAsAdmin, test } from './fixtures';

/** Books the first free slot over the public API, as another visitor would; returns its start. */
async function bookFirstFreeSlot(request: APIRequestContext, name: string): Promise<string> {
  const headers = await publicApiHeaders(request);
  const { slots } = await (await request.get('/api/availability', { headers })).json();
  // The last slot of the week: tests booking the first ones run at the same time.
  const start = slots.at(-1).start as string;
  const booked = await request.post('/api/consultation', {
    headers,
    data: { name, email: 'cal@example.com', phone: '+91 98765 43210', goal: 'weight_loss', slot_start: start },
  });
  expect(booked.status()).toBe(201);
  return start;
}

const indiaDate = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(iso));

test('the calendar shows a booking in its week; the owner cancels it, and the consultations list shows the time', async ({
  page,
}) => {
  const name = `Calendar Visitor ${Date.now()}`;
  const start = await bookFirstFreeSlot(page.request, name);
  await signInAsAdmin(page);

  await gotoHydrated(page, '/admin/consultations');
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.locator('time').first()).toHaveAttribute('datetime', start);

  await gotoHydrated(page, `/admin/calendar?from=${indiaDate(start)}`);
  await expect(page.getByRole('heading', { name: 'Calendar', level: 1 })).toBeVisible();
  // The booking's own item, inside its day's.
  const booking = page.getByRole('listitem').filter({ hasText: name }).last();
  await expect(booking).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);

  await booking.getByRole('button', { name: `Cancel booking of ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel booking' });
  await expect(dialog).toContainText(name);
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Booking cancelled. The visitor has been e-mailed.' }),
  ).toBeVisible();
  await expect(booking).toContainText('Cancelled');

  await page.setViewportSize({ width: 375, height: 900 });
  expect(await accessibilityViolations(page)).toEqual([]);
});

test('availability: a slot length outside 15-240 is refused with its message; blocked time shows in the calendar', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await gotoHydrated(page, '/admin/availability');
  const form = page.getByRole('form', { name: 'Availability' });
  await expect(form.getByLabel('Business time zone')).toHaveValue('Asia/Kolkata');
  await expect(form.getByLabel('Monday from')).toHaveValue('09:00');
  await expect(form.getByLabel('Monday until')).toHaveValue('19:00');
  await expect(form.getByRole('group', { name: 'Sunday' })).toContainText('Closed');
  expect(await accessibilityViolations(page)).toEqual([]);

  await form.getByLabel('Slot length (minutes)').fill('10');
  await form.getByRole('button', { name: 'Save Availability' }).click();
  await expect(form.getByText('Must be between 15 and 240 minutes')).toBeVisible();
  await form.getByLabel('Slot length (minutes)').fill('60');

  // A far-off holiday, so other tests' slots stay free.
  await form.getByRole('button', { name: 'Block a date or time' }).click();
  await form.getByLabel('From', { exact: true }).fill('2027-12-25T00:00');
  await form.getByLabel('Until', { exact: true }).fill('2027-12-26T00:00');
  await form.getByLabel('Reason').fill('Christmas');
  await form.getByRole('button', { name: 'Save Availability' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Availability saved' })).toBeVisible();

  await gotoHydrated(page, '/admin/calendar?from=2027-12-25');
  await expect(page.getByRole('listitem').filter({ hasText: 'Blocked 00:00' }).first()).toContainText('Christmas');

  await page.setViewportSize({ width: 375, height: 900 });
  await gotoHydrated(page, '/admin/availability');
  await expect(page.getByRole('form', { name: 'Availability' })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
});
