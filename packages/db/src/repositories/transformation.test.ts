import { transformationInputSchema } from '@coach/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DB } from '../client';
import { createTestDatabase } from '../testing';
import {
  deleteTransformation,
  getTransformation,
  insertTransformation,
  listTransformations,
  listTransformationsPage,
  updateTransformation,
} from './transformation';

let db: DB;
beforeEach(async () => {
  ({ db } = await createTestDatabase());
});

const story = (client_name: string, extra: Record<string, unknown> = {}) =>
  transformationInputSchema.parse({
    client_name,
    before_weight: 82.5,
    after_weight: 70,
    duration_months: 4,
    goal_type: 'weight_loss',
    ...extra,
  });

const page = (extra: Record<string, unknown> = {}) => ({ page: 1, per_page: 10, ...extra });

describe('transformation repository', () => {
  it('stores a transformation with defaults and derives the weight change', async () => {
    const saved = await insertTransformation(
      db,
      story('Anita K.', { story: '  Steady habits ', before_image: '/uploads/transformations/a.webp' }),
    );
    expect(saved).toMatchObject({
      client_name: 'Anita K.',
      before_weight: 82.5,
      after_weight: 70,
      weight_change: 12.5,
      story: 'Steady habits',
      testimonial: null,
      is_featured: false,
      before_image: '/uploads/transformations/a.webp',
      after_image: null,
    });
    expect(await getTransformation(db, saved.id)).toEqual(saved);
    await expect(getTransformation(db, saved.id + 1)).rejects.toMatchObject({
      kind: 'not_found',
      message: 'Transformation not found',
    });
  });

  it('pages the admin list newest first and counts the same filtered set', async () => {
    for (let i = 1; i <= 12; i++) await insertTransformation(db, story(`Client ${i}`));
    await insertTransformation(
      db,
      story('Ravi_100%', { goal_type: 'weight_gain', before_weight: 50, after_weight: 58 }),
    );

    const first = await listTransformationsPage(db, page());
    expect(first.pagination).toEqual({ page: 1, per_page: 10, pages: 2, total: 13 });
    expect(first.transformations[0]?.client_name).toBe('Ravi_100%');

    const second = await listTransformationsPage(db, page({ page: 2, search: 'client' }));
    expect(second.pagination).toEqual({ page: 2, per_page: 10, pages: 2, total: 12 });
    expect(second.transformations.map((t) => t.client_name)).toEqual(['Client 2', 'Client 1']);

    const gain = await listTransformationsPage(db, page({ goal_type: 'weight_gain' }));
    expect(gain.transformations.map((t) => t.client_name)).toEqual(['Ravi_100%']);
    expect(
      (await listTransformationsPage(db, page({ goal_type: 'weight_loss', search: 'ravi' }))).pagination.total,
    ).toBe(0);
    // LIKE wildcards in the search are taken literally.
    expect((await listTransformationsPage(db, page({ search: '%' }))).pagination.total).toBe(1);
    expect((await listTransformationsPage(db, page({ search: 'r_vi' }))).pagination.total).toBe(0);
    expect(await listTransformationsPage(db, page({ page: 3 }))).toMatchObject({ transformations: [] });
  });

  it('updates only the fields given, and deletes', async () => {
    const saved = await insertTransformation(db, story('Meera', { testimonial: 'Thank you!' }));
    const updated = await updateTransformation(db, saved.id, { is_featured: true, after_weight: 68.2 });
    expect(updated).toMatchObject({
      client_name: 'Meera',
      testimonial: 'Thank you!',
      is_featured: true,
      after_weight: 68.2,
      weight_change: 14.3,
    });
    expect((await listTransformations(db, { featured: true })).map((t) => t.id)).toEqual([saved.id]);

    await expect(updateTransformation(db, 999, { client_name: 'x' })).rejects.toMatchObject({ kind: 'not_found' });
    await deleteTransformation(db, saved.id);
    await expect(deleteTransformation(db, saved.id)).rejects.toMatchObject({ kind: 'not_found' });
    expect(await listTransformations(db)).toEqual([]);
  });
});

describe('transformation input schema', () => {
  const base = { client_name: 'A', before_weight: 80, after_weight: 75, duration_months: 3, goal_type: 'weight_loss' };

  it('keeps weights to one decimal and requires the spec fields', () => {
    expect(transformationInputSchema.parse({ ...base, before_weight: 80.26 }).before_weight).toBe(80.3);
    const issues = (value: Record<string, unknown>) =>
      transformationInputSchema.safeParse(value).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(issues({ ...base, client_name: ' ' })).toEqual(['client_name: Client name is required']);
    expect(issues({ ...base, goal_type: undefined })).toEqual(['goal_type: Goal type is required']);
    expect(issues({ ...base, before_weight: undefined })).toEqual(['before_weight: Before weight is required']);
    expect(issues({ ...base, after_weight: 0 })).toEqual(['after_weight: After weight must be more than 0 kg']);
    expect(issues({ ...base, after_weight: 500.1 })).toEqual(['after_weight: After weight must be at most 500 kg']);
    expect(issues({ ...base, duration_months: 1.5 })).toEqual([
      'duration_months: Duration must be a whole number of months',
    ]);
    expect(issues({ ...base, duration_months: 121 })).toEqual(['duration_months: Duration must be at most 120 months']);
    expect(issues({ ...base, before_image: 'javascript:alert(1)' })?.[0]).toMatch(/^before_image: /);
  });
});
