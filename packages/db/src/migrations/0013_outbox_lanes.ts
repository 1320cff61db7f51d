// Two lanes in the e-mail outbox: transactional mail (a lead's confirmation, a booking's invite, the owner's notice)
// and bulk mail (a newsletter). The sender takes every due transactional e-mail before the next bulk one, so a
// visitor's confirmation never waits behind a newsletter. What is queued today is transactional.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('email_outbox')
    .addColumn('lane', 'text', (c) =>
      c.notNull().defaultTo('transactional').check(sql`lane in ('transactional','bulk')`),
    )
    .execute();
  await db.schema
    .createIndex('email_outbox_lane_due')
    .on('email_outbox')
    .columns(['status', 'lane', 'next_attempt_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('email_outbox_lane_due').execute();
  await db.schema.alterTable('email_outbox').dropColumn('lane').execute();
}
