// The consultation form and Talk to Expert's call-back as plain HTML posts, against the production web build: what a
// post stores and answers, what refuses it (stores nothing), and the success pages (npm test builds first).
import { createFormTokens } from '@coach/api';
import { CONSULTATION_MESSAGES, FORM_POST_MESSAGES, type FreeSlots } from '@coach/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_FLASH_COOKIE } from '../ssr/form-flash';
import { createTestServer } from '../test-support';

let t: Awaited<ReturnType<typeof createTestServer>>;
let token: string;
beforeAll(async () => {
  t = await createTestServer({ web: true });
  const page = await t.app.inject({ method: 'GET', url: '/contact' });
  token = /name="form_token" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
  expect(token).not.toBe('');
  // Loading the web build on a busy machine takes a while.
}, 60_000);
afterAll(() => t.stop());

/** Posts a form as a browser does, from one of the site's own pages unless the headers say otherwise. */
const post = (form: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/forms/${form}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(fields).toString(),
  });

const consultationsNamed = (name: string) =>
  t.db.selectFrom('consultations').selectAll().where('name', '=', name).execute();

/** The page a redirect leads to, with the cookie the redirect set (as the browser follows it). */
async function follow(answer: Awaited<ReturnType<typeof post>>) {
  const cookie = String(answer.headers['set-cookie'] ?? '').split(';')[0] ?? '';
  const location = String(answer.headers.location).split('#')[0]!;
  return t.app.inject({ method: 'GET', url: location, headers: cookie ? { cookie } : {} });
}

const consultation = (fields: Record<string, string>) => ({
  form_token: token,
  return_to: '/contact',
  name: 'Asha Verma',
  email: 'asha@example.com',
  phone: '+91 98111 22334',
  goal: 'weight_gain',
  age: '31',
  current_weight: '',
  target_weight: '',
  message: '',
  website: '',
  ...fields,
});

describe('POST /forms/consultation', () => {
  it('stores the request and leads to the success card with her phone and goal, for her alone', async () => {
    const answer = await post('consultation', consultation({ name: 'Plain Post Asha' }));
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('/contact?sent=consultation#consultation');
    const cookie = String(answer.headers['set-cookie']);
    expect(cookie).toMatch(new RegExp(`^${FORM_FLASH_COOKIE}=[^;]+; Max-Age=300; Path=/; HttpOnly; SameSite=Lax$`));
    // Sealed: the phone is not readable from the cookie.
    expect(cookie).not.toContain('98111');
    const [stored] = await consultationsNamed('Plain Post Asha');
    expect(stored).toMatchObject({ email: 'asha@example.com', phone: '+91 98111 22334', goal: 'weight_gain', age: 31 });

    const page = await follow(answer);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.body).toContain(CONSULTATION_MESSAGES.booked);
    expect(page.body).toMatch(/data-testid="booked-phone">\+91 98111 22334</);
    expect(page.body).toMatch(/data-testid="booked-goal">Weight Gain</);
    // The cookie is spent by the page that read it.
    expect(String(page.headers['set-cookie'])).toMatch(new RegExp(`^${FORM_FLASH_COOKIE}=; Max-Age=0;`));

    // Without it (a reload, anyone else), the page says it was sent and shows nobody's details.
    const again = await t.app.inject({ method: 'GET', url: '/contact?sent=consultation' });
    expect(again.body).toContain(CONSULTATION_MESSAGES.booked);
    expect(again.body).not.toContain('98111');
    // A cookie this server did not seal shows nothing either.
    const forged = await t.app.inject({
      method: 'GET',
      url: '/contact?sent=consultation',
      headers: { cookie: `${FORM_FLASH_COOKIE}=AAAA.BBBB.CCCC` },
    });
    expect(forged.statusCode).toBe(200);
    expect(forged.body).toContain(CONSULTATION_MESSAGES.booked);
    expect(forged.body).not.toContain('booked-phone');
  });

  it('offers the free times as a plain choice, books the one chosen and shows it; the page then offers it no more', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/contact' })).body;
    const { slots, timezone } = (
      await t.app.inject({ method: 'GET', url: '/api/availability', headers: (await t.headers()).visitor })
    ).json<FreeSlots>();
    const slot = slots[1]!;
    expect(before).toContain(`name="slot_start" value="${slot.start}"`);

    const answer = await post('consultation', consultation({ name: 'Plain Slot Booker', slot_start: slot.start }));
    expect(answer.statusCode).toBe(303);
    const page = await follow(answer);
    // In the business's zone: the server cannot know hers.
    const time = new Intl.DateTimeFormat('en-GB', {
      timeZone: timezone,
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    });
    expect(page.body).toMatch(/data-testid="booked-time">[^<]+/);
    expect(page.body).toContain(time.format(new Date(slot.start)));
    const booking = await t.db.selectFrom('bookings').select('start_at').where('start_at', '=', slot.start).execute();
    expect(booking).toHaveLength(1);

    // The cached page was dropped with the booking: the time is no longer offered.
    const after = (await t.app.inject({ method: 'GET', url: '/contact' })).body;
    expect(after).not.toContain(`value="${slot.start}"`);
    // Asked for again, the taken time is refused with the reason, her words kept.
    const taken = await post('consultation', consultation({ name: 'Plain Slot Second', slot_start: slot.start }));
    expect(taken.statusCode).toBe(409);
    expect(taken.body).toContain('value="Plain Slot Second"');
    expect(await consultationsNamed('Plain Slot Second')).toHaveLength(0);
  });

  it('refuses bad input with the spec messages beside the fields, keeping what was typed, and stores nothing', async () => {
    const answer = await post('consultation', consultation({ name: '', email: 'asha@example', phone: 'Plain Bad 12' }));
    expect(answer.statusCode).toBe(400);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.body).toContain(CONSULTATION_MESSAGES.nameRequired);
    expect(answer.body).toContain(CONSULTATION_MESSAGES.emailInvalid);
    expect(answer.body).toContain(CONSULTATION_MESSAGES.phoneInvalid);
    expect(answer.body).toContain('value="asha@example"');
    expect(answer.body).toContain('value="Plain Bad 12"');
    // The goal she chose stays chosen.
    expect(answer.body).toMatch(/<option value="weight_gain" selected="">/);
    expect(await t.db.selectFrom('consultations').selectAll().where('phone', '=', 'Plain Bad 12').execute()).toEqual(
      [],
    );
  });

  it('answers a bot that fills the hidden field as if it were sent, and stores nothing', async () => {
    const answer = await post('consultation', consultation({ name: 'Plain Honeypot', website: 'http://spam.example' }));
    expect(answer.statusCode).toBe(303);
    expect(await consultationsNamed('Plain Honeypot')).toEqual([]);
  });

  it('refuses a post without the page token, with a forged one or from another site, and stores nothing', async () => {
    const refusals = [
      await post('consultation', consultation({ name: 'Plain No Token', form_token: '' })),
      await post('consultation', consultation({ name: 'Plain Forged Token', form_token: `${token.slice(0, -2)}xx` })),
      await post('consultation', consultation({ name: 'Plain Cross Site' }), { origin: 'https://evil.example' }),
      await post('consultation', consultation({ name: 'Plain Cross Fetch' }), { 'sec-fetch-site': 'cross-site' }),
    ];
    for (const answer of refusals) {
      expect(answer.statusCode).toBe(403);
      expect(answer.body).toContain(FORM_POST_MESSAGES.refused);
      expect(answer.headers['set-cookie']).toBeUndefined();
    }
    for (const name of ['Plain No Token', 'Plain Forged Token', 'Plain Cross Site', 'Plain Cross Fetch'])
      expect(await consultationsNamed(name)).toEqual([]);
  });

  it('sends nothing on an expired token, and gives the form back with her words and a fresh token', async () => {
    const weekAgo = createFormTokens({ appSecret: t.config.appSecret, now: () => Date.now() - 7 * 86_400_000 });
    const answer = await post('consultation', consultation({ name: 'Plain Expired', form_token: weekAgo.issue() }));
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain(FORM_POST_MESSAGES.expired);
    expect(answer.body).toContain('value="Plain Expired"');
    expect(answer.body).toContain(`name="form_token" value="${token}"`);
    expect(await consultationsNamed('Plain Expired')).toEqual([]);
  });
});

const callback = (fields: Record<string, string>) => ({
  form_token: token,
  return_to: '/recipes',
  name: 'Meena Expert',
  email: 'meena@example.com',
  phone: '9123456780',
  message: '',
  website: '',
  ...fields,
});

describe('POST /forms/callback', () => {
  it('stores a weight-loss consultation marked as an expert request, and the page says it was submitted', async () => {
    const answer = await post('callback', callback({ name: 'Plain Callback', message: 'Diabetes and diet' }));
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('/recipes?sent=callback#talk-to-expert');
    const [stored] = await consultationsNamed('Plain Callback');
    expect(stored).toMatchObject({
      goal: 'weight_loss',
      phone: '9123456780',
      message: '[Expert Consultation Request] Diabetes and diet',
    });
    const page = await follow(answer);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(CONSULTATION_MESSAGES.expertSubmitted);

    const plain = await post('callback', callback({ name: 'Plain Callback Default' }));
    expect(plain.statusCode).toBe(303);
    expect((await consultationsNamed('Plain Callback Default'))[0]?.message).toBe(
      '[Expert Consultation Request] I would like a free 15-minute call with an expert.',
    );
  });

  it('refuses bad input with the messages beside the fields, keeping what was typed, and stores nothing', async () => {
    const answer = await post('callback', callback({ name: 'Plain Callback Bad', phone: 'call me', message: 'Soon' }));
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain(CONSULTATION_MESSAGES.phoneInvalid);
    expect(answer.body).toContain('value="Plain Callback Bad"');
    expect(answer.body).toContain('value="call me"');
    expect(answer.body).toMatch(/<textarea[^>]*name="message"[^>]*>Soon<\/textarea>/);
    expect(await consultationsNamed('Plain Callback Bad')).toEqual([]);

    const empty = await post('callback', callback({ name: '', email: '', phone: '' }));
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain(CONSULTATION_MESSAGES.nameRequired);
    expect(empty.body).toContain(CONSULTATION_MESSAGES.emailRequired);
    expect(empty.body).toContain(CONSULTATION_MESSAGES.phoneRequired);
  });

  it('stores nothing for a bot, a missing or forged token, another site or an expired token', async () => {
    const honeypot = await post('callback', callback({ name: 'Plain Callback Bot', website: 'x' }));
    expect(honeypot.statusCode).toBe(303);
    for (const [fields, headers] of [
      [{ name: 'Plain Callback Refused', form_token: '' }, {}],
      [{ name: 'Plain Callback Refused', form_token: 'abc.def' }, {}],
      [{ name: 'Plain Callback Refused' }, { origin: 'https://evil.example' }],
    ] as const) {
      expect((await post('callback', callback(fields), headers)).statusCode).toBe(403);
    }
    const weekAgo = createFormTokens({ appSecret: t.config.appSecret, now: () => Date.now() - 7 * 86_400_000 });
    const expired = await post('callback', callback({ name: 'Plain Callback Refused', form_token: weekAgo.issue() }));
    expect(expired.statusCode).toBe(400);
    expect(expired.body).toContain(FORM_POST_MESSAGES.expired);
    expect(expired.body).toContain('value="Plain Callback Refused"');
    expect(await consultationsNamed('Plain Callback Bot')).toEqual([]);
    expect(await consultationsNamed('Plain Callback Refused')).toEqual([]);
  });
});
