// Blog and vlog posts: the public list and post (only published posts whose date has come), likes and views,
// and the owner's list, stats and edits.
import {
  type AdminBlogQuery,
  type BlogInput,
  type BlogPost,
  type BlogStats,
  type BlogUpdate,
  notFound,
  type Pagination,
  type PostSort,
  type PublicBlogQuery,
  RELATED_POSTS_MAX,
  type SortDirection,
  slugify,
} from '@coach/shared';
import { type ExpressionBuilder, type Selectable, sql } from 'kysely';
import { countedWrite, type DB } from '../client';
import type { BlogPostTable, Database } from '../database';
import { nowIso, parseJsonList, toJsonList } from '../json';
import { byText, containsText, fetchPage, type ListOrder, orderList, type Unselected } from '../sql';

const POST_COLUMNS = [
  'id',
  'title',
  'slug',
  'excerpt',
  'content',
  'category',
  'type',
  'tags',
  'author',
  'featured',
  'published',
  'image',
  'thumbnail',
  'publish_date',
  'read_time',
  'duration',
  'video_url',
  'video_description',
  'meta_description',
  'newsletter',
  'views',
  'likes',
  'created_at',
  'updated_at',
] as const;

/** A row as the site reads it: `is_demo` is for removing the demo content only, `announced_at` for its event. */
export type BlogPostRow = Omit<Selectable<BlogPostTable>, 'is_demo' | 'announced_at' | 'newsletter_at'>;

export function toBlogPost(
  row: BlogPostRow & { is_demo?: number; announced_at?: string | null; newsletter_at?: string | null },
): BlogPost {
  const { is_demo: _demo, announced_at: _announced, newsletter_at: _newsletter, ...post } = row;
  return {
    ...post,
    type: row.type as BlogPost['type'],
    tags: parseJsonList(row.tags),
    featured: row.featured === 1,
    published: row.published === 1,
  };
}

type PostsEb = ExpressionBuilder<Database, 'blog_posts'>;

/** Public means published and with a publish date that has come (a future date schedules the post). */
const isPublic = (now: string) => (eb: PostsEb) => eb.and([eb('published', '=', 1), eb('publish_date', '<=', now)]);

/** Case-insensitive match on title, excerpt or any tag. */
const matchesSearch = (search: string) => (eb: PostsEb) =>
  eb.or([
    containsText('title', search),
    containsText('excerpt', search),
    eb.exists(
      eb
        .selectFrom(sql<{ value: string }>`json_each(blog_posts.tags)`.as('tag'))
        .select(sql`1`.as('one'))
        .where(containsText('tag.value', search)),
    ),
  ]);

type PostsQuery = Unselected<'blog_posts'>;

const POST_ORDER: ListOrder<PostSort> = {
  columns: { title: byText('title'), views: sql.ref('views'), date: sql.ref('publish_date') },
  otherwise: { by: sql.ref('publish_date'), dir: 'desc' },
};

/** One page of the filtered posts in the chosen order (newest first unless the admin list sorts), with the pagination of the same filtered set. */
async function pageOf(
  db: DB,
  filter: { page: number; per_page: number; sort?: PostSort; dir?: SortDirection },
  where: (query: PostsQuery) => PostsQuery,
): Promise<{ blogs: BlogPost[]; pagination: Pagination }> {
  const { rows, pagination } = await fetchPage(where(db.selectFrom('blog_posts')), filter, (q) =>
    orderList(q.select(POST_COLUMNS), POST_ORDER, filter),
  );
  return { blogs: rows.map(toBlogPost), pagination };
}

export function listPublicPosts(db: DB, filter: PublicBlogQuery, now = nowIso()) {
  return pageOf(db, filter, (q) => {
    let query = q.where(isPublic(now));
    if (filter.search) query = query.where(matchesSearch(filter.search));
    if (filter.category && filter.category !== 'All') query = query.where('category', '=', filter.category);
    if (filter.type) query = query.where('type', '=', filter.type);
    if (filter.featured !== undefined) query = query.where('featured', '=', filter.featured ? 1 : 0);
    return query;
  });
}

export function listAdminPosts(db: DB, filter: AdminBlogQuery) {
  return pageOf(db, filter, (q) => {
    let query = q;
    if (filter.search) query = query.where(matchesSearch(filter.search));
    if (filter.category) query = query.where('category', '=', filter.category);
    if (filter.type) query = query.where('type', '=', filter.type);
    if (filter.published !== undefined) query = query.where('published', '=', filter.published ? 1 : 0);
    return query;
  });
}

export async function getPost(db: DB, id: number): Promise<BlogPost> {
  const row = await db.selectFrom('blog_posts').select(POST_COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Post not found');
  return toBlogPost(row);
}

export async function getPublicPost(db: DB, id: number, now = nowIso()): Promise<BlogPost> {
  const row = await db
    .selectFrom('blog_posts')
    .select(POST_COLUMNS)
    .where('id', '=', id)
    .where(isPublic(now))
    .executeTakeFirst();
  if (!row) throw notFound('Post not found');
  return toBlogPost(row);
}

/** Up to three other public posts: same category first, then same type, newest first. */
export async function relatedPosts(db: DB, post: BlogPost, now = nowIso()): Promise<BlogPost[]> {
  const rows = await db
    .selectFrom('blog_posts')
    .select(POST_COLUMNS)
    .where(isPublic(now))
    .where('id', '!=', post.id)
    .where((eb) => eb.or([eb('category', '=', post.category), eb('type', '=', post.type)]))
    .orderBy(sql`case when category = ${post.category} then 0 else 1 end`)
    .orderBy('publish_date', 'desc')
    .limit(RELATED_POSTS_MAX)
    .execute();
  return rows.map(toBlogPost);
}

/** Adds one to a public post's views or likes (a count: no sync of its own); returns both counts as they now are. */
async function bump(db: DB, id: number, column: 'views' | 'likes', now: string) {
  const row = await countedWrite(db, (connection) =>
    connection
      .updateTable('blog_posts')
      .set((eb) => ({ [column]: eb(column, '+', 1) }))
      .where('id', '=', id)
      .where(isPublic(now))
      .returning(['views', 'likes'])
      .executeTakeFirst(),
  );
  if (!row) throw notFound('Post not found');
  return { views: Number(row.views), likes: Number(row.likes) };
}

export const recordPostView = (db: DB, id: number, now = nowIso()) => bump(db, id, 'views', now);
export const likePost = async (db: DB, id: number, now = nowIso()) => (await bump(db, id, 'likes', now)).likes;

export async function blogStats(db: DB): Promise<BlogStats> {
  const row = await db
    .selectFrom('blog_posts')
    .select((eb) => [
      eb.fn.countAll<number>().as('total_blogs'),
      eb.fn.sum<number>('published').as('published_blogs'),
      eb.fn.sum<number>('views').as('total_views'),
      eb.fn.sum<number>('likes').as('total_likes'),
    ])
    .executeTakeFirstOrThrow();
  return {
    total_blogs: Number(row.total_blogs),
    published_blogs: Number(row.published_blogs ?? 0),
    total_views: Number(row.total_views ?? 0),
    total_likes: Number(row.total_likes ?? 0),
  };
}

type PostValues = Omit<BlogInput, 'author' | 'publish_date'> & { author: string; publish_date: string };

function toRow(input: Partial<PostValues>) {
  const { tags, featured, published, ...rest } = input;
  return {
    ...rest,
    ...(input.title !== undefined && { slug: slugify(input.title) }),
    ...(tags !== undefined && { tags: toJsonList(tags) }),
    ...(featured !== undefined && { featured: featured ? 1 : 0 }),
    ...(published !== undefined && { published: published ? 1 : 0 }),
  };
}

export async function insertPost(db: DB, input: PostValues): Promise<BlogPost> {
  const row = await db
    .insertInto('blog_posts')
    .values({
      ...toRow(input),
      title: input.title,
      slug: slugify(input.title),
      excerpt: input.excerpt,
      category: input.category,
      author: input.author,
    })
    .returning(POST_COLUMNS)
    .executeTakeFirstOrThrow();
  return toBlogPost(row);
}

export async function updatePost(
  db: DB,
  id: number,
  changes: Partial<PostValues> & Omit<BlogUpdate, 'author' | 'publish_date'>,
): Promise<BlogPost> {
  const row = await db
    .updateTable('blog_posts')
    .set({ ...toRow(changes as Partial<PostValues>), updated_at: nowIso() })
    .where('id', '=', id)
    .returning(POST_COLUMNS)
    .executeTakeFirst();
  if (!row) throw notFound('Post not found');
  return toBlogPost(row);
}

export async function deletePost(db: DB, id: number): Promise<void> {
  const result = await db.deleteFrom('blog_posts').where('id', '=', id).executeTakeFirst();
  if (result.numDeletedRows === 0n) throw notFound('Post not found');
}

/** What the sitemap and the RSS feed list: every public post, newest first. */
export async function listPublicPostSummaries(db: DB, now = nowIso()) {
  return db
    .selectFrom('blog_posts')
    .select(['id', 'title', 'slug', 'excerpt', 'publish_date', 'updated_at'])
    .where(isPublic(now))
    .orderBy('publish_date', 'desc')
    .execute();
}

/** When the next scheduled post becomes public (ISO time), or null when none is waiting. */
export async function nextScheduledPublishDate(db: DB, now = nowIso()): Promise<string | null> {
  const row = await db
    .selectFrom('blog_posts')
    .select((eb) => eb.fn.min('publish_date').as('next'))
    .where('published', '=', 1)
    .where('publish_date', '>', now)
    .executeTakeFirst();
  return (row?.next as string | null | undefined) ?? null;
}

/**
 * The demo posts are signed with the owner's short name: when she changes it, they follow. Her own posts keep the
 * byline they were published with.
 */
export async function renameDemoPostAuthor(db: DB, from: string, to: string): Promise<void> {
  await db.updateTable('blog_posts').set({ author: to }).where('is_demo', '=', 1).where('author', '=', from).execute();
}

/**
 * Posts public by `now` not yet marked in `marker` (a once-per-post action on going public), each marked in the
 * caller's transaction: the caller does the action in the same one, so it happens exactly once per post.
 */
export async function takeNewlyPublicPosts(
  db: DB,
  marker: 'announced_at' | 'newsletter_at',
  now = nowIso(),
): Promise<BlogPost[]> {
  const rows = await db
    .selectFrom('blog_posts')
    .select(POST_COLUMNS)
    .where(marker, 'is', null)
    .where(isPublic(now))
    .orderBy('publish_date')
    .orderBy('id')
    .execute();
  if (rows.length) {
    await db
      .updateTable('blog_posts')
      .set({ [marker]: now })
      .where(
        'id',
        'in',
        rows.map((row) => row.id),
      )
      .execute();
  }
  return rows.map(toBlogPost);
}

/** Posts gone public whose `post.published` event is not yet queued (webhooks). */
export const takeUnannouncedPublicPosts = (db: DB, now = nowIso()) => takeNewlyPublicPosts(db, 'announced_at', now);
