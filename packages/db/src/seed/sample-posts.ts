// "Add Sample Data" in the blog admin: the demo articles and vlogs, with covers drawn locally.
import { SITE, slugify } from '@coach/shared';
import type { DB } from '../client';
import { toJsonList } from '../json';
import { type BlogPostRow, toBlogPost } from '../repositories/blog';
import { DEMO_POSTS } from './data';
import { coverSvg, writeDemoImage } from './images';

export async function insertSamplePosts(db: DB, uploadsDir: string) {
  const now = Date.now();
  const stamp = now.toString(36);
  const covers = await Promise.all(
    DEMO_POSTS.map((post, i) => writeDemoImage(uploadsDir, `sample-${stamp}-${i + 1}`, coverSvg(post.hue, i + 7))),
  );
  const rows = await db
    .insertInto('blog_posts')
    .values(
      DEMO_POSTS.map(({ hue: _hue, days_ago, views: _views, likes: _likes, ...post }, i) => ({
        ...post,
        image: post.type === 'blog' ? covers[i] : null,
        thumbnail: post.type === 'vlog' ? covers[i] : null,
        slug: slugify(post.title),
        tags: toJsonList(post.tags),
        author: SITE.ownerFirstName,
        featured: post.featured ? 1 : 0,
        published: 1,
        // Sample posts are demo content too: "Remove demo content" takes them.
        is_demo: 1,
        publish_date: new Date(now - days_ago * 86_400_000).toISOString(),
        meta_description: post.excerpt,
      })),
    )
    .returningAll()
    .execute();
  return rows.map((row) => toBlogPost(row as BlogPostRow));
}
