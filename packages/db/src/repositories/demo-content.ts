// The demo content a fresh install starts with (and the blog's sample posts, and the demo testimonials): counted, and removed in one
// transaction without touching the owner's own records. The pictures drawn for it live in uploads/demo/.
import type { DB } from '../client';

export const DEMO_TABLES = ['recipes', 'transformations', 'blog_posts', 'campaign_banners', 'testimonials'] as const;
export type DemoCounts = Record<(typeof DEMO_TABLES)[number], number>;

export async function countDemoContent(db: DB): Promise<DemoCounts> {
  const counts = await Promise.all(
    DEMO_TABLES.map(async (table) => {
      const row = await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('is_demo', '=', 1)
        .executeTakeFirstOrThrow();
      return [table, Number(row.n)] as const;
    }),
  );
  return Object.fromEntries(counts) as DemoCounts;
}

/** The pictures of the rows that stay: a demo picture one of them shows is kept. */
async function picturesInUse(db: DB): Promise<Set<string>> {
  const [recipes, transformations, posts, testimonials] = await Promise.all([
    db.selectFrom('recipes').select('image_url as url').execute(),
    db.selectFrom('transformations').select(['before_image', 'after_image']).execute(),
    db.selectFrom('blog_posts').select(['image', 'thumbnail', 'content']).execute(),
    db.selectFrom('testimonials').select(['photo_url', 'after_photo_url']).execute(),
  ]);
  const used = new Set<string>();
  for (const t of testimonials) for (const url of [t.photo_url, t.after_photo_url]) if (url) used.add(url);
  for (const { url } of recipes) if (url) used.add(url);
  for (const t of transformations) for (const url of [t.before_image, t.after_image]) if (url) used.add(url);
  for (const post of posts) {
    for (const url of [post.image, post.thumbnail]) if (url) used.add(url);
    for (const match of post.content?.matchAll(/\/uploads\/demo\/[\w.-]+/g) ?? []) used.add(match[0]);
  }
  return used;
}

/**
 * Deletes every demo row in one transaction; returns how many of each, and the demo pictures (/uploads/demo/...)
 * that no remaining record shows, for the caller to delete once the transaction is committed.
 */
export async function removeDemoContent(db: DB): Promise<{ counts: DemoCounts; pictures: string[] }> {
  return db.transaction().execute(async (trx) => {
    const [recipes, transformations, posts, testimonials] = await Promise.all([
      trx.selectFrom('recipes').select('image_url').where('is_demo', '=', 1).execute(),
      trx.selectFrom('transformations').select(['before_image', 'after_image']).where('is_demo', '=', 1).execute(),
      trx.selectFrom('blog_posts').select(['image', 'thumbnail']).where('is_demo', '=', 1).execute(),
      trx.selectFrom('testimonials').select(['photo_url', 'after_photo_url']).where('is_demo', '=', 1).execute(),
    ]);
    const candidates = [
      ...recipes.map((r) => r.image_url),
      ...transformations.flatMap((t) => [t.before_image, t.after_image]),
      ...posts.flatMap((p) => [p.image, p.thumbnail]),
      ...testimonials.flatMap((t) => [t.photo_url, t.after_photo_url]),
    ].filter((url): url is string => url?.startsWith('/uploads/demo/') ?? false);
    const counts = {} as DemoCounts;
    for (const table of DEMO_TABLES) {
      const result = await trx.deleteFrom(table).where('is_demo', '=', 1).executeTakeFirst();
      counts[table] = Number(result.numDeletedRows);
    }
    const used = await picturesInUse(trx);
    return { counts, pictures: [...new Set(candidates)].filter((url) => !used.has(url)) };
  });
}
