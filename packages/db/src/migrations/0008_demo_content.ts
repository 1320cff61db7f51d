// Demo content is marked (issue 27): the recipes, transformations, posts and banner a fresh install starts with, and
// the sample posts the blog admin adds, carry `is_demo = 1`, so "Remove demo content" takes them and nothing of the
// owner's. Rows seeded before this migration are recognised by their pictures (drawn into /uploads/demo/) and the
// demo banner by its name.
import { type Kysely, sql } from 'kysely';

const TABLES = ['recipes', 'transformations', 'blog_posts', 'campaign_banners'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('is_demo', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  }
  const demoImage = (column: string) => sql<boolean>`${sql.ref(column)} like '/uploads/demo/%'`;
  await db.updateTable('recipes').set({ is_demo: 1 }).where(demoImage('image_url')).execute();
  await db.updateTable('transformations').set({ is_demo: 1 }).where(demoImage('before_image')).execute();
  await db
    .updateTable('blog_posts')
    .set({ is_demo: 1 })
    .where((eb) => eb.or([demoImage('image'), demoImage('thumbnail')]))
    .execute();
  await db.updateTable('campaign_banners').set({ is_demo: 1 }).where('name', '=', 'Free consultation (demo)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).dropColumn('is_demo').execute();
}
