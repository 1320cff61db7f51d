import { BANNER_EVENTS_PER_HOUR } from '@coach/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { codeOf, createTestServices } from '../test-support';

let t: Awaited<ReturnType<typeof createTestServices>>;
beforeEach(async () => {
  t = await createTestServices();
});

describe('banner procedures', () => {
  it('refuses visitors without a token and admin procedures without an administrator', async () => {
    expect(await codeOf(t.caller().banner.forPage({ path: '/' }))).toBe(
      'UNAUTHORIZED: Missing or invalid encrypted token',
    );
    expect(await codeOf(t.caller().banner.view({ id: 1 }))).toBe('UNAUTHORIZED: Missing or invalid encrypted token');
    const visitor = t.caller({ publicAccess: true });
    expect(await codeOf(visitor.banner.adminList())).toBe('UNAUTHORIZED: Authentication required');
    expect(await codeOf(visitor.banner.stats())).toBe('UNAUTHORIZED: Authentication required');
    expect(await codeOf(visitor.banner.create({ name: 'x', title: 'x' }))).toBe(
      'UNAUTHORIZED: Authentication required',
    );
    expect(await codeOf(visitor.banner.toggle({ id: 1 }))).toBe('UNAUTHORIZED: Authentication required');
  });

  it('creates with defaults, shows the banner on its page only, toggles and deletes', async () => {
    const admin = t.caller({ adminId: 1, publicAccess: true });
    const created = await admin.banner.create({ name: 'About', title: 'Meet us', show_on_pages: ['/about'] });
    expect(created).toMatchObject({ delay_seconds: 3, position: 'center', cooldown_hours: 24, is_active: true });

    const visitor = t.caller({ publicAccess: true });
    const { banner } = await visitor.banner.forPage({ path: '/about' });
    expect(banner).toMatchObject({ id: created.id, title: 'Meet us', primary_button_link: '/contact' });
    // The public shape carries no internal name, targeting or counters.
    expect(banner).not.toHaveProperty('name');
    expect(banner).not.toHaveProperty('views_count');
    expect((await visitor.banner.forPage({ path: '/services' })).banner).toBeNull();

    expect(await admin.banner.update({ id: created.id, title: 'Meet the team' })).toMatchObject({
      title: 'Meet the team',
      show_on_pages: ['/about'],
    });
    expect((await admin.banner.toggle({ id: created.id })).is_active).toBe(false);
    expect((await visitor.banner.forPage({ path: '/about' })).banner).toBeNull();
    expect((await admin.banner.adminList()).banners).toHaveLength(1);
    expect(await admin.banner.delete({ id: created.id })).toEqual({ success: true });
    expect(await codeOf(admin.banner.delete({ id: created.id }))).toBe('NOT_FOUND: Banner not found');
  });

  it('rejects invalid input with a message naming the field', async () => {
    const admin = t.caller({ adminId: 1 });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: undefined }, 'name: Name is required'],
      [{ title: '  ' }, 'title: Title is required'],
      [{ delay_seconds: 61 }, 'delay_seconds: Delay must be between 0 and 60'],
      [{ cooldown_hours: 0 }, 'cooldown_hours: Cooldown must be between 1 and 168'],
      [{ position: 'top' }, 'position: Position must be one of center, bottom-right, bottom-left'],
      [{ theme_color: 'orange' }, 'theme_color: Must be a colour like #f59e0b'],
      [
        { primary_button_link: 'javascript:alert(1)' },
        'primary_button_link: Must be a path on this site (starting with /) or an https URL',
      ],
      [{ show_on_pages: ['about'] }, 'show_on_pages.0: Each page must be a path starting with /'],
      [{ start_date: '2030-02-01', end_date: '2030-01-31' }, 'end_date: End date must be after the start date'],
      [{ end_date: 'soon' }, 'end_date: Must be a date (YYYY-MM-DD)'],
    ];
    for (const [fields, message] of cases) {
      expect(await codeOf(admin.banner.create({ name: 'Sale', title: 'Sale', ...fields } as never))).toBe(
        `BAD_REQUEST: ${message}`,
      );
    }
    expect(await codeOf(admin.banner.update({ id: 1, delay_seconds: -1 }))).toBe(
      'BAD_REQUEST: delay_seconds: Delay must be between 0 and 60',
    );
  });

  it('counts views and clicks into the stats, with a per-address limit and 404 for inactive banners', async () => {
    const admin = t.caller({ adminId: 1 });
    const active = await admin.banner.create({ name: 'A', title: 'A' });
    const inactive = await admin.banner.create({ name: 'B', title: 'B', is_active: false });
    const visitor = t.caller({ publicAccess: true, ip: '198.51.100.1' });
    for (let i = 0; i < 4; i++) await visitor.banner.view({ id: active.id });
    expect(await visitor.banner.click({ id: active.id })).toEqual({ success: true });
    expect((await admin.banner.stats()).stats).toEqual({
      total_banners: 2,
      active_banners: 1,
      total_views: 4,
      overall_conversion_rate: 25,
    });
    expect(await codeOf(visitor.banner.view({ id: inactive.id }))).toBe('NOT_FOUND: Banner not found');
    expect(await codeOf(visitor.banner.click({ id: 999 }))).toBe('NOT_FOUND: Banner not found');

    for (let i = 4; i < BANNER_EVENTS_PER_HOUR; i++) await visitor.banner.view({ id: active.id });
    expect(await codeOf(visitor.banner.view({ id: active.id }))).toBe(
      'TOO_MANY_REQUESTS: Rate limit exceeded. Please try again later.',
    );
    // Another address still counts.
    await t.caller({ publicAccess: true, ip: '198.51.100.2' }).banner.view({ id: active.id });
    expect((await admin.banner.adminList()).banners.find((b) => b.id === active.id)?.views_count).toBe(
      BANNER_EVENTS_PER_HOUR + 1,
    );
  });
});
