// Addresses no e-mail goes to any more: one the receiving server refused for good (a hard bounce: the mailbox does not
// exist) or that complained, as the SMTP server said when the e-mail was handed over. Every later send checks it, so
// the site keeps its sending reputation. Stored in lower case.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('email_suppressions')
    .addColumn('address', 'text', (c) => c.primaryKey())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('email_suppressions').execute();
}
