// A post goes public once: when it is published with a date that has come, or when a scheduled post's date comes.
// `announced_at` records that its `post.published` event was queued (whether or not an endpoint wanted it), so it is
// queued exactly once, by the write or the background pass that first sees it public. Posts public before this
// migration count as announced: nothing is sent for the past.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('blog_posts').addColumn('announced_at', 'text').execute();
  await db
    .updateTable('blog_posts')
    .set({ announced_at: sql`publish_date` })
    .where('published', '=', 1)
    .where('publish_date', '<=', sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`)
    .execute();
  // The background pass asks every few seconds for published posts not yet announced: few rows, found by index.
  await db.schema
    .createIndex('blog_posts_unannounced')
    .on('blog_posts')
    .column('publish_date')
    .where(sql.ref('announced_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('blog_posts_unannounced').execute();
  await db.schema.alterTable('blog_posts').dropColumn('announced_at').execute();
}
