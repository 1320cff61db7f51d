import { UNTYPEABLE_MESSAGE } from '@coach/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { codeOf, createTestServices } from '../test-support';

let t: Awaited<ReturnType<typeof createTestServices>>;
beforeEach(async () => {
  t = await createTestServices();
});

describe('recipe procedures', () => {
  it('refuses the public list without a token and admin procedures without an administrator', async () => {
    expect(await codeOf(t.caller().recipe.list({}))).toBe('UNAUTHORIZED: Missing or invalid encrypted token');
    expect(await codeOf(t.caller({ publicAccess: true }).recipe.adminList({ page: 1, per_page: 10 }))).toBe(
      'UNAUTHORIZED: Authentication required',
    );
  });

  it('creates with a normalised video id, lists, updates and deletes', async () => {
    const admin = t.caller({ adminId: 1, publicAccess: true });
    const created = await admin.recipe.create({
      title: '  Sprout Salad ',
      meal_type: 'snack',
      youtube_video_id: 'https://youtube.com/shorts/a-b_c1234XY?feature=share',
      is_featured: true,
    });
    expect(created).toMatchObject({ title: 'Sprout Salad', youtube_video_id: 'a-b_c1234XY', goal_type: 'both' });

    const visitor = t.caller({ publicAccess: true });
    expect((await visitor.recipe.list({ featured: true, meal_type: 'snack' })).recipes).toHaveLength(1);
    expect((await visitor.recipe.list({ meal_type: 'dinner' })).recipes).toHaveLength(0);

    const updated = await admin.recipe.update({
      id: created.id,
      youtube_video_id: 'https://youtu.be/dQw4w9WgXcQ',
    });
    expect(updated.youtube_video_id).toBe('dQw4w9WgXcQ');
    const page = await admin.recipe.adminList({ page: 1, per_page: 10, search: 'sprout' });
    expect(page.pagination).toEqual({ page: 1, per_page: 10, pages: 1, total: 1 });

    expect(await admin.recipe.delete({ id: created.id })).toEqual({ success: true });
    expect(await codeOf(admin.recipe.delete({ id: created.id }))).toBe('NOT_FOUND: Recipe not found');
  });

  it('rejects invalid input with a message naming the field', async () => {
    const admin = t.caller({ adminId: 1 });
    expect(await codeOf(admin.recipe.create({ title: 'x', meal_type: 'lunch', youtube_video_id: 'not a video' }))).toBe(
      'BAD_REQUEST: youtube_video_id: Invalid Video ID',
    );
    expect(await codeOf(admin.recipe.create({ title: ' ', meal_type: 'lunch' }))).toBe(
      'BAD_REQUEST: title: Title is required',
    );
    expect(await codeOf(admin.recipe.create({ title: '\u0000\u0001', meal_type: 'lunch' }))).toBe(
      `BAD_REQUEST: title: ${UNTYPEABLE_MESSAGE}`,
    );
  });

  it('stores a pasted description without the characters nobody types', async () => {
    const admin = t.caller({ adminId: 1 });
    const created = await admin.recipe.create({
      title: 'Poha',
      meal_type: 'breakfast',
      description: 'Light\u0000\nand quick\u0085',
    });
    expect(created.description).toBe('Light\nand quick');
  });
});
