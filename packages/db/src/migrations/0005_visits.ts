// Where clients come from (issue 15): private visit counts kept as daily totals (no row per view, no address, no
// identifier), and the source of every lead stored with it.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // One row per business day, page, source, campaign and device class. `visitors` counts the visitors whose first
  // view of that day was this row's (their landing), so every sum over rows counts each visitor of a day once.
  await db.schema
    .createTable('visit_counts')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('campaign', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('device', 'text', (c) => c.notNull())
    .addColumn('pageviews', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('visitors', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('visit_counts_key', ['day', 'path', 'source', 'campaign', 'device'])
    // The key is the row: no hidden rowid beside it, about half the size on disk.
    .modifyEnd(sql`without rowid`)
    .execute();

  // JSON { source, medium, campaign, referrer, landing_page }; null for leads sent without it.
  for (const table of ['consultations', 'contact_messages']) {
    await db.schema.alterTable(table).addColumn('attribution', 'text').execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['consultations', 'contact_messages']) {
    await db.schema.alterTable(table).dropColumn('attribution').execute();
  }
  await db.schema.dropTable('visit_counts').execute();
}
