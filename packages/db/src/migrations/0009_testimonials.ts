// Testimonials become a managed list (the Reviews tab of /transformations): each card's kind, name, text, rating,
// date line and photos with their alternative text, its place in the list, whether it is shown, and the demo mark.
// The six demo reviews are written by the seed, which can draw their pictures (decision 150).
import { type Kysely, sql } from 'kysely';

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('testimonials')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('whatsapp', 'meal', 'client')`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('rating', 'integer', (c) => c.notNull().check(sql`rating between 1 and 5`))
    .addColumn('date_line', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('photo_url', 'text')
    .addColumn('photo_alt', 'text')
    .addColumn('after_photo_url', 'text')
    .addColumn('after_photo_alt', 'text')
    .addColumn('is_hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('is_demo', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('testimonials_position').on('testimonials').columns(['position', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('testimonials').execute();
}
