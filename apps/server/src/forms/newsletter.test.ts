// The newsletter's plain posts through the real server and its rendered pages: subscribe, confirm and manage answer
// with a redirect to the page that says so, or the page again with the spec's message beside the field and what was
// typed; a post without the page's form token changes nothing.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FORM_POST_MESSAGES, NEWSLETTER_MESSAGES, type Subscriber } from '@coach/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from '../test-support';

const SITE = 'https://coach.example';

let t: Awaited<ReturnType<typeof createTestServer>>;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestServer({ web: true, publicUrl: SITE });
  ({ admin } = await t.headers());
});
afterAll(() => t.stop());

/** The page's form token, as the page carries it. */
async function formTokenOf(path: string): Promise<string> {
  const page = await t.app.inject({ method: 'GET', url: path });
  expect(page.statusCode, path).toBe(200);
  const token = /name="form_token" value="([^"]+)"/.exec(page.body)?.[1];
  if (!token) throw new Error(`no form token on ${path}`);
  return token;
}

/** A browser's post of a form on `returnTo`, with the page's token unless `token` is null. */
async function post(form: string, returnTo: string, fields: Record<string, string>, token?: string | null) {
  const formToken = token === undefined ? await formTokenOf(returnTo) : token;
  const body = new URLSearchParams({
    ...fields,
    return_to: returnTo,
    ...(formToken === null ? {} : { form_token: formToken }),
  });
  return t.app.inject({
    method: 'POST',
    url: `/forms/${form}`,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: SITE,
      'sec-fetch-site': 'same-origin',
      accept: 'text/html',
    },
    payload: body.toString(),
  });
}

async function subscriberOf(email: string): Promise<Subscriber | undefined> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/subscribers?search=${encodeURIComponent(email)}`,
    headers: admin,
  });
  return res.json<{ subscribers: Subscriber[] }>().subscribers.find((s) => s.email === email);
}

/** The confirmation e-mails written for this address (no SMTP: .eml files in the outbox). */
async function confirmationsTo(email: string): Promise<string[]> {
  await t.mailer.flush();
  const outbox = join(t.config.dataDir, 'outbox');
  if (!existsSync(outbox)) return [];
  return readdirSync(outbox)
    .filter((name) => name.endsWith('-newsletter_confirmation.eml'))
    .map((name) => readFileSync(join(outbox, name), 'utf8'))
    .filter((eml) => eml.includes(`To: ${email}`));
}

/** The HTML of the page a 303 leads to. */
async function followed(res: { statusCode: number; headers: Record<string, unknown> }) {
  expect(res.statusCode).toBe(303);
  return (await t.app.inject({ method: 'GET', url: String(res.headers.location) })).body;
}

async function subscribedReader(email: string, firstName = '') {
  const res = await post('newsletter', '/blog', { email, first_name: firstName, source: '/blog', place: 'newsletter' });
  expect(res.statusCode).toBe(303);
  const reader = await subscriberOf(email);
  if (!reader) throw new Error(`${email} was not stored`);
  const token = t.services.tokens.newsletterToken('confirm', reader);
  expect((await post('newsletter-confirm', `/newsletter/confirm?token=${token}`, { token })).statusCode).toBe(303);
  return { ...reader, manage: t.services.tokens.newsletterToken('manage', reader) };
}

describe('POST /forms/newsletter', () => {
  it('stores the address as pending, mails the link, and goes back to the form that says so', async () => {
    const email = `plain-${Date.now()}@example.com`;
    const res = await post('newsletter', '/blog?category=PCOS', {
      email: email.toUpperCase(),
      first_name: 'Asha',
      source: '/blog',
      place: 'newsletter',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/blog?category=PCOS&sent=newsletter#newsletter');
    expect(await subscriberOf(email)).toMatchObject({ status: 'pending', first_name: 'Asha', source: '/blog' });
    expect(await confirmationsTo(email)).toHaveLength(1);
    expect(await followed(res)).toContain(NEWSLETTER_MESSAGES.subscribed);

    // The same answer for an address already there, and no second e-mail within the hour.
    const again = await post('newsletter', '/recipes', { email, place: 'newsletter' });
    expect(again.headers.location).toBe('/recipes?sent=newsletter#newsletter');
    expect(await confirmationsTo(email)).toHaveLength(1);
  });

  it('refuses an address the schema refuses: the page again, the message beside the field, the words kept', async () => {
    const res = await post('newsletter', '/blog', { email: 'a@b', first_name: 'Ravi', place: 'newsletter-footer' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['cache-control']).toMatch(/^private/);
    expect(res.body).toContain('Please enter a valid email.');
    // In the form it came from (the footer's), with what she typed.
    const footer = res.body.slice(res.body.indexOf('id="newsletter-footer"'));
    expect(footer).toMatch(/value="a@b"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*value="a@b"/);
    expect(footer).toContain('value="Ravi"');
    expect(footer).toContain('Please enter a valid email.');
    const own = res.body.slice(res.body.indexOf('id="newsletter"'), res.body.indexOf('<footer'));
    expect(own).not.toContain('Please enter a valid email.');
    expect(await subscriberOf('a@b')).toBeUndefined();
  });

  it('stores and mails nothing for a post without the page token, or from another site', async () => {
    const email = `tokenless-${Date.now()}@example.com`;
    const res = await post('newsletter', '/blog', { email, place: 'newsletter' }, null);
    expect(res.statusCode).toBe(403);
    expect(res.body).toContain(FORM_POST_MESSAGES.refused);
    const forged = await post('newsletter', '/blog', { email, place: 'newsletter' }, 'x'.repeat(40));
    expect(forged.statusCode).toBe(403);
    const token = await formTokenOf('/blog');
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/forms/newsletter',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://elsewhere.example' },
      payload: new URLSearchParams({ email, form_token: token, return_to: '/blog' }).toString(),
    });
    expect(crossSite.statusCode).toBe(403);
    expect(await subscriberOf(email)).toBeUndefined();
    expect(await confirmationsTo(email)).toHaveLength(0);
  });
});

describe('POST /forms/newsletter-confirm', () => {
  it("confirms with the e-mail link's token and goes back to the page, which says so", async () => {
    const email = `confirm-${Date.now()}@example.com`;
    expect((await post('newsletter', '/blog', { email, place: 'newsletter' })).statusCode).toBe(303);
    const [confirmation] = await confirmationsTo(email);
    const link = /\/newsletter\/confirm\?token=3D([^"\s]+)/.exec((confirmation ?? '').replace(/=\r?\n/g, ''));
    const token = decodeURIComponent(link?.[1] ?? '');
    expect(token).toMatch(/^\d+\./);
    const page = `/newsletter/confirm?token=${encodeURIComponent(token)}`;
    const res = await post('newsletter-confirm', page, { token });
    expect(res.headers.location).toBe(`${page}&sent=newsletter-confirm#main`);
    expect((await subscriberOf(email))?.status).toBe('subscribed');
    const shown = await followed(res);
    expect(shown).toContain(NEWSLETTER_MESSAGES.confirmed);
    expect(shown).toContain('Read the blog');
  });

  it('says a dead or malformed link is not valid, and confirms nothing', async () => {
    const dead = await post('newsletter-confirm', '/newsletter/confirm?token=1.AAAAAAAAAAAAAAAAAAAAAA', {
      token: '1.AAAAAAAAAAAAAAAAAAAAAA',
    });
    expect(dead.statusCode).toBe(404);
    expect(dead.body).toContain(NEWSLETTER_MESSAGES.linkInvalid);
    const malformed = await post('newsletter-confirm', '/newsletter/confirm?token=nonsense', { token: 'nonsense' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).toContain(NEWSLETTER_MESSAGES.linkInvalid);
  });

  it('confirms nothing without the page token', async () => {
    const email = `unconfirmed-${Date.now()}@example.com`;
    expect((await post('newsletter', '/blog', { email, place: 'newsletter' })).statusCode).toBe(303);
    const reader = (await subscriberOf(email)) as Subscriber;
    const token = t.services.tokens.newsletterToken('confirm', reader);
    const res = await post('newsletter-confirm', `/newsletter/confirm?token=${token}`, { token }, null);
    expect(res.statusCode).toBe(403);
    expect((await subscriberOf(email))?.status).toBe('pending');
  });
});

describe('POST /forms/newsletter-manage', () => {
  it('renames and unsubscribes from the manage page, which is drawn for each request and says what was done', async () => {
    const email = `manage-${Date.now()}@example.com`;
    const reader = await subscribedReader(email, 'Meera');
    const page = `/newsletter/manage?token=${reader.manage}`;
    const shown = await t.app.inject({ method: 'GET', url: page });
    expect(shown.headers['cache-control']).toMatch(/^private/);
    expect(shown.body).toContain(email);

    const renamed = await post('newsletter-manage', `${page}&changed=rename`, {
      token: reader.manage,
      first_name: 'Meera Devi',
      intent: 'rename',
    });
    expect(renamed.headers.location).toBe(`${page}&changed=rename&sent=newsletter-manage#main`);
    expect((await subscriberOf(email))?.first_name).toBe('Meera Devi');
    expect(await followed(renamed)).toContain(NEWSLETTER_MESSAGES.nameSaved);

    const left = await post('newsletter-manage', `${page}&changed=unsubscribe`, {
      token: reader.manage,
      intent: 'unsubscribe',
    });
    expect((await subscriberOf(email))?.status).toBe('unsubscribed');
    const after = await followed(left);
    expect(after).toContain(NEWSLETTER_MESSAGES.unsubscribed);
    expect(after).toContain('>Unsubscribed<');
  });

  it('refuses a name over the limit beside the field, keeping it, and changes nothing', async () => {
    const email = `long-name-${Date.now()}@example.com`;
    const reader = await subscribedReader(email, 'Meera');
    const long = 'M'.repeat(61);
    const res = await post('newsletter-manage', `/newsletter/manage?token=${reader.manage}&changed=rename`, {
      token: reader.manage,
      first_name: long,
      intent: 'rename',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Must be at most 60 characters');
    expect(res.body).toContain(`value="${long}"`);
    expect((await subscriberOf(email))?.first_name).toBe('Meera');
  });

  it('changes nothing for a dead link, a post without the page token, or without a known intent', async () => {
    const email = `kept-${Date.now()}@example.com`;
    const reader = await subscribedReader(email);
    const page = `/newsletter/manage?token=${reader.manage}`;
    const tokenless = await post('newsletter-manage', page, { token: reader.manage, intent: 'unsubscribe' }, null);
    expect(tokenless.statusCode).toBe(403);
    const unknown = await post('newsletter-manage', page, { token: reader.manage, intent: 'delete' });
    expect(unknown.statusCode).toBe(400);
    expect((await subscriberOf(email))?.status).toBe('subscribed');

    const dead = await post('newsletter-manage', page, { token: '1.AAAAAAAAAAAAAAAAAAAAAA', intent: 'unsubscribe' });
    expect(dead.statusCode).toBe(404);
    expect(dead.body).toContain(NEWSLETTER_MESSAGES.linkInvalid);
  });
});
