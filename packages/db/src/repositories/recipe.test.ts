import { recipeInputSchema } from '@coach/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DB } from '../client';
import { createTestDatabase } from '../testing';
import {
  countRecipes,
  deleteRecipe,
  getRecipe,
  insertRecipe,
  listRecipes,
  listRecipesPage,
  updateRecipe,
} from './recipe';

let db: DB;
beforeEach(async () => {
  ({ db } = await createTestDatabase());
});

const recipe = (title: string, extra: Record<string, unknown> = {}) =>
  recipeInputSchema.parse({ title, meal_type: 'lunch', ...extra });

describe('recipe repository', () => {
  it('stores ingredients as a list and derives the total time', async () => {
    const saved = await insertRecipe(
      db,
      recipe('Dal', { ingredients: ['lentils', '', ' salt '], prep_time: 10, cook_time: 20, is_featured: true }),
    );
    expect(saved).toMatchObject({ title: 'Dal', ingredients: ['lentils', 'salt'], total_time: 30, is_featured: true });
    expect(await getRecipe(db, saved.id)).toEqual(saved);
  });

  it('filters the public list by featured and meal type, newest first', async () => {
    await insertRecipe(db, recipe('A', { meal_type: 'breakfast', is_featured: true }));
    await insertRecipe(db, recipe('B', { meal_type: 'dinner' }));
    await insertRecipe(db, recipe('C', { meal_type: 'dinner', is_featured: true }));
    expect((await listRecipes(db)).map((r) => r.title)).toEqual(['C', 'B', 'A']);
    expect((await listRecipes(db, { featured: true })).map((r) => r.title)).toEqual(['C', 'A']);
    expect((await listRecipes(db, { meal_type: 'dinner', featured: false })).map((r) => r.title)).toEqual(['B']);
    expect((await listRecipes(db, { limit: 1 })).map((r) => r.title)).toEqual(['C']);
  });

  it('pages the admin list and counts the same filtered set, with LIKE wildcards taken literally', async () => {
    for (let i = 1; i <= 12; i++) await insertRecipe(db, recipe(`Soup ${i}`, { goal_type: 'weight_loss' }));
    await insertRecipe(db, recipe('100% Oats_bowl'));
    const page2 = await listRecipesPage(db, { page: 2, per_page: 10, search: 'soup' });
    expect(page2.pagination).toEqual({ page: 2, per_page: 10, pages: 2, total: 12 });
    expect(page2.recipes.map((r) => r.title)).toEqual(['Soup 2', 'Soup 1']);
    expect((await listRecipesPage(db, { page: 1, per_page: 10, search: '%' })).pagination.total).toBe(1);
    expect((await listRecipesPage(db, { page: 1, per_page: 10, search: 's_up' })).pagination.total).toBe(0);
    expect((await listRecipesPage(db, { page: 1, per_page: 10, goal_type: 'both' })).pagination.total).toBe(1);
  });

  it('sorts the admin list by a column in either direction, ties by id, and newest first without one', async () => {
    await insertRecipe(db, recipe('banana oats', { prep_time: 5, calories_per_serving: 300 }));
    await insertRecipe(db, recipe('Apple salad', { prep_time: 10, cook_time: 10, calories_per_serving: 120 }));
    await insertRecipe(db, recipe('Curd rice', { cook_time: 15, calories_per_serving: 300 }));
    const titles = async (sort: Record<string, unknown>) =>
      (await listRecipesPage(db, { page: 1, per_page: 10, ...sort })).recipes.map((r) => r.title);
    expect(await titles({})).toEqual(['Curd rice', 'Apple salad', 'banana oats']);
    // Titles compare without case: "banana" sits between "Apple" and "Curd".
    expect(await titles({ sort: 'title' })).toEqual(['Apple salad', 'banana oats', 'Curd rice']);
    expect(await titles({ sort: 'title', dir: 'desc' })).toEqual(['Curd rice', 'banana oats', 'Apple salad']);
    expect(await titles({ sort: 'time', dir: 'asc' })).toEqual(['banana oats', 'Curd rice', 'Apple salad']);
    // Equal calories: the tie keeps id order in the same direction.
    expect(await titles({ sort: 'calories', dir: 'desc' })).toEqual(['Curd rice', 'banana oats', 'Apple salad']);
    expect(await titles({ sort: 'calories', dir: 'asc' })).toEqual(['Apple salad', 'banana oats', 'Curd rice']);
    // A direction alone changes nothing: the default order stands.
    expect(await titles({ dir: 'asc' })).toEqual(['Curd rice', 'Apple salad', 'banana oats']);
  });

  it('updates only the fields given and reports missing recipes', async () => {
    const saved = await insertRecipe(db, recipe('Poha', { description: 'Flattened rice' }));
    const updated = await updateRecipe(db, saved.id, { is_featured: true });
    expect(updated).toMatchObject({ title: 'Poha', description: 'Flattened rice', is_featured: true });
    await expect(updateRecipe(db, 999, { title: 'x' })).rejects.toMatchObject({ kind: 'not_found' });
    await deleteRecipe(db, saved.id);
    await expect(deleteRecipe(db, saved.id)).rejects.toMatchObject({ kind: 'not_found' });
    expect(await countRecipes(db)).toEqual({ total: 0, featured: 0 });
  });
});
