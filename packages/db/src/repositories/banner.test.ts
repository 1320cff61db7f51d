import { BANNER_DEFAULTS, bannerInputSchema } from '@coach/shared';
import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DB } from '../client';
import { createTestDatabase } from '../testing';
import {
  deleteBanner,
  findBannerForPage,
  getBanner,
  getBannerStats,
  insertBanner,
  listBanners,
  recordBannerEvent,
  toggleBanner,
  updateBanner,
} from './banner';

let db: DB;
beforeEach(async () => {
  ({ db } = await createTestDatabase());
});

const banner = (name: string, extra: Record<string, unknown> = {}) =>
  bannerInputSchema.parse({ name, title: `${name} title`, ...extra });

const titleFor = async (path: string, now?: Date) => (await findBannerForPage(db, path, now))?.title ?? null;

describe('banner repository', () => {
  it('stores the spec defaults and reads lists and flags back', async () => {
    const saved = await insertBanner(
      db,
      banner('Diwali', { features: ['Free plan', ' ', 'Chat support'], show_on_pages: ['/about/', '/'] }),
    );
    expect(saved).toMatchObject({
      name: 'Diwali',
      features: ['Free plan', 'Chat support'],
      show_on_pages: ['/about', '/'],
      exclude_pages: [],
      ...BANNER_DEFAULTS,
      views_count: 0,
      clicks_count: 0,
      conversion_rate: 0,
    });
    expect(await getBanner(db, saved.id)).toEqual(saved);
    await expect(getBanner(db, 999)).rejects.toMatchObject({ kind: 'not_found' });
  });

  it('matches by page list, exclusion and an empty list meaning every page', async () => {
    await insertBanner(db, banner('Everywhere', { exclude_pages: ['/contact'] }));
    expect(await titleFor('/services')).toBe('Everywhere title');
    expect(await titleFor('/contact')).toBeNull();
    await insertBanner(db, banner('About only', { show_on_pages: ['/about'] }));
    // The newest matching banner wins; elsewhere the older one still applies.
    expect(await titleFor('/about')).toBe('About only title');
    expect(await titleFor('/about/?ref=x')).toBe('About only title');
    expect(await titleFor('/services')).toBe('Everywhere title');
    await insertBanner(db, banner('Not about', { show_on_pages: ['/about', '/recipes'], exclude_pages: ['/about'] }));
    expect(await titleFor('/about')).toBe('About only title');
    expect(await titleFor('/recipes')).toBe('Not about title');
  });

  it('honours the date window and the active flag', async () => {
    const saved = await insertBanner(db, banner('June', { start_date: '2030-06-01', end_date: '2030-06-30' }));
    expect(saved).toMatchObject({ start_date: '2030-06-01T00:00:00.000Z', end_date: '2030-06-30T23:59:59.999Z' });
    expect(await titleFor('/', new Date('2030-05-31T23:59:59Z'))).toBeNull();
    expect(await titleFor('/', new Date('2030-06-01T00:00:00Z'))).toBe('June title');
    expect(await titleFor('/', new Date('2030-06-30T23:00:00Z'))).toBe('June title');
    expect(await titleFor('/', new Date('2030-07-01T00:00:00Z'))).toBeNull();
    await insertBanner(db, banner('Open ended', { start_date: '2030-06-15', is_active: false }));
    expect(await titleFor('/', new Date('2030-06-20T00:00:00Z'))).toBe('June title');
    expect((await toggleBanner(db, saved.id)).is_active).toBe(false);
    expect(await titleFor('/', new Date('2030-06-20T00:00:00Z'))).toBeNull();
  });

  it('treats a hand-edited list that is not JSON as empty instead of failing', async () => {
    const saved = await insertBanner(db, banner('Broken'));
    await sql`update campaign_banners set show_on_pages = 'oops', exclude_pages = '{' where id = ${saved.id}`.execute(
      db,
    );
    expect(await titleFor('/anything')).toBe('Broken title');
    expect((await getBanner(db, saved.id)).show_on_pages).toEqual([]);
  });

  it('updates only the fields given and keeps the date window valid', async () => {
    const saved = await insertBanner(db, banner('Sale', { start_date: '2030-01-10', subtitle: 'Hurry' }));
    const updated = await updateBanner(db, saved.id, { title: 'Big sale', exclude_pages: ['/contact'] });
    expect(updated).toMatchObject({ title: 'Big sale', subtitle: 'Hurry', exclude_pages: ['/contact'] });
    await expect(updateBanner(db, saved.id, { end_date: '2030-01-01T00:00:00.000Z' })).rejects.toMatchObject({
      kind: 'invalid',
      message: 'end_date: End date must be after the start date',
    });
    await expect(updateBanner(db, 999, { title: 'x' })).rejects.toMatchObject({ kind: 'not_found' });
    await expect(toggleBanner(db, 999)).rejects.toMatchObject({ kind: 'not_found' });
  });

  it('counts views and clicks of active banners and sums the stats', async () => {
    const a = await insertBanner(db, banner('A'));
    const b = await insertBanner(db, banner('B'));
    await insertBanner(db, banner('C', { is_active: false }));
    for (let i = 0; i < 3; i++) await recordBannerEvent(db, a.id, 'view');
    await recordBannerEvent(db, a.id, 'click');
    for (let i = 0; i < 5; i++) await recordBannerEvent(db, b.id, 'view');
    expect(await getBanner(db, a.id)).toMatchObject({ views_count: 3, clicks_count: 1, conversion_rate: 33.3 });
    expect(await getBannerStats(db)).toEqual({
      total_banners: 3,
      active_banners: 2,
      total_views: 8,
      overall_conversion_rate: 12.5,
    });
    await toggleBanner(db, b.id);
    await expect(recordBannerEvent(db, b.id, 'view')).rejects.toMatchObject({ kind: 'not_found' });
    await expect(recordBannerEvent(db, 999, 'click')).rejects.toMatchObject({ kind: 'not_found' });
  });

  it('lists newest first and deletes', async () => {
    const first = await insertBanner(db, banner('First'));
    await insertBanner(db, banner('Second'));
    expect((await listBanners(db)).map((b) => b.name)).toEqual(['Second', 'First']);
    await deleteBanner(db, first.id);
    await expect(deleteBanner(db, first.id)).rejects.toMatchObject({ kind: 'not_found' });
    expect(await getBannerStats(db)).toMatchObject({ total_banners: 1, total_views: 0, overall_conversion_rate: 0 });
  });
});
