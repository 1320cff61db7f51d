import { BANNER_EVENTS_PER_HOUR } from '@coach/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from '../test-support';
import { unauthorizedCases } from './lead-test-support';

let t: Awaited<ReturnType<typeof createTestServer>>;
let admin: Record<string, string>;
let visitor: Record<string, string>;
beforeAll(async () => {
  t = await createTestServer();
  ({ admin, visitor } = await t.headers());
});
afterAll(() => t.stop());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const inject = (method: Method, url: string, options: { payload?: object; headers?: object; ip?: string } = {}) =>
  t.app.inject({
    method,
    url,
    headers: { ...admin, ...options.headers } as Record<string, string>,
    ...(options.payload && { payload: options.payload }),
    ...(options.ip && { remoteAddress: options.ip }),
  });
const asVisitor = (method: Method, url: string, ip?: string) =>
  t.app.inject({ method, url, headers: visitor, ...(ip && { remoteAddress: ip }) });

const aboutBanner = {
  name: 'About page offer',
  title: 'Meet your dietitian',
  subtitle: 'First call free',
  features: ['Personal plan', 'Weekly check-ins', ''],
  show_on_pages: ['/about'],
  delay_seconds: 1,
  position: 'bottom-right',
};

const create = async (payload: object) => {
  const res = await inject('POST', '/api/admin/banners', { payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().banner as { id: number };
};

describe('admin banner routes need a valid bearer token', () => {
  const routes: Array<[Method, string]> = [
    ['GET', '/api/admin/banners'],
    ['GET', '/api/admin/banners/stats'],
    ['POST', '/api/admin/banners'],
    ['PUT', '/api/admin/banners/1'],
    ['POST', '/api/admin/banners/1/toggle'],
    ['DELETE', '/api/admin/banners/1'],
  ];

  it('refuses a missing, forged or expired token on every route, and accepts a fresh one', async () => {
    const { cases, control } = await unauthorizedCases(t.db, t.config.appSecret);
    for (const [method, url] of routes) {
      for (const [name, headers, error] of cases) {
        const res = await t.app.inject({ method, url, headers, payload: method === 'GET' ? undefined : {} });
        expect(res.statusCode, `${method} ${url} with ${name}`).toBe(401);
        expect(res.json()).toEqual({ error });
      }
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/banners', headers: control })).statusCode).toBe(200);
  });

  it('refuses the public routes without the encrypted token', async () => {
    for (const [method, url] of [
      ['GET', '/api/banners/active?path=/about'],
      ['POST', '/api/banners/1/view'],
      ['POST', '/api/banners/1/click'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: admin });
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toEqual({ error: 'Missing or invalid encrypted token' });
    }
  });
});

describe('banner management over REST', () => {
  it('creates with the spec defaults, lists, updates, toggles and deletes', async () => {
    const res = await inject('POST', '/api/admin/banners', { payload: { name: 'Defaults', title: 'Hello' } });
    expect(res.statusCode).toBe(201);
    await t.expectDocumented('POST', '/api/admin/banners', res);
    const { banner, message } = res.json();
    expect(message).toBe('Banner created successfully');
    expect(banner).toMatchObject({
      primary_button_text: 'Book Free Consultation',
      primary_button_link: '/contact',
      secondary_button_text: 'WhatsApp Us',
      show_secondary_button: true,
      delay_seconds: 3,
      position: 'center',
      max_displays_per_user: 1,
      cooldown_hours: 24,
      dismissal_text: "Don't worry, this won't show again for 24 hours",
      theme_color: '#f59e0b',
      is_active: true,
      start_date: null,
      end_date: null,
      conversion_rate: 0,
    });

    const list = await inject('GET', '/api/admin/banners');
    expect(list.json().banners.map((b: { id: number }) => b.id)).toContain(banner.id);
    await t.expectDocumented('GET', '/api/admin/banners', list);

    const updated = await inject('PUT', `/api/admin/banners/${banner.id}`, {
      payload: { title: 'Hello again', theme_color: '#10B981', start_date: '2030-01-01', end_date: '2030-01-31' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      message: 'Banner updated successfully',
      banner: { title: 'Hello again', theme_color: '#10b981', name: 'Defaults', end_date: '2030-01-31T23:59:59.999Z' },
    });
    await t.expectDocumented('PUT', '/api/admin/banners/{id}', updated);

    const off = await inject('POST', `/api/admin/banners/${banner.id}/toggle`);
    expect(off.json()).toMatchObject({ message: 'Banner deactivated', banner: { is_active: false } });
    await t.expectDocumented('POST', '/api/admin/banners/{id}/toggle', off);
    const on = await inject('POST', `/api/admin/banners/${banner.id}/toggle`);
    expect(on.json()).toMatchObject({ message: 'Banner activated', banner: { is_active: true } });

    const deleted = await inject('DELETE', `/api/admin/banners/${banner.id}`);
    expect(deleted.json()).toEqual({ message: 'Banner deleted successfully' });
    await t.expectDocumented('DELETE', '/api/admin/banners/{id}', deleted);
    const again = await inject('DELETE', `/api/admin/banners/${banner.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: 'Banner not found' });
    await t.expectDocumented('DELETE', '/api/admin/banners/{id}', again);
    const toggleGone = await inject('POST', `/api/admin/banners/${banner.id}/toggle`);
    expect(toggleGone.statusCode).toBe(404);
    await t.expectDocumented('POST', '/api/admin/banners/{id}/toggle', toggleGone);
    expect((await inject('PUT', `/api/admin/banners/${banner.id}`, { payload: { title: 'x' } })).statusCode).toBe(404);
  });

  it.each([
    [{ title: 'x' }, 'name: Name is required'],
    [{ name: 'x' }, 'title: Title is required'],
    [{ name: 'x', title: 'x', delay_seconds: 90 }, 'delay_seconds: Delay must be between 0 and 60'],
    [{ name: 'x', title: 'x', delay_seconds: 2.5 }, 'delay_seconds: Delay must be a whole number'],
    [{ name: 'x', title: 'x', cooldown_hours: 169 }, 'cooldown_hours: Cooldown must be between 1 and 168'],
    [
      { name: 'x', title: 'x', position: 'top-left' },
      'position: Position must be one of center, bottom-right, bottom-left',
    ],
    [{ name: 'x', title: 'x', theme_color: '#fff' }, 'theme_color: Must be a colour like #f59e0b'],
    [
      { name: 'x', title: 'x', primary_button_link: 'javascript:alert(1)' },
      'primary_button_link: Must be a path on this site (starting with /) or an https URL',
    ],
    [
      { name: 'x', title: 'x', primary_button_link: '//evil.example' },
      'primary_button_link: Must be a path on this site (starting with /) or an https URL',
    ],
    [
      { name: 'x', title: 'x', exclude_pages: ['/ok', 'contact'] },
      'exclude_pages.1: Each page must be a path starting with /',
    ],
    [
      { name: 'x', title: 'x', whatsapp_number: 'call me' },
      'whatsapp_number: Must be a phone number (digits, spaces, +, - or brackets)',
    ],
    [
      { name: 'x', title: 'x', start_date: '2030-03-02', end_date: '2030-03-01' },
      'end_date: End date must be after the start date',
    ],
    [{ name: 'x', title: 'x', start_date: '2030-13-45' }, 'start_date: Must be a date (YYYY-MM-DD)'],
    [{ name: 'x', title: 'x', features: 'one' }, expect.stringMatching(/^features: /)],
  ])('rejects bad input with 400 naming the field (%#)', async (payload, error) => {
    const res = await inject('POST', '/api/admin/banners', { payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error });
    await t.expectDocumented('POST', '/api/admin/banners', res);
  });

  it('rejects bad ids, bad updates and a bad page path with 400, never 500', async () => {
    for (const id of ['abc', '0', '1e1']) {
      expect((await inject('POST', `/api/admin/banners/${id}/toggle`)).statusCode, id).toBe(400);
      expect((await asVisitor('POST', `/api/banners/${id}/view`)).statusCode, id).toBe(400);
    }
    const { id } = await create({ name: 'Window', title: 'Window', start_date: '2030-05-10' });
    const bad = await inject('PUT', `/api/admin/banners/${id}`, { payload: { end_date: '2030-05-01' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'end_date: End date must be after the start date' });
    for (const url of ['/api/banners/active', '/api/banners/active?path=about', '/api/banners/active?path=//x']) {
      const res = await asVisitor('GET', url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error).toMatch(/^path: /);
      await t.expectDocumented('GET', '/api/banners/active', res);
    }
    await inject('DELETE', `/api/admin/banners/${id}`);
  });
});

describe('the public banner and its counters', () => {
  it('serves the matching banner for a page and null elsewhere', async () => {
    const { id } = await create(aboutBanner);
    const about = await asVisitor('GET', '/api/banners/active?path=%2Fabout');
    expect(about.statusCode).toBe(200);
    await t.expectDocumented('GET', '/api/banners/active', about);
    expect(about.json().banner).toMatchObject({
      id,
      title: 'Meet your dietitian',
      features: ['Personal plan', 'Weekly check-ins'],
      position: 'bottom-right',
      delay_seconds: 1,
    });
    expect(about.json().banner).not.toHaveProperty('show_on_pages');
    const elsewhere = await asVisitor('GET', '/api/banners/active?path=/services');
    expect(elsewhere.json()).toEqual({ banner: null });
    await t.expectDocumented('GET', '/api/banners/active', elsewhere);
    await inject('POST', `/api/admin/banners/${id}/toggle`);
    expect((await asVisitor('GET', '/api/banners/active?path=/about')).json()).toEqual({ banner: null });
    await inject('DELETE', `/api/admin/banners/${id}`);
  });

  it('counts views and clicks into the stats and limits each address', async () => {
    for (const b of (await inject('GET', '/api/admin/banners')).json().banners) {
      await inject('DELETE', `/api/admin/banners/${b.id}`);
    }
    const { id } = await create(aboutBanner);
    const other = await create({ name: 'Off', title: 'Off', is_active: false });
    for (let i = 0; i < 3; i++) {
      const view = await asVisitor('POST', `/api/banners/${id}/view`, '198.51.100.10');
      expect(view.statusCode).toBe(200);
      expect(view.json()).toEqual({ success: true });
      await t.expectDocumented('POST', '/api/banners/{id}/view', view);
    }
    const click = await asVisitor('POST', `/api/banners/${id}/click`, '198.51.100.10');
    expect(click.statusCode).toBe(200);
    await t.expectDocumented('POST', '/api/banners/{id}/click', click);

    const stats = await inject('GET', '/api/admin/banners/stats');
    expect(stats.json()).toEqual({
      stats: { total_banners: 2, active_banners: 1, total_views: 3, overall_conversion_rate: 33.3 },
    });
    await t.expectDocumented('GET', '/api/admin/banners/stats', stats);
    const listed = (await inject('GET', '/api/admin/banners')).json().banners.find((b: { id: number }) => b.id === id);
    expect(listed).toMatchObject({ views_count: 3, clicks_count: 1, conversion_rate: 33.3 });

    const inactive = await asVisitor('POST', `/api/banners/${other.id}/view`, '198.51.100.10');
    expect(inactive.statusCode).toBe(404);
    expect(inactive.json()).toEqual({ error: 'Banner not found' });
    await t.expectDocumented('POST', '/api/banners/{id}/view', inactive);
    const unknown = await asVisitor('POST', '/api/banners/99999/click', '198.51.100.10');
    expect(unknown.statusCode).toBe(404);
    await t.expectDocumented('POST', '/api/banners/{id}/click', unknown);

    for (let i = 0; i < BANNER_EVENTS_PER_HOUR; i++)
      await asVisitor('POST', `/api/banners/${id}/view`, '198.51.100.11');
    const limited = await asVisitor('POST', `/api/banners/${id}/view`, '198.51.100.11');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: 'Rate limit exceeded. Please try again later.' });
    await t.expectDocumented('POST', '/api/banners/{id}/view', limited);
    // Clicks, other banners and other addresses have their own allowance.
    expect((await asVisitor('POST', `/api/banners/${id}/click`, '198.51.100.11')).statusCode).toBe(200);
    expect((await asVisitor('POST', `/api/banners/${id}/view`, '198.51.100.12')).statusCode).toBe(200);
    const total = (await inject('GET', '/api/admin/banners/stats')).json().stats.total_views;
    expect(total).toBe(3 + BANNER_EVENTS_PER_HOUR + 1);
  });
});
