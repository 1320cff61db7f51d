// Online booking: a consultation may hold a booked time. One active booking per start time, enforced here, so two
// visitors can never be given the same slot; e-mails may carry a calendar invite and be tied to a booking (reminders).
import { type Kysely, sql } from 'kysely';

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('bookings')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('consultation_id', 'integer', (c) => c.notNull().references('consultations.id').onDelete('cascade'))
    .addColumn('start_at', 'text', (c) => c.notNull())
    .addColumn('end_at', 'text', (c) => c.notNull())
    .addColumn('uid', 'text', (c) => c.notNull().unique())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('booked').check(sql`status in ('booked','cancelled')`))
    .addColumn('cancelled_by', 'text', (c) => c.check(sql`cancelled_by in ('visitor','owner')`))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create unique index bookings_one_per_start on bookings (start_at) where status = 'booked'`.execute(db);
  await db.schema.createIndex('bookings_by_start').on('bookings').columns(['status', 'start_at']).execute();
  await db.schema.createIndex('bookings_by_consultation').on('bookings').column('consultation_id').execute();

  await db.schema.alterTable('email_outbox').addColumn('booking_id', 'integer').execute();
  await db.schema.alterTable('email_outbox').addColumn('ical_method', 'text').execute();
  await db.schema.alterTable('email_outbox').addColumn('ical_content', 'text').execute();
  await db.schema.createIndex('email_outbox_by_booking').on('email_outbox').column('booking_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('email_outbox_by_booking').execute();
  await db.schema.alterTable('email_outbox').dropColumn('ical_content').execute();
  await db.schema.alterTable('email_outbox').dropColumn('ical_method').execute();
  await db.schema.alterTable('email_outbox').dropColumn('booking_id').execute();
  await db.schema.dropTable('bookings').execute();
}
