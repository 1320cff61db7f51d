import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../client';
import { createDatabaseMigratedTo } from '../testing';

describe('migration 0008: demo content marked', () => {
  it('marks the rows seeded before it by their demo pictures (and the demo banner by name), and nothing of the owner’s', async () => {
    const { db } = await createDatabaseMigratedTo('0007_site_pages');
    const weights = { before_weight: 80, after_weight: 70, duration_months: 6 };
    const post = { excerpt: 'x', category: 'Nutrition', author: 'Her', type: 'blog' };
    await db
      .insertInto('recipes')
      .values([
        { title: 'Demo oats', meal_type: 'breakfast', image_url: '/uploads/demo/recipe-1.webp' },
        { title: 'Her dal', meal_type: 'lunch', image_url: '/uploads/recipes/dal.webp' },
        { title: 'Her soup', meal_type: 'dinner' },
      ])
      .execute();
    await db
      .insertInto('transformations')
      .values([
        {
          ...weights,
          client_name: 'Demo client',
          goal_type: 'weight_loss',
          before_image: '/uploads/demo/transformation-1-before.webp',
        },
        {
          ...weights,
          client_name: 'Her client',
          goal_type: 'weight_gain',
          before_image: '/uploads/transformations/a.webp',
        },
      ])
      .execute();
    await db
      .insertInto('blog_posts')
      .values([
        {
          title: 'Demo article',
          slug: 'demo',
          ...post,
          image: '/uploads/demo/post-1.webp',
        },
        {
          title: 'Demo vlog',
          slug: 'vlog',
          ...post,
          type: 'vlog',
          thumbnail: '/uploads/demo/sample-1.webp',
        },
        { title: 'Her article', slug: 'hers', ...post },
      ])
      .execute();
    await db
      .insertInto('campaign_banners')
      .values([
        { name: 'Free consultation (demo)', title: 'Start' },
        { name: 'Her spring offer', title: 'Spring' },
      ])
      .execute();

    expect(await migrateToLatest(db)).toContain('0008_demo_content');
    const demo = async (table: 'recipes' | 'transformations' | 'blog_posts' | 'campaign_banners', label: string) =>
      (
        await db
          .selectFrom(table)
          .select(sql<string>`${sql.ref(label)}`.as('label'))
          .where('is_demo', '=', 1)
          .execute()
      ).map((row) => row.label);
    expect(await demo('recipes', 'title')).toEqual(['Demo oats']);
    expect(await demo('transformations', 'client_name')).toEqual(['Demo client']);
    expect(await demo('blog_posts', 'title')).toEqual(['Demo article', 'Demo vlog']);
    expect(await demo('campaign_banners', 'name')).toEqual(['Free consultation (demo)']);
    await db.destroy();
  });
});
