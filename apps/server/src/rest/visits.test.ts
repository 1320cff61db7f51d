import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logRequest } from '../server';
import { createTestServer } from '../test-support';
import { isPersonViewing } from './visits';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';
const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36';
const ADDRESS = '198.51.100.77';

let t: Awaited<ReturnType<typeof createTestServer>>;
let admin: Record<string, string>;
let visitor: Record<string, string>;
beforeAll(async () => {
  t = await createTestServer();
  ({ admin, visitor } = await t.headers());
});
afterAll(() => t.stop());

const beacon = (payload: unknown, headers: Record<string, string> = {}, address = ADDRESS) =>
  t.app.inject({
    method: 'POST',
    url: '/api/visits',
    remoteAddress: address,
    headers: { 'user-agent': BROWSER, 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(payload),
  });

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
const report = async () => {
  await t.services.visits?.flush();
  const day = today();
  const res = await t.app.inject({ url: `/api/admin/analytics?from=${day}&to=${day}`, headers: admin });
  expect(res.statusCode).toBe(200);
  await t.expectDocumented('GET', '/api/admin/analytics', res);
  return res.json();
};
const pageviews = async () => (await report()).totals.pageviews as number;

describe('POST /api/visits', () => {
  it('answers 204 without a body and counts the view once, by source, campaign and device', async () => {
    const before = await report();
    const res = await beacon(
      { path: '/about', referrer: 'https://l.instagram.com/', utm_source: null, utm_campaign: 'spring-offer' },
      { 'user-agent': PHONE },
    );
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(res.headers['cache-control']).toBe('no-store');
    const after = await report();
    expect(after.totals.pageviews).toBe(before.totals.pageviews + 1);
    expect(after.totals.visitors).toBe(before.totals.visitors + 1);
    expect(after.sources).toContainEqual({ source: 'instagram', visitors: 1, leads: 0 });
    expect(after.campaigns).toContainEqual({ campaign: 'spring-offer', visitors: 1, leads: 0 });
    expect(after.pages).toContainEqual({ path: '/about', pageviews: 1, leads: 0 });
    expect(after.devices).toContainEqual({ device: 'mobile', visitors: 1 });
    // The same visitor again: one more view, no more visitors.
    await beacon({ path: '/blog', referrer: 'https://l.instagram.com/' }, { 'user-agent': PHONE });
    const again = await report();
    expect(again.totals.pageviews).toBe(after.totals.pageviews + 1);
    expect(again.totals.visitors).toBe(after.totals.visitors);
  });

  it('needs no public token (a beacon cannot send one)', async () => {
    const before = await report();
    expect((await beacon({ path: '/' })).statusCode).toBe(204);
    const after = await report();
    expect(after.totals.pageviews).toBe(before.totals.pageviews + 1);
    // A view without a campaign adds none.
    expect(after.campaigns).toEqual(before.campaigns);
  });

  it.each([
    [{}, 'path is required'],
    [{ path: 42 }, 'path'],
    [{ path: 'https://evil.example/' }, 'path must be a path of this site'],
    [{ path: '/', referrer: ['x'] }, 'referrer'],
    [{ path: '/', utm_source: { a: 1 } }, 'utm_source'],
  ])('refuses %j with a 400 naming the field', async (payload, message) => {
    const res = await beacon(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(message);
  });

  it('refuses a body that is not JSON with a 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/visits',
      headers: { 'user-agent': BROWSER, 'content-type': 'application/json' },
      payload: '{"path":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('error');
  });

  it('caps long strings instead of refusing them', async () => {
    const res = await beacon({
      path: '/',
      referrer: `https://example.org/${'r'.repeat(2000)}`,
      utm_campaign: 'c'.repeat(300),
    });
    expect(res.statusCode).toBe(204);
    expect((await report()).campaigns).toContainEqual({ campaign: 'c'.repeat(100), visitors: 0, leads: 0 });
  });

  it('does not count admin pages, the API, booking links, unknown pages, missing posts, bots or prefetches', async () => {
    const draft = await t.app.inject({
      method: 'POST',
      url: '/api/admin/blogs',
      headers: admin,
      payload: {
        title: 'A draft',
        excerpt: 'x',
        category: 'Nutrition',
        content: '<p>x</p>',
        read_time: '1 min read',
        published: false,
      },
    });
    expect(draft.statusCode).toBe(201);
    const post = draft.json().blog as { id: number };
    const before = await pageviews();
    for (const payload of [
      { path: '/admin/dashboard' },
      { path: '/api/health' },
      { path: '/booking/abcdef' },
      { path: '/no-such-page' },
      { path: '/blog/999999' },
      { path: `/blog/${post.id}` },
      { path: '/recipes/999999-nothing' },
    ]) {
      expect((await beacon(payload)).statusCode).toBe(204);
    }
    for (const agent of [
      'Googlebot/2.1 (+http://www.google.com/bot.html)',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0 Safari/537.36',
      'curl/8.5.0',
      '',
    ]) {
      expect((await beacon({ path: '/' }, { 'user-agent': agent })).statusCode).toBe(204);
    }
    expect((await beacon({ path: '/' }, { 'sec-purpose': 'prefetch' })).statusCode).toBe(204);
    // One view that counts, written with whatever the others left behind.
    expect((await beacon({ path: '/services' })).statusCode).toBe(204);
    expect(await pageviews()).toBe(before + 1);
  });

  it('stores no visitor address, user agent or hash in any table', async () => {
    await beacon({ path: '/contact' }, {}, '203.0.113.199');
    await t.services.visits?.flush();
    const tables = await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(t.db);
    for (const { name } of tables.rows) {
      const rows = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(t.db);
      const text = JSON.stringify(rows.rows);
      expect(text, name).not.toContain('203.0.113.199');
      expect(text, name).not.toContain(ADDRESS);
      expect(text, name).not.toContain('X11; Linux');
    }
  });
});

describe('the request log', () => {
  it('names the method, path and host of a request, never the address it came from', () => {
    const request = {
      method: 'POST',
      url: '/api/visits',
      host: '127.0.0.1:4719',
      ip: ADDRESS,
      socket: { remoteAddress: ADDRESS, remotePort: 51234 },
      headers: { 'user-agent': BROWSER, 'x-forwarded-for': ADDRESS },
    };
    expect(logRequest(request)).toEqual({ method: 'POST', url: '/api/visits', host: '127.0.0.1:4719' });
    expect(JSON.stringify(logRequest(request))).not.toContain(ADDRESS);
  });
});

describe('bot filtering', () => {
  it.each([
    ['Googlebot/2.1 (+http://www.google.com/bot.html)'],
    ['Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)'],
    ['Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.0; +https://openai.com/gptbot)'],
    ['facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)'],
    ['WhatsApp/2.23.20.0'],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0 Safari/537.36'],
    ['curl/8.5.0'],
    ['python-requests/2.31.0'],
    ['Lighthouse'],
    [''],
  ])('%j is not a person viewing a page', (agent) => {
    expect(isPersonViewing({ 'user-agent': agent })).toBe(false);
  });

  it('takes ordinary browsers, but not their prefetches or prerenders', () => {
    expect(isPersonViewing({ 'user-agent': BROWSER })).toBe(true);
    expect(isPersonViewing({ 'user-agent': PHONE })).toBe(true);
    expect(isPersonViewing({ 'user-agent': BROWSER, 'sec-purpose': 'prefetch' })).toBe(false);
    expect(isPersonViewing({ 'user-agent': BROWSER, 'sec-purpose': 'prefetch;prerender' })).toBe(false);
    expect(isPersonViewing({ 'user-agent': BROWSER, purpose: 'prefetch' })).toBe(false);
    expect(isPersonViewing({})).toBe(false);
  });
});

describe('the visit rate limit', () => {
  it('answers 204 past the limit but stops counting that address', async () => {
    const limited = await createTestServer({ visitsPerHour: 2 });
    try {
      const send = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/visits',
          remoteAddress: '192.0.2.1',
          headers: { 'user-agent': BROWSER },
          payload: { path: '/' },
        });
      for (let i = 0; i < 4; i++) expect((await send()).statusCode).toBe(204);
      await limited.services.visits?.flush();
      const rows = await limited.db.selectFrom('visit_counts').select(['pageviews']).execute();
      expect(rows).toEqual([{ pageviews: 2 }]);
    } finally {
      await limited.stop();
    }
  });
});

describe('GET /api/admin/analytics', () => {
  it('refuses a range over 366 days or ending before it starts, naming the field', async () => {
    for (const [query, field] of [
      ['from=2025-01-01&to=2026-01-02', 'to'],
      ['from=2026-03-02&to=2026-03-01', 'to'],
      ['from=2026-13-01&to=2026-03-01', 'from'],
      ['to=2026-03-01', 'from'],
    ] as const) {
      for (const url of ['/api/admin/analytics', '/api/admin/analytics.csv']) {
        const res = await t.app.inject({ url: `${url}?${query}`, headers: admin });
        expect(res.statusCode, `${url}?${query}`).toBe(400);
        expect(res.json().error).toContain(field);
        await t.expectDocumented('GET', url, res);
      }
    }
  });

  it('refuses a missing or bad token', async () => {
    for (const url of ['/api/admin/analytics?from=2026-01-01&to=2026-01-02', '/api/admin/analytics.csv']) {
      expect((await t.app.inject({ url })).statusCode).toBe(401);
      expect((await t.app.inject({ url, headers: { authorization: 'Bearer nope' } })).statusCode).toBe(401);
      expect((await t.app.inject({ url, headers: visitor })).statusCode).toBe(401);
    }
  });

  it("counts today's confirmed subscribers and the readers subscribed now, the same over tRPC", async () => {
    const day = today();
    const newsletter = async () => {
      const rest = (await report()).newsletter;
      const input = encodeURIComponent(JSON.stringify({ from: day, to: day }));
      const trpc = await t.app.inject({ url: `/trpc/analytics.report?input=${input}`, headers: admin });
      expect(trpc.statusCode).toBe(200);
      expect(trpc.json().result.data.newsletter).toEqual(rest);
      return rest;
    };
    const nobody = { subscribed: 0, new_subscribers: 0, days: [{ date: day, new_subscribers: 0 }] };
    expect(await newsletter()).toEqual(nobody);

    const subscribe = async (email: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/newsletter/subscribe',
        headers: visitor,
        payload: { email, source: '/blog' },
      });
      expect(res.statusCode).toBe(202);
    };
    await subscribe('reader@example.com');
    await subscribe('undecided@example.com');
    // The reader follows the link of the confirmation e-mail; the other never does.
    const confirmation = await t.db
      .selectFrom('email_outbox')
      .select('text_body')
      .where('kind', '=', 'newsletter_confirmation')
      .where('to_address', '=', 'reader@example.com')
      .executeTakeFirstOrThrow();
    const token = decodeURIComponent(/\/newsletter\/confirm\?token=([^\s&]+)/.exec(confirmation.text_body)?.[1] ?? '');
    const confirmed = await t.app.inject({ method: 'POST', url: '/api/newsletter/confirm', payload: { token } });
    expect(confirmed.statusCode).toBe(200);
    expect(await newsletter()).toEqual({
      subscribed: 1,
      new_subscribers: 1,
      days: [{ date: day, new_subscribers: 1 }],
    });

    // Removed for good: gone from both figures.
    const { id } = await t.db
      .selectFrom('subscribers')
      .select('id')
      .where('email', '=', 'reader@example.com')
      .executeTakeFirstOrThrow();
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/admin/subscribers/${id}`, headers: admin });
    expect(removed.statusCode).toBe(200);
    expect(await newsletter()).toEqual(nobody);
  });

  it('downloads the daily table as CSV', async () => {
    const day = today();
    const res = await t.app.inject({ url: `/api/admin/analytics.csv?from=${day}&to=${day}`, headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="analytics-${day}-to-${day}.csv"`);
    await t.expectDocumented('GET', '/api/admin/analytics.csv', res);
    const [header, row] = res.body.replace('\uFEFF', '').split('\r\n');
    expect(header).toBe('Date,Visitors,Page views,Leads');
    expect(row).toMatch(new RegExp(`^${day},\\d+,\\d+,\\d+$`));
  });
});

describe('the source of every lead', () => {
  const landing = {
    landing_page: '/blog',
    referrer: 'https://www.google.com/',
    utm_source: 'Instagram',
    utm_medium: 'social',
    utm_campaign: 'spring',
  };
  const booking = { name: 'Asha', email: 'asha@example.com', phone: '9876543210', goal: 'weight_loss' };
  const message = { name: 'Ravi', email: 'ravi@example.com', subject: 'Hi', message: 'Hello' };
  const expected = {
    source: 'instagram',
    medium: 'social',
    campaign: 'spring',
    referrer: 'https://www.google.com/',
    landing_page: '/blog',
  };

  /** A lead sent from the site: `/api/consultation` or `/api/contact` with the public token. */
  const sendLead = (url: string, payload: object, headers: Record<string, string> = visitor) =>
    t.app.inject({ method: 'POST', url, headers, payload });

  it('stores it with a consultation, a call-back and a contact message, and the admin API shows it', async () => {
    const consultation = await sendLead('/api/consultation', { ...booking, attribution: landing });
    const callback = await sendLead('/api/consultation', {
      ...booking,
      goal: 'maintenance',
      attribution: { ...landing, utm_source: null, utm_medium: null, utm_campaign: null },
    });
    const contact = await sendLead('/api/contact', { ...message, attribution: landing });
    expect([consultation.statusCode, callback.statusCode, contact.statusCode]).toEqual([201, 201, 201]);

    const consultations = (await t.app.inject({ url: '/api/admin/consultations?search=asha', headers: admin })).json()
      .consultations;
    const byId = (id: number) => consultations.find((c: { id: number }) => c.id === id);
    expect(byId(consultation.json().id).attribution).toEqual(expected);
    expect(byId(callback.json().id).attribution).toEqual({
      source: 'google',
      medium: null,
      campaign: null,
      referrer: 'https://www.google.com/',
      landing_page: '/blog',
    });
    const contacts = (await t.app.inject({ url: '/api/admin/contacts?search=ravi', headers: admin })).json().contacts;
    expect(contacts[0].attribution).toEqual(expected);

    // Filter by source, and the CSV columns.
    const filtered = (await t.app.inject({ url: '/api/admin/consultations?source=instagram', headers: admin })).json();
    expect(filtered.consultations.map((c: { id: number }) => c.id)).toEqual([consultation.json().id]);
    const csv = (await t.app.inject({ url: '/api/admin/consultations/export?source=instagram', headers: admin })).body;
    expect(csv.split('\r\n')[0]).toMatch(/,Source,Medium,Campaign,Referrer,Landing Page$/);
    expect(csv.split('\r\n')[1]).toMatch(/,instagram,social,spring,https:\/\/www\.google\.com\/,\/blog$/);

    // The figures count them on their day, source, campaign and landing page.
    const figures = await report();
    expect(figures.sources).toContainEqual(expect.objectContaining({ source: 'instagram', leads: expect.any(Number) }));
    expect(figures.pages.find((p: { path: string }) => p.path === '/blog').leads).toBeGreaterThanOrEqual(3);
    expect(figures.campaigns.find((c: { campaign: string }) => c.campaign === 'spring').leads).toBe(2);
  });

  it('is "api" for a lead another tool sent over REST without it, and the site’s own address is no source', async () => {
    const plain = await sendLead('/api/contact', { ...message, email: 'plain@example.com' });
    const own = await sendLead(
      '/api/contact',
      {
        ...message,
        email: 'own@example.com',
        attribution: { landing_page: '/', referrer: 'https://nutriwell.example/about' },
      },
      { ...visitor, host: 'nutriwell.example' },
    );
    const contacts = (await t.app.inject({ url: '/api/admin/contacts', headers: admin })).json().contacts as Array<{
      id: number;
      attribution: unknown;
    }>;
    // No visit is behind it: its own source, which no conversion rate counts (the site's forms send attribution).
    expect(contacts.find((c) => c.id === plain.json().id)?.attribution).toEqual({
      source: 'api',
      medium: null,
      campaign: null,
      referrer: null,
      landing_page: null,
    });
    const api = (await t.app.inject({ url: '/api/admin/contacts?source=api', headers: admin })).json();
    expect(api.contacts.map((c: { id: number }) => c.id)).toContain(plain.json().id);
    expect(api.contacts.map((c: { id: number }) => c.id)).not.toContain(own.json().id);
    expect(contacts.find((c) => c.id === own.json().id)?.attribution).toMatchObject({
      source: 'direct',
      landing_page: '/',
    });
  });

  it('refuses attribution that is not an object of strings with a 400', async () => {
    const res = await sendLead('/api/contact', { ...message, attribution: { utm_source: 5 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain('attribution');
  });
});
