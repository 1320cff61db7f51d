import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from '../test-support';

let t: Awaited<ReturnType<typeof createTestServer>>;
let admin: Record<string, string>;
let visitor: Record<string, string>;
beforeAll(async () => {
  t = await createTestServer();
  ({ admin, visitor } = await t.headers());
});
afterAll(() => t.stop());

const oats = {
  title: 'Overnight Oats',
  meal_type: 'breakfast',
  description: 'Creamy oats',
  ingredients: ['oats', 'milk', ''],
  prep_time: 5,
  cook_time: null,
  servings: 1,
  calories_per_serving: 290,
  goal_type: 'weight_loss',
  is_featured: true,
  youtube_video_id: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1',
};

describe('recipes over REST', () => {
  it('creates, lists publicly and for the admin, updates and deletes', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/admin/recipes', headers: admin, payload: oats });
    expect(created.statusCode).toBe(201);
    await t.expectDocumented('POST', '/api/admin/recipes', created);
    const { recipe } = created.json();
    expect(recipe).toMatchObject({
      id: expect.any(Number),
      youtube_video_id: 'dQw4w9WgXcQ',
      ingredients: ['oats', 'milk'],
    });

    const publicList = await t.app.inject({ method: 'GET', url: '/api/recipes?featured=true', headers: visitor });
    expect(publicList.statusCode).toBe(200);
    await t.expectDocumented('GET', '/api/recipes', publicList);
    const page = await t.app.inject({ method: 'GET', url: `/api/recipes/${recipe.id}`, headers: visitor });
    expect(page.statusCode).toBe(200);
    await t.expectDocumented('GET', '/api/recipes/{id}', page);
    expect(publicList.json().recipes.map((r: { title: string }) => r.title)).toEqual(['Overnight Oats']);
    const none = await t.app.inject({ method: 'GET', url: '/api/recipes?meal_type=dinner', headers: visitor });
    expect(none.json()).toEqual({ recipes: [] });

    const adminList = await t.app.inject({
      method: 'GET',
      url: '/api/admin/recipes?page=1&per_page=10&meal_type=breakfast&goal_type=&search=oats',
      headers: admin,
    });
    expect(adminList.json().pagination).toEqual({ page: 1, per_page: 10, pages: 1, total: 1 });
    await t.expectDocumented('GET', '/api/admin/recipes', adminList);

    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/recipes/${recipe.id}`,
      headers: admin,
      payload: { ...oats, title: 'Berry Oats', is_featured: false },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().recipe).toMatchObject({ title: 'Berry Oats', is_featured: false });
    await t.expectDocumented('PUT', '/api/admin/recipes/{id}', updated);

    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/admin/recipes/${recipe.id}`, headers: admin });
    expect(deleted.statusCode).toBe(200);
    await t.expectDocumented('DELETE', '/api/admin/recipes/{id}', deleted);
    const again = await t.app.inject({ method: 'DELETE', url: `/api/admin/recipes/${recipe.id}`, headers: admin });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: 'Recipe not found' });
    await t.expectDocumented('DELETE', '/api/admin/recipes/{id}', again);
  });

  it.each([
    [{ ...oats, youtube_video_id: 'https://vimeo.com/1' }, 'youtube_video_id: Invalid Video ID'],
    [{ ...oats, title: '' }, 'title: Title is required'],
    [{ ...oats, meal_type: 'brunch' }, 'meal_type: Meal type must be one of breakfast, lunch, dinner, snack'],
    [{ ...oats, meal_type: undefined }, 'meal_type: Meal type is required'],
    [{ ...oats, prep_time: 'ten' }, 'prep_time: Must be a whole number'],
  ])('rejects bad input with 400 naming the field (%#)', async (payload, error) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/recipes', headers: admin, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error });
    await t.expectDocumented('POST', '/api/admin/recipes', res);
  });

  it('rejects bad query and path values with 400, never 500', async () => {
    const badQuery = await t.app.inject({ method: 'GET', url: '/api/recipes?meal_type=brunch', headers: visitor });
    expect(badQuery.statusCode).toBe(400);
    const badPage = await t.app.inject({ method: 'GET', url: '/api/admin/recipes?page=0', headers: admin });
    expect(badPage.statusCode).toBe(400);
    expect(badPage.json().error).toMatch(/^page: /);
    const badId = await t.app.inject({ method: 'PUT', url: '/api/admin/recipes/abc', headers: admin, payload: {} });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().error).toMatch(/^id: /);
  });
});

describe('recipe input hardening', () => {
  it('refuses ids that are not plain positive numbers', async () => {
    for (const id of ['0x10', '1e1', '%207', '0', '-1']) {
      const res = await t.app.inject({ method: 'DELETE', url: `/api/admin/recipes/${id}`, headers: admin });
      expect(res.statusCode, id).toBe(400);
    }
  });

  it('accepts only site paths and https URLs as images', async () => {
    for (const image_url of [
      'javascript:alert(1)',
      '//evil.com/x.png',
      'http://example.com/x.png',
      'data:image/png;base64,AA',
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/recipes',
        headers: admin,
        payload: { ...oats, image_url },
      });
      expect(res.statusCode, image_url).toBe(400);
      expect(res.json().error).toMatch(/^image_url: /);
    }
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/admin/recipes',
      headers: admin,
      payload: { ...oats, image_url: '/uploads/recipes/a.webp' },
    });
    expect(ok.statusCode).toBe(201);
  });
});
