// "Add Sample Data" in the blog admin: the demo posts, without pictures (the cards use the fallback cover).
import { SITE, slugify } from '@coach/shared';
import type { DB } from '../client';
import { toJsonList } from '../json';
import { type BlogPostRow, toBlogPost } from '../repositories/blog';
import { DEMO_POSTS } from './data';

export async function insertSamplePosts(db: DB) {
  const now = Date.now();
  const rows = await db
    .insertInto('blog_posts')
    .values(
      DEMO_POSTS.map(({ hue: _hue, days_ago, views: _views, likes: _likes, ...post }) => ({
        ...post,
        slug: slugify(post.title),
        tags: toJsonList(post.tags),
        author: SITE.ownerFirstName,
        featured: post.featured ? 1 : 0,
        published: 1,
        publish_date: new Date(now - days_ago * 86_400_000).toISOString(),
        meta_description: post.excerpt,
      })),
    )
    .returningAll()
    .execute();
  return rows.map((row) => toBlogPost(row as BlogPostRow));
}
