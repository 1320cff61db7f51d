import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../client';
import { takeUnannouncedPublicPosts } from '../repositories/blog';
import { createDatabaseMigratedTo } from '../testing';

const post = (title: string, published: number, publish_date: string) => ({
  title,
  slug: title.toLowerCase(),
  excerpt: 'x',
  category: 'Nutrition',
  author: 'Aditi',
  published,
  publish_date,
});

describe('migration 0011: post announcements', () => {
  it('counts posts already public as announced, and leaves drafts and scheduled posts to be announced', async () => {
    const { db } = await createDatabaseMigratedTo('0010_webhooks');
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    await db
      .insertInto('blog_posts')
      .values([
        post('Old', 1, '2026-01-05T10:00:00.000Z'),
        post('Draft', 0, '2026-01-06T10:00:00.000Z'),
        post('Scheduled', 1, tomorrow),
      ])
      .execute();
    expect(await migrateToLatest(db)).toContain('0011_post_announcements');
    const rows = await db.selectFrom('blog_posts').select(['title', 'announced_at']).orderBy('id').execute();
    expect(rows).toEqual([
      { title: 'Old', announced_at: '2026-01-05T10:00:00.000Z' },
      { title: 'Draft', announced_at: null },
      { title: 'Scheduled', announced_at: null },
    ]);
    expect(await takeUnannouncedPublicPosts(db)).toEqual([]);
    const due = await takeUnannouncedPublicPosts(db, new Date(Date.parse(tomorrow) + 1000).toISOString());
    expect(due.map((p) => p.title)).toEqual(['Scheduled']);
    expect(due[0]).not.toHaveProperty('announced_at');
  });
});
