import { beforeEach, describe, expect, it } from 'vitest';
import { codeOf, createTestServices } from '../test-support';

let t: Awaited<ReturnType<typeof createTestServices>>;
beforeEach(async () => {
  t = await createTestServices();
});

const priya = {
  client_name: 'Priya S.',
  before_weight: 78.4,
  after_weight: 66.1,
  duration_months: 5,
  goal_type: 'weight_loss' as const,
};

describe('transformation procedures', () => {
  it('refuses the admin procedures without an administrator', async () => {
    const visitor = t.caller({ publicAccess: true });
    const unauthorized = 'UNAUTHORIZED: Authentication required';
    expect(await codeOf(visitor.transformation.adminList({ page: 1, per_page: 10 }))).toBe(unauthorized);
    expect(await codeOf(visitor.transformation.create(priya))).toBe(unauthorized);
    expect(await codeOf(visitor.transformation.update({ id: 1, is_featured: true }))).toBe(unauthorized);
    expect(await codeOf(visitor.transformation.delete({ id: 1 }))).toBe(unauthorized);
    expect(await codeOf(t.caller().transformation.list({}))).toBe('UNAUTHORIZED: Missing or invalid encrypted token');
  });

  it('creates, lists for the admin and the public, updates and deletes', async () => {
    const admin = t.caller({ adminId: 1, publicAccess: true });
    const created = await admin.transformation.create({ ...priya, story: ' Walked daily ', is_featured: true });
    expect(created).toMatchObject({ client_name: 'Priya S.', story: 'Walked daily', weight_change: 12.3 });
    await admin.transformation.create({ ...priya, client_name: 'Rahul M.', goal_type: 'weight_gain' });

    const visitor = t.caller({ publicAccess: true });
    expect((await visitor.transformation.list({ featured: true })).transformations.map((x) => x.id)).toEqual([
      created.id,
    ]);

    const found = await admin.transformation.adminList({ page: 1, per_page: 10, search: 'priya' });
    expect(found.pagination).toEqual({ page: 1, per_page: 10, pages: 1, total: 1 });
    const gain = await admin.transformation.adminList({ page: 1, per_page: 1, goal_type: 'weight_gain' });
    expect(gain.transformations.map((x) => x.client_name)).toEqual(['Rahul M.']);

    const updated = await admin.transformation.update({ id: created.id, is_featured: false, testimonial: 'Great!' });
    expect(updated).toMatchObject({ is_featured: false, testimonial: 'Great!', story: 'Walked daily' });

    expect(await admin.transformation.delete({ id: created.id })).toEqual({ success: true });
    expect(await codeOf(admin.transformation.delete({ id: created.id }))).toBe('NOT_FOUND: Transformation not found');
    expect(await codeOf(admin.transformation.update({ id: created.id, story: 'x' }))).toBe(
      'NOT_FOUND: Transformation not found',
    );
  });

  it('rejects invalid input with a message naming the field', async () => {
    const admin = t.caller({ adminId: 1 });
    expect(await codeOf(admin.transformation.create({ ...priya, client_name: '' }))).toBe(
      'BAD_REQUEST: client_name: Client name is required',
    );
    expect(await codeOf(admin.transformation.create({ ...priya, before_weight: 501 }))).toBe(
      'BAD_REQUEST: before_weight: Before weight must be at most 500 kg',
    );
    expect(await codeOf(admin.transformation.update({ id: 1, duration_months: 0 }))).toBe(
      'BAD_REQUEST: duration_months: Duration must be at least 1 month',
    );
    expect(
      await codeOf(admin.transformation.adminList({ page: 1, per_page: 10, goal_type: 'both' as 'weight_loss' })),
    ).toMatch(/^BAD_REQUEST: goal_type: /);
  });
});
