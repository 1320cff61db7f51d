// The page cache as a visitor and the owner meet it: pages rendered once, dropped exactly when what they show
// changes (through REST or tRPC), scheduled posts appearing at their time, HTTP validators, and the render limit.
import { afterAll, beforeAll, describe, expect, it, type MockInstance, vi } from 'vitest';
import { createTestServer } from '../test-support';
import type { WebApp } from './renderer';

let t: Awaited<ReturnType<typeof createTestServer>>;
let admin: Record<string, string>;
let renders: MockInstance<WebApp['render']>;
beforeAll(async () => {
  t = await createTestServer({ web: true });
  ({ admin } = await t.headers());
  renders = vi.spyOn(t.web!, 'render');
});
afterAll(() => t.stop());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
/** The page's text as a visitor reads it (React's empty comments between adjacent text removed). */
const text = async (url: string) => (await get(url)).body.replace(/<!-- -->/g, '');
const rendersOf = (url: string) => renders.mock.calls.filter(([page]) => page.url.split('?')[0] === url).length;

/** Books the first free time as the contact form does; the private link's token, from the confirmation e-mail. */
async function bookedToken(): Promise<string> {
  const visitor = { 'x-encrypted-token': await t.publicToken() };
  const free = await t.app.inject({ method: 'GET', url: '/api/availability?days=7', headers: visitor });
  const [slot] = free.json().slots as Array<{ start: string }>;
  const lead = { name: 'Priya', email: 'priya@example.com', phone: '9876543210', goal: 'weight_loss' };
  const booked = await t.app.inject({
    method: 'POST',
    url: '/api/consultation',
    headers: visitor,
    payload: { ...lead, slot_start: slot!.start },
  });
  expect(booked.statusCode).toBe(201);
  const confirmation = await t.db
    .selectFrom('email_outbox')
    .select('text_body')
    .where('kind', '=', 'consultation_confirmation')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return /\/booking\/([A-Za-z0-9_-]{43})/.exec(confirmation.text_body)![1]!;
}

const RECIPE = {
  title: 'Cached Millet Bowl',
  meal_type: 'lunch',
  description: 'First description',
  goal_type: 'weight_loss',
  is_featured: true,
};
const POST = { excerpt: 'An excerpt', content: '<p>Body</p>', category: 'Nutrition', read_time: '3 min read' };

describe('the page cache', () => {
  it('renders a public page once and serves it again with its ETag, answering If-None-Match with 304', async () => {
    const first = await get('/recipes', { 'accept-encoding': 'br' });
    const second = await get('/recipes', { 'accept-encoding': 'gzip' });
    expect(rendersOf('/recipes')).toBe(1);
    expect(first.headers['content-encoding']).toBe('br');
    expect(second.headers['content-encoding']).toBe('gzip');
    expect(first.headers.etag).toMatch(/^W\/"/);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(first.headers.vary).toMatch(/accept-encoding/);
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');

    const revalidated = await get('/recipes', { 'if-none-match': String(first.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect((await get('/recipes', { 'if-none-match': 'W/"other"' })).statusCode).toBe(200);
  });

  it('never keeps a visitor’s private booking page: rendered each time with the booking, private, not indexed', async () => {
    const url = `/booking/${await bookedToken()}`;
    const first = await get(url);
    const second = await get(url);
    expect(rendersOf(url)).toBe(2);
    expect(first.statusCode).toBe(200);
    expect(second.headers['cache-control']).toMatch(/^private/);
    expect(first.headers.etag).toBeUndefined();
    // Her booking is in it, for her alone: never a validator, never a shared cache, never the page cache.
    expect(first.body).toContain('data-booked-start=');
    // What the page is for is in the server's page, so it shows (and is the page's largest text) at once.
    expect(first.body).toContain('you can move it to another free time or cancel it');
    expect(first.body).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    // Nothing of the link goes to another site; its own forms' posts say where they come from.
    expect(first.body).toMatch(/<meta name="referrer" content="same-origin"/);
  });

  it('answers a link that opens no booking with the not-found page: 404, private, not indexed', async () => {
    for (const url of [`/booking/${'b'.repeat(43)}`, '/booking/short', `/booking/${'x'.repeat(300)}`]) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(404);
      expect(page.headers['cache-control']).toMatch(/^private/);
      expect(page.body).toContain('Page not found');
      expect(page.body).not.toContain('data-booked-start');
      expect(page.body).toMatch(/<meta name="robots" content="noindex"/);
    }
  });

  it('shows an edit made over REST on the next request of every page that shows it, and keeps the others', async () => {
    await text('/blog');
    const blogRenders = rendersOf('/blog');
    const created = await t.app.inject({ method: 'POST', url: '/api/admin/recipes', headers: admin, payload: RECIPE });
    expect(created.statusCode).toBe(201);
    const { id } = created.json().recipe;
    expect(await text('/recipes')).toContain('Cached Millet Bowl');
    expect(await text('/')).toContain('Cached Millet Bowl');

    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/recipes/${id}`,
      headers: admin,
      payload: { ...RECIPE, title: 'Renamed Millet Bowl' },
    });
    expect(await text('/recipes')).toContain('Renamed Millet Bowl');
    expect(await text('/')).toContain('Renamed Millet Bowl');
    // A recipe does not show on /blog: that page was not rendered again.
    await text('/blog');
    expect(rendersOf('/blog')).toBe(blogRenders);

    await t.app.inject({ method: 'DELETE', url: `/api/admin/recipes/${id}`, headers: admin });
    expect(await text('/recipes')).not.toContain('Renamed Millet Bowl');
  });

  it('shows an edit made over tRPC, and a settings change on every page', async () => {
    await text('/transformations');
    const trpc = await t.app.inject({
      method: 'POST',
      url: '/trpc/transformation.create',
      headers: { ...admin, 'content-type': 'application/json' },
      payload: {
        client_name: 'Cached Client',
        goal_type: 'weight_loss',
        before_weight: 82,
        after_weight: 74,
        duration_months: 4,
        testimonial: 'Through tRPC',
        is_featured: true,
      },
    });
    expect(trpc.statusCode, trpc.body).toBe(200);
    expect(await text('/transformations')).toContain('Cached Client');

    for (const url of ['/recipes', '/blog', '/about']) await text(url);
    const settings = (await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: admin })).json()
      .settings;
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: admin,
      payload: { ...settings, business_name: 'Renamed Nutrition Studio' },
    });
    for (const url of ['/recipes', '/blog', '/about', '/'])
      expect(await text(url), url).toContain('Renamed Nutrition Studio');
  });

  it('drops a post page, the list, the sitemap and the feed on a post edit, and shows a scheduled post at its time', async () => {
    const create = await t.app.inject({
      method: 'POST',
      url: '/api/admin/blogs',
      headers: admin,
      payload: { ...POST, title: 'Cached Post Title' },
    });
    const { id } = create.json().blog;
    expect(await text(`/blog/${id}`)).toContain('Cached Post Title');
    // The counts a cached post page shows are brought up to date by the answer to its view.
    const view = await t.app.inject({
      method: 'POST',
      url: '/trpc/blog.view',
      headers: { 'content-type': 'application/json', 'x-encrypted-token': await t.publicToken() },
      payload: { id },
    });
    expect(view.json().result.data).toEqual({ views: 1, likes: 0 });
    expect(await text('/blog')).toContain('Cached Post Title');
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/blogs/${id}`,
      headers: admin,
      payload: { ...POST, title: 'Edited Post Title' },
    });
    for (const url of [`/blog/${id}`, '/blog', '/rss.xml']) expect(await text(url), url).toContain('Edited Post Title');
    expect(await text('/sitemap.xml')).toContain(`/blog/${id}`);

    const soon = new Date(Date.now() + 1500).toISOString();
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/blogs',
      headers: admin,
      payload: { ...POST, title: 'Scheduled Cached Post', publish_date: soon },
    });
    expect(await text('/blog')).not.toContain('Scheduled Cached Post');
    await new Promise((r) => setTimeout(r, Date.parse(soon) - Date.now() + 50));
    expect(await text('/blog')).toContain('Scheduled Cached Post');
  });

  it('never caches admin pages or API answers, and does not keep 404s', async () => {
    const before = rendersOf('/admin/login');
    const adminPage = await get('/admin/login');
    await get('/admin/login');
    expect(rendersOf('/admin/login')).toBe(before + 2);
    expect(adminPage.headers['cache-control']).toBe('private, no-store');
    expect(adminPage.headers.etag).toBeUndefined();

    for (const [url, headers] of [
      ['/api/admin/recipes', admin],
      ['/api/health', {}],
      ['/trpc/settings.get', admin],
    ] as const) {
      expect((await get(url, headers)).headers['cache-control'], url).toBe('private, no-store');
    }
    const missing = await get('/no-such-page');
    await get('/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-cache');
    expect(rendersOf('/no-such-page')).toBe(2);
    expect(t.pageCache!.stats().pages).toBeGreaterThan(0);
  });
});

describe('the render limit', () => {
  it('answers 503 with Retry-After when every render slot stays busy, and never fails', async () => {
    const busy = await createTestServer({ web: true, renderLimit: { concurrent: 1, waitMs: 1 } });
    const answers = await Promise.all(
      ['/', '/recipes', '/blog', '/about', '/services', '/contact'].map((url) =>
        busy.app.inject({ method: 'GET', url }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses).toContain(503);
    expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
    const refused = answers.find((a) => a.statusCode === 503)!;
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.headers['cache-control']).toBe('private, no-store');
    await busy.stop();
  });
});
