import { insertRecipe } from '@coach/db';
import { recipeInputSchema } from '@coach/shared';
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

const recipe = (title: string) =>
  recipeInputSchema.parse({ title, meal_type: 'lunch', goal_type: 'weight_loss', is_featured: false });
const titles = async (url = '/api/recipes') =>
  ((await t.app.inject({ method: 'GET', url, headers: visitor })).json().recipes as Array<{ title: string }>).map(
    (r) => r.title,
  );

describe('shared public answers', () => {
  it('are computed once and kept until an administrator changes their area', async () => {
    await insertRecipe(t.db, recipe('First Bowl'));
    expect(await titles()).toEqual(['First Bowl']);
    // Written behind the API's back: the kept answer does not know it yet.
    await insertRecipe(t.db, recipe('Quiet Bowl'));
    expect(await titles()).toEqual(['First Bowl']);
    // A different query is a different answer.
    expect((await titles('/api/recipes?meal_type=lunch')).sort()).toEqual(['First Bowl', 'Quiet Bowl']);

    // A transformation write leaves recipes alone; a recipe write drops them.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/admin/transformations',
      headers: admin,
      payload: { client_name: 'A', goal_type: 'weight_loss', before_weight: 80, after_weight: 72, duration_months: 3 },
    });
    expect(other.statusCode).toBe(201);
    expect(await titles()).toEqual(['First Bowl']);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/recipes',
      headers: admin,
      payload: recipe('Loud Bowl'),
    });
    expect(created.statusCode).toBe(201);
    expect((await titles()).sort()).toEqual(['First Bowl', 'Loud Bowl', 'Quiet Bowl']);
  });

  it('still need the token, and are private, no-store, compressed as the caller accepts', async () => {
    await titles();
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/recipes' });
    expect(anonymous.statusCode).toBe(401);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/recipes',
      headers: { ...visitor, 'accept-encoding': 'gzip' },
    });
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers.etag).toBeUndefined();
  });

  it('answer a missing post with 404 each time and never keep it', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({ method: 'GET', url: '/api/blogs/424242', headers: visitor });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Post not found' });
    }
  });
});
