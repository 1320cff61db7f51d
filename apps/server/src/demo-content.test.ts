// "Remove demo content": the seeded recipes, transformations, posts, banner and testimonials (and their pictures) go,
// in one
// transaction, with an audit entry; the owner's own records and files stay, and the public pages show it at once.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { seedDemoContent } from '@coach/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from './test-support';

let t: Awaited<ReturnType<typeof createTestServer>>;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestServer({ web: true });
  ({ admin } = await t.headers());
  expect(await seedDemoContent(t.db, t.config.uploadsDir)).toBe(true);
});
afterAll(() => t.stop());

const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, headers = admin, payload?: object) =>
  t.app.inject({ method, url, headers, payload });

describe('demo content', () => {
  it('is counted, removed without the owner’s own records and files, audited, and gone from the site at once', async () => {
    // Her own recipe with her own picture, and her own post.
    mkdirSync(join(t.config.uploadsDir, 'recipes'), { recursive: true });
    writeFileSync(join(t.config.uploadsDir, 'recipes', 'mine.webp'), 'x');
    const own = await inject('POST', '/api/admin/recipes', admin, {
      title: 'My own millet khichdi',
      meal_type: 'lunch',
      image_url: '/uploads/recipes/mine.webp',
    });
    expect(own.statusCode, own.body).toBe(201);
    const post = await inject('POST', '/api/admin/blogs', admin, {
      title: 'My first article',
      excerpt: 'Mine.',
      content: '<p>Mine.</p>',
      category: 'Nutrition',
      type: 'blog',
      read_time: '2 min read',
    });
    expect(post.statusCode, post.body).toBe(201);
    // Her own testimonial, with her own photo; and a demo one she only hid.
    mkdirSync(join(t.config.uploadsDir, 'testimonials'), { recursive: true });
    writeFileSync(join(t.config.uploadsDir, 'testimonials', 'anita.webp'), 'x');
    const testimonial = await inject('POST', '/api/admin/testimonials', admin, {
      kind: 'meal',
      name: 'Anita K.',
      text: 'My own client’s words.',
      rating: 5,
      photo: { url: '/uploads/testimonials/anita.webp', alt: 'Her lunch' },
    });
    expect(testimonial.statusCode, testimonial.body).toBe(201);
    const demoReviews = await t.db.selectFrom('testimonials').select(['id', 'name']).where('is_demo', '=', 1).execute();
    expect(demoReviews).toHaveLength(6);
    await inject('POST', `/api/admin/testimonials/${demoReviews[0]!.id}/hide`, admin, { hidden: true });
    const reviewPicture = join(t.config.uploadsDir, 'demo', 'review-meal.webp');
    expect(existsSync(reviewPicture)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/transformations?tab=reviews' })).body).toContain(
      demoReviews[1]!.name,
    );

    const before = await inject('GET', '/api/admin/demo-content');
    expect(before.statusCode).toBe(200);
    await t.expectDocumented('GET', '/api/admin/demo-content', before);
    const { counts } = before.json();
    expect(counts.recipes).toBeGreaterThan(0);
    expect(counts.transformations).toBeGreaterThan(0);
    expect(counts.blog_posts).toBeGreaterThan(0);
    expect(counts.campaign_banners).toBe(1);
    expect(counts.testimonials).toBe(6);
    expect(before.json().summary).toMatch(/^\d+ recipes, \d+ transformations, \d+ posts, 1 banner and 6 testimonials$/);
    const demoRecipe = await t.db
      .selectFrom('recipes')
      .select(['title', 'image_url'])
      .where('is_demo', '=', 1)
      .executeTakeFirstOrThrow();
    const demoFile = join(t.config.uploadsDir, demoRecipe.image_url!.replace('/uploads/', ''));
    expect(existsSync(demoFile)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/recipes' })).body).toContain(demoRecipe.title);

    expect((await inject('DELETE', '/api/admin/demo-content', {})).statusCode).toBe(401);
    const removed = await inject('DELETE', '/api/admin/demo-content');
    expect(removed.statusCode, removed.body).toBe(200);
    await t.expectDocumented('DELETE', '/api/admin/demo-content', removed);
    expect(removed.json().counts).toEqual(counts);
    expect(removed.json().message).toBe(`Removed ${before.json().summary}`);

    const after = (await inject('GET', '/api/admin/demo-content')).json();
    expect(after).toEqual({
      counts: { recipes: 0, transformations: 0, blog_posts: 0, campaign_banners: 0, testimonials: 0 },
      summary: 'nothing',
    });
    expect(existsSync(demoFile)).toBe(false);
    expect(existsSync(join(t.config.uploadsDir, 'recipes', 'mine.webp'))).toBe(true);
    const recipes = await t.db.selectFrom('recipes').select('title').execute();
    expect(recipes.map((r) => r.title)).toEqual(['My own millet khichdi']);
    const posts = await t.db.selectFrom('blog_posts').select('title').execute();
    expect(posts.map((p) => p.title)).toEqual(['My first article']);
    expect((await t.app.inject({ method: 'GET', url: '/recipes' })).body).not.toContain(demoRecipe.title);
    const reviews = (await t.app.inject({ method: 'GET', url: '/transformations?tab=reviews' })).body;
    expect(reviews).not.toContain(demoReviews[1]!.name);
    expect(reviews).toContain('Anita K.');
    expect((await t.db.selectFrom('testimonials').select('name').execute()).map((r) => r.name)).toEqual(['Anita K.']);
    expect(existsSync(reviewPicture)).toBe(false);
    expect(existsSync(join(t.config.uploadsDir, 'testimonials', 'anita.webp'))).toBe(true);

    const log = (await inject('GET', '/api/admin/audit?per_page=100')).json().entries as Array<{
      action: string;
      target_id: string;
      fields: string[];
    }>;
    expect(log.find((e) => e.action === 'demo.remove')).toMatchObject({
      target_id: before.json().summary.slice(0, 50),
      fields: ['recipes', 'transformations', 'blog_posts', 'campaign_banners', 'testimonials'],
    });
    // Nothing left: a second removal says so and removes nothing.
    expect((await inject('DELETE', '/api/admin/demo-content')).json().message).toBe('There was no demo content left');
  });

  it('takes the blog’s sample posts too', async () => {
    const added = await inject('POST', '/api/admin/blogs/init-sample');
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().blogs[0]).not.toHaveProperty('is_demo');
    const { counts } = (await inject('GET', '/api/admin/demo-content')).json();
    expect(counts.blog_posts).toBe(added.json().blogs.length);
    await inject('DELETE', '/api/admin/demo-content');
    const posts = await t.db.selectFrom('blog_posts').select('title').execute();
    expect(posts.map((p) => p.title)).toEqual(['My first article']);
  });
});
