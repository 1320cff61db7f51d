import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { blogInputSchema, recipeInputSchema, testimonialInputSchema, transformationInputSchema } from '@coach/shared';
import { describe, expect, it } from 'vitest';
import { countRecipes, listRecipes } from '../repositories/recipe';
import { insertTestimonial, listShownTestimonials } from '../repositories/testimonial';
import { createTestDatabase } from '../testing';
import { seedDemoContent } from '.';
import { DEMO_POSTS, DEMO_RECIPES, DEMO_TESTIMONIALS, DEMO_TRANSFORMATIONS } from './data';

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

  it('leaves an installation that already has content alone, but for the testimonials it showed from code', async () => {
    const { db, dir } = await createTestDatabase();
    await db.insertInto('recipes').values({ title: 'Mine', meal_type: 'lunch' }).execute();
    expect(await seedDemoContent(db, join(dir, 'uploads'))).toBe(true);
    expect((await listRecipes(db)).map((r) => r.title)).toEqual(['Mine']);
    expect(await db.selectFrom('transformations').select('id').execute()).toEqual([]);
    expect((await listShownTestimonials(db)).length).toBe(6);
    expect(await seedDemoContent(db, join(dir, 'uploads'))).toBe(false);
  });
});

describe('the demo testimonials', () => {
  it('are the six reviews of the Reviews tab, in order, marked demo, with pictures drawn on this machine', async () => {
    const { db, dir } = await createTestDatabase();
    const uploads = join(dir, 'uploads');
    await seedDemoContent(db, uploads);
    const shown = await listShownTestimonials(db);
    expect(shown.map((t) => [t.kind, t.name, t.date_line, t.rating, t.position])).toEqual([
      ['whatsapp', 'Neha R.', 'March 2026', 5, 1],
      ['meal', 'Arjun P.', 'February 2026', 5, 2],
      ['client', 'Priya S.', 'January 2026', 5, 3],
      ['whatsapp', 'Vikram T.', 'December 2025', 5, 4],
      ['meal', 'Meera D.', 'November 2025', 4, 5],
      ['client', 'Rahul M.', 'October 2025', 5, 6],
    ]);
    expect(shown[2]?.photo).toEqual({ url: '/uploads/demo/review-before.webp', alt: 'Priya S. before' });
    expect(shown[2]?.after_photo).toEqual({ url: '/uploads/demo/review-after.webp', alt: 'Priya S. after' });
    expect(shown[1]?.photo).toEqual({ url: '/uploads/demo/review-meal.webp', alt: "The client's meal" });
    for (const name of ['meal', 'before', 'after']) {
      expect(existsSync(join(uploads, 'demo', `review-${name}.webp`))).toBe(true);
    }
    const marks = await db.selectFrom('testimonials').select('is_demo').execute();
    expect(marks.map((m) => m.is_demo)).toEqual([1, 1, 1, 1, 1, 1]);
  });

  it('reach an installation seeded before they existed, once; one with testimonials of its own is left alone', async () => {
    const { db, dir } = await createTestDatabase();
    const uploads = join(dir, 'uploads');
    await seedDemoContent(db, uploads);
    // As before this change: the demo records seeded, no testimonial table rows and no mark for them.
    await db.deleteFrom('testimonials').execute();
    await db.deleteFrom('app_settings').where('key', '=', 'demo_testimonials_seeded_at').execute();
    const recipes = (await listRecipes(db)).length;
    expect(await seedDemoContent(db, uploads)).toBe(true);
    expect((await listShownTestimonials(db)).length).toBe(6);
    expect((await listRecipes(db)).length).toBe(recipes);
    // The owner deletes them: they stay deleted.
    await db.deleteFrom('testimonials').execute();
    expect(await seedDemoContent(db, uploads)).toBe(false);
    expect(await listShownTestimonials(db)).toEqual([]);

    const other = await createTestDatabase();
    await insertTestimonial(other.db, {
      kind: 'whatsapp',
      name: 'Her own client',
      text: 'Thank you!',
      rating: 5,
      date_line: '',
      photo: null,
      after_photo: null,
      hidden: false,
    });
    await seedDemoContent(other.db, join(other.dir, 'uploads'));
    expect((await listShownTestimonials(other.db)).map((t) => t.name)).toEqual(['Her own client']);
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
    for (const review of DEMO_TESTIMONIALS) {
      const picture = (demo: { picture: string; alt: string } | null) =>
        demo && { url: `/uploads/demo/review-${demo.picture}.webp`, alt: demo.alt };
      const input = { ...review, photo: picture(review.photo), after_photo: picture(review.after_photo) };
      expect(testimonialInputSchema.parse(input)).toEqual({ ...input, hidden: false });
    }
    for (const { hue: _, days_ago: _days, views: _views, likes: _likes, ...post } of DEMO_POSTS) {
      const { video_url: _url, ...texts } = post;
      expect(blogInputSchema.parse({ ...post, meta_description: post.excerpt })).toMatchObject(texts);
    }
  });
});

describe('demo pictures drawn already', () => {
  it('a first seed draws them and keeps them in a writable cache; the next copies them from it', async () => {
    const first = await createTestDatabase();
    const cache = { dir: join(first.dir, 'drawn'), writable: true };
    expect(await seedDemoContent(first.db, join(first.dir, 'uploads'), cache)).toBe(true);
    const drawn = readdirSync(cache.dir);
    // Every picture the seed wrote, by the hash of its drawing: recipes, transformations, posts, reviews.
    expect(drawn.length).toBe(readdirSync(join(first.dir, 'uploads/demo')).length);
    expect(drawn.every((name) => /^[0-9a-f]{64}\.webp$/.test(name))).toBe(true);

    // A picture is taken from the cache as it is there: a stand-in file proves it was copied, not drawn.
    const recipe = readFileSync(join(first.dir, 'uploads/demo/recipe-1.webp'));
    const hashed = drawn.find((name) => readFileSync(join(cache.dir, name)).equals(recipe));
    expect(hashed).toBeDefined();
    writeFileSync(join(cache.dir, hashed!), 'stand-in');
    const next = await createTestDatabase();
    const before = readdirSync(cache.dir);
    expect(await seedDemoContent(next.db, join(next.dir, 'uploads'), { ...cache, writable: false })).toBe(true);
    expect(readFileSync(join(next.dir, 'uploads/demo/recipe-1.webp'), 'utf8')).toBe('stand-in');
    expect(readdirSync(cache.dir)).toEqual(before);
  });

  it('a missing or read-only cache only means drawing: the seed still writes every picture', async () => {
    const { db, dir } = await createTestDatabase();
    const cache = { dir: join(dir, 'nowhere'), writable: false };
    expect(await seedDemoContent(db, join(dir, 'uploads'), cache)).toBe(true);
    expect(existsSync(cache.dir)).toBe(false);
    for (const r of await listRecipes(db)) {
      expect(
        readFileSync(join(dir, 'uploads', r.image_url!.replace('/uploads/', '')))
          .subarray(8, 12)
          .toString(),
      ).toBe('WEBP');
    }
  });
});
