// The public forms' plain posts (docs/decisions/178), through the contact form: a post is guarded as the API is (the
// page's signed token, the site's own origin), refused posts come back as the page with the visitor's words and the
// messages, and a sent one is a 303 to the page marked sent.
import { createFormTokens } from '@coach/api';
import { FORM_TOKEN_GRACE_MS, FORM_TOKEN_WINDOW_MS } from '@coach/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from '../test-support';

let t: Awaited<ReturnType<typeof createTestServer>>;
let token: string;
beforeAll(async () => {
  t = await createTestServer({ web: true });
  const page = await t.app.inject({ method: 'GET', url: '/contact' });
  token = /name="form_token" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
});
afterAll(() => t.stop());

const MESSAGE = { name: 'Dev Rao', email: 'dev@example.com', phone: '', subject: 'Plans', message: 'Family plans?' };

function post(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/forms/contact',
    headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'localhost', ...headers },
    payload: new URLSearchParams(fields).toString(),
  });
}

const storedMessages = async () =>
  (
    await t.db
      .selectFrom('contact_messages')
      .select(['name', 'subject'])
      .where('email', 'like', '%@example.com')
      .execute()
  ).length;

describe('a contact message sent without script', () => {
  it('the page carries the form, its action and the window’s token', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/contact' });
    expect(page.body).toContain('action="/forms/contact#message"');
    expect(page.body).toContain('method="post"');
    expect(token).toMatch(/^[0-9a-z]+\.[\w-]{22}$/);
  });

  it('is stored and answered with a 303 to the page marked sent', async () => {
    const before = await storedMessages();
    const res = await post(
      { ...MESSAGE, form_token: token, return_to: '/contact' },
      { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' },
    );
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/contact?sent=contact#message');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(await storedMessages()).toBe(before + 1);
    const sent = await t.app.inject({ method: 'GET', url: '/contact?sent=contact' });
    expect(sent.body).toContain('Message sent successfully! We&#x27;ll get back to you within 24 hours.');
  });

  it('with bad input, comes back as the page with the messages beside the fields and what was typed (400)', async () => {
    const before = await storedMessages();
    const res = await post({
      ...MESSAGE,
      email: 'dev@<b>x',
      subject: '',
      message: '<script>alert(1)</script>',
      form_token: token,
      return_to: '/contact',
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toContain('Please enter a valid email.');
    expect(res.body).toContain('Subject is required');
    expect(res.body).toContain('value="Dev Rao"');
    // Hostile words come back as text.
    expect(res.body).toContain('value="dev@&lt;b&gt;x"');
    expect(res.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;</textarea>');
    expect(res.body).not.toContain('<script>alert(1)');
    expect(await storedMessages()).toBe(before);
  });

  it.each([
    ['without a token', (): Record<string, string> => ({})],
    ['with a forged token', () => ({ form_token: `${token.split('.')[0]}.AAAAAAAAAAAAAAAAAAAAAA` })],
    ['with another site’s token', () => ({ form_token: createFormTokens({ appSecret: 'another'.repeat(8) }).issue() })],
  ])('%s is refused with a readable page, nothing stored', async (_case, extra) => {
    const before = await storedMessages();
    const res = await post({ ...MESSAGE, return_to: '/contact', ...extra() });
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('This form can only be sent from the page it is on. Nothing was sent.');
    expect(res.body).toContain('href="/contact"');
    expect(await storedMessages()).toBe(before);
  });

  it.each([
    ['another site’s Origin', { origin: 'https://evil.example' }],
    ['an opaque Origin', { origin: 'null' }],
    ['a cross-site fetch', { 'sec-fetch-site': 'cross-site' }],
    ['a same-site (other subdomain) fetch', { 'sec-fetch-site': 'same-site' }],
  ])('from %s is refused, nothing stored', async (_case, headers) => {
    const before = await storedMessages();
    const res = await post({ ...MESSAGE, form_token: token, return_to: '/contact' }, headers);
    expect(res.statusCode).toBe(403);
    expect(await storedMessages()).toBe(before);
  });

  it('with an expired token, sends nothing and gives the form back with the words kept and a fresh token', async () => {
    const before = await storedMessages();
    const longAgo = Date.now() - FORM_TOKEN_WINDOW_MS - FORM_TOKEN_GRACE_MS - 60_000;
    const old = createFormTokens({ appSecret: t.config.appSecret, now: () => longAgo }).issue();
    const res = await post({ ...MESSAGE, form_token: old, return_to: '/contact' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('This page was open for a long time, so the form was not sent.');
    expect(res.body).toContain('value="Dev Rao"');
    expect(res.body).toContain(`name="form_token" value="${token}"`);
    expect(await storedMessages()).toBe(before);
  });

  it('an unknown form is not found, and a body that is not a form is refused', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/forms/nothing',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=1',
    });
    expect(unknown.statusCode).toBe(404);
    const json = await t.app.inject({
      method: 'POST',
      url: '/forms/contact',
      payload: { ...MESSAGE, form_token: token },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({ error: 'A form post is sent as application/x-www-form-urlencoded' });
  });
});

describe('a cached page and its form token', () => {
  it('is kept no longer than the window its token was issued for', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/about', headers: { host: 'localhost' } });
    expect(res.statusCode).toBe(200);
    const cached = t.pageCache?.get('http://localhost/about');
    const windowEnd = createFormTokens({ appSecret: t.config.appSecret }).windowEndsAt();
    expect(cached?.expiresAt).toBe(windowEnd);
  });
});
