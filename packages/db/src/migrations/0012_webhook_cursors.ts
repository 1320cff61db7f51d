// How far the webhook dispatcher has turned new leads into events: for each table whose new rows are events (a
// consultation, a contact message, a booking), the last id it has queued. A lead's own transaction writes nothing for
// webhooks; its committed row is the event's durable record. Starts at the rows already there: nothing is sent for
// the past.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('webhook_cursors')
    .addColumn('source', 'text', (c) =>
      c.primaryKey().check(sql`source in ('consultations', 'contact_messages', 'bookings')`),
    )
    .addColumn('last_id', 'integer', (c) => c.notNull())
    .execute();
  for (const source of ['consultations', 'contact_messages', 'bookings']) {
    await sql`insert into webhook_cursors (source, last_id) select ${source}, coalesce(max(id), 0) from ${sql.table(source)}`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('webhook_cursors').execute();
}
