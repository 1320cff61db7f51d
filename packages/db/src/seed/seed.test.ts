import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { countRecipes, listRecipes } from '../repositories/recipe';
import { createTestDatabase } from '../testing';
import { seedDemoContent } from '.';

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
