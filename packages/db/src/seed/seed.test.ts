import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { blogInputSchema, recipeInputSchema, transformationInputSchema } from '@coach/shared';
import { describe, expect, it } from 'vitest';
import { countRecipes, listRecipes } from '../repositories/recipe';
import { createTestDatabase } from '../testing';
import { seedDemoContent } from '.';
import { DEMO_POSTS, DEMO_RECIPES, DEMO_TRANSFORMATIONS } from './data';

describe('seedDemoContent', () => {
  it('seeds once, with locally generated images, and never again after the owner deletes the demo', async () => {
    const { db, dir } = await createTestDatabase();
    const uploads = join(dir, 'uploads');
    expect(await seedDemoContent(db, uploads)).toBe(true);
    const recipes = await listRecipes(db);
    expect(recipes.length).toBeGreaterThanOrEqual(6);
    expect(new Set(recipes.map((r) => r.meal_type))).toEqual(new Set(['breakfast', 'lunch', 'dinner', 'snack']));
    for (const r of recipes) {
      expect(r.image_url).toMatch(/^\/uploads\/demo\/.+\.webp$/);
      expect(existsSync(join(uploads, r.image_url!.replace('/uploads/', '')))).toBe(true);
    }
    await db.deleteFrom('recipes').execute();
    expect(await seedDemoContent(db, uploads)).toBe(false);
    expect((await countRecipes(db)).total).toBe(0);
  });

  it('leaves an installation that already has content alone', async () => {
    const { db, dir } = await createTestDatabase();
    await db.insertInto('recipes').values({ title: 'Mine', meal_type: 'lunch' }).execute();
    expect(await seedDemoContent(db, join(dir, 'uploads'))).toBe(false);
    expect((await listRecipes(db)).map((r) => r.title)).toEqual(['Mine']);
  });
});

describe('the demo content', () => {
  it('passes the schemas an administrator would write it through, every text unchanged', () => {
    for (const { hue: _, ...recipe } of DEMO_RECIPES) {
      expect(recipeInputSchema.parse(recipe)).toMatchObject(recipe);
    }
    for (const { hue: _, ...story } of DEMO_TRANSFORMATIONS) {
      expect(transformationInputSchema.parse(story)).toMatchObject(story);
    }
    for (const { hue: _, days_ago: _days, views: _views, likes: _likes, ...post } of DEMO_POSTS) {
      const { video_url: _url, ...texts } = post;
      expect(blogInputSchema.parse({ ...post, meta_description: post.excerpt })).toMatchObject(texts);
    }
  });
});
