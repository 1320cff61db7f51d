// The pages the owner edits (issue 27): each page's published content and its draft, as JSON the shared schemas
// check, with a version that every save raises (two editors cannot overwrite each other); and the published versions
// kept to restore.
import { type Kysely, sql } from 'kysely';

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('site_pages')
    .addColumn('page', 'text', (c) => c.primaryKey())
    // Null: the page shows its default words (a fresh install).
    .addColumn('published', 'text')
    // Null: no unpublished changes.
    .addColumn('draft', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('published_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('site_page_revisions')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('page', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    // JSON list of the sections this publish changed.
    .addColumn('sections', 'text', (c) => c.notNull())
    .addColumn('admin', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('site_page_revisions_page').on('site_page_revisions').columns(['page', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('site_page_revisions').execute();
  await db.schema.dropTable('site_pages').execute();
}
