// The private booking page and its plain posts, against the production web build: the page is drawn with the booking
// for its visitor alone; a move to another free time and a cancel post through /forms/booking-move and -cancel and
// lead back to the page that says so; a refused post is the page again with the reason; without the page's form
// token nothing changes.
import { BOOKING_MESSAGES, FORM_POST_MESSAGES } from '@coach/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from '../test-support';

let t: Awaited<ReturnType<typeof createTestServer>>;
let visitor: Record<string, string>;
beforeAll(async () => {
  t = await createTestServer({ web: true });
  visitor = { 'x-encrypted-token': await t.publicToken() };
  // Loading the web build on a busy machine takes a while.
}, 60_000);
afterAll(() => t.stop());

const get = (url: string) => t.app.inject({ method: 'GET', url });

/** The free times of the first week, as the site offers them. */
async function freeTimes(): Promise<string[]> {
  const free = await t.app.inject({ method: 'GET', url: '/api/availability?days=7', headers: visitor });
  return (free.json().slots as Array<{ start: string }>).map((slot) => slot.start);
}

/** Books `start` as the contact form does; the private link's token, from the confirmation e-mail. */
async function book(start: string, email: string): Promise<string> {
  const lead = { name: 'Priya', email, phone: '9876543210', goal: 'weight_loss', slot_start: start };
  const booked = await t.app.inject({ method: 'POST', url: '/api/consultation', headers: visitor, payload: lead });
  expect(booked.statusCode).toBe(201);
  const confirmation = await t.db
    .selectFrom('email_outbox')
    .select('text_body')
    .where('kind', '=', 'consultation_confirmation')
    .where('to_address', '=', email)
    .executeTakeFirstOrThrow();
  return /\/booking\/([A-Za-z0-9_-]{43})/.exec(confirmation.text_body)![1]!;
}

/** The booking of the visitor who booked with this address: its time and status. */
const bookingOf = (email: string) =>
  t.db
    .selectFrom('bookings')
    .innerJoin('consultations', 'consultations.id', 'bookings.consultation_id')
    .select(['bookings.start_at', 'bookings.status'])
    .where('consultations.email', '=', email)
    .executeTakeFirstOrThrow();

/** The page's form token, as the booking page carries it. */
async function formTokenOn(path: string): Promise<string> {
  const token = /name="form_token" value="([^"]+)"/.exec((await get(path)).body)?.[1];
  if (!token) throw new Error(`no form token on ${path}`);
  return token;
}

/** A browser's post of one of the booking page's forms. */
async function post(form: 'booking-move' | 'booking-cancel', token: string, fields: Record<string, string> = {}) {
  const path = `/booking/${token}`;
  return t.app.inject({
    method: 'POST',
    url: `/forms/${form}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
    payload: new URLSearchParams({ form_token: await formTokenOn(path), return_to: path, token, ...fields }).toString(),
  });
}

/** The page's text as a visitor reads it (React's empty comments between adjacent text removed). */
const textOf = (html: string) => html.replace(/<!-- -->/g, '');

describe('the private booking page', () => {
  it('is drawn with the booking, in the business zone, with the other free times to move to and both forms', async () => {
    const [first, , third] = await freeTimes();
    const token = await book(first!, 'page@example.com');
    const page = await get(`/booking/${token}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toMatch(/^private/);
    const html = textOf(page.body);
    expect(html).toContain(`data-booked-start="${first}"`);
    expect(html).toMatch(/data-booked-time=""[^>]*>\w+day, \d{1,2} \w+ 20\d\d at \d{1,2}:\d\d [ap]m</);
    expect(html).toContain('Our time zone: India Standard Time');
    expect(html).toContain('action="/forms/booking-move#booking"');
    expect(html).toContain('action="/forms/booking-cancel#booking"');
    expect(html).toContain(`name="token" value="${token}"`);
    // Its own time is not offered to move to; another is.
    expect(html).not.toContain(`name="slot_start" value="${first}"`);
    expect(html).toContain(`name="slot_start" value="${third}"`);
  });
});

describe('POST /forms/booking-move and /forms/booking-cancel', () => {
  it('moves the booking to the picked time and leads back to the page that says so', async () => {
    const [, second, , fourth] = await freeTimes();
    const token = await book(second!, 'mover@example.com');
    const answer = await post('booking-move', token, { slot_start: fourth! });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(`/booking/${token}?sent=booking-move#booking`);
    expect(await bookingOf('mover@example.com')).toEqual({ start_at: fourth, status: 'booked' });
    const moved = await t.db
      .selectFrom('email_outbox')
      .select('kind')
      .where('to_address', '=', 'mover@example.com')
      .where('kind', '=', 'booking_moved_confirmation')
      .execute();
    expect(moved).toHaveLength(1);
    const page = textOf((await get(String(answer.headers.location).split('#')[0]!)).body);
    expect(page).toContain(BOOKING_MESSAGES.bookingMoved);
    expect(page).toContain(`data-booked-start="${fourth}"`);
  });

  it('refuses a move with no time picked, or to a time just taken, with the page again and the reason', async () => {
    const [, , , , fifth, sixth] = await freeTimes();
    const token = await book(fifth!, 'stayer@example.com');
    const none = await post('booking-move', token);
    expect(none.statusCode).toBe(400);
    expect(none.headers['cache-control']).toMatch(/^private/);
    expect(textOf(none.body)).toContain(BOOKING_MESSAGES.pickNewTime);
    await book(sixth!, 'other@example.com');
    const taken = await post('booking-move', token, { slot_start: sixth! });
    expect(taken.statusCode).toBe(409);
    expect(textOf(taken.body)).toContain(BOOKING_MESSAGES.slotTaken);
    expect(await bookingOf('stayer@example.com')).toEqual({ start_at: fifth, status: 'booked' });
  });

  it('cancels the booking, says so, and refuses a second cancel with the reason', async () => {
    const [first] = await freeTimes();
    const token = await book(first!, 'canceller@example.com');
    const answer = await post('booking-cancel', token);
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(`/booking/${token}?sent=booking-cancel#booking`);
    expect(await bookingOf('canceller@example.com')).toEqual({ start_at: first, status: 'cancelled' });
    const page = textOf((await get(`/booking/${token}?sent=booking-cancel`)).body);
    expect(page).toContain(BOOKING_MESSAGES.bookingCancelled);
    expect(page).toContain(BOOKING_MESSAGES.cancelled);
    expect(page).not.toContain('action="/forms/booking-cancel');
    const again = await post('booking-cancel', token);
    expect(again.statusCode).toBe(409);
    expect(textOf(again.body)).toContain(BOOKING_MESSAGES.cancelled);
  });

  it('changes nothing without the page’s form token, or from another site', async () => {
    const [first] = await freeTimes();
    const token = await book(first!, 'guarded@example.com');
    const path = `/booking/${token}`;
    const fields = { return_to: path, token };
    const headers = { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' };
    const tokenless = await t.app.inject({
      method: 'POST',
      url: '/forms/booking-cancel',
      headers,
      payload: new URLSearchParams(fields).toString(),
    });
    expect(tokenless.statusCode).toBe(403);
    expect(tokenless.body).toContain(FORM_POST_MESSAGES.refused);
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/forms/booking-cancel',
      headers: { ...headers, 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      payload: new URLSearchParams({ ...fields, form_token: await formTokenOn(path) }).toString(),
    });
    expect(crossSite.statusCode).toBe(403);
    expect(await bookingOf('guarded@example.com')).toEqual({ start_at: first, status: 'booked' });
  });
});
