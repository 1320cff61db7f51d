// The newsletter. `subscribers`: one row per address (lower case), pending until the reader confirms by e-mail; the
// site address they subscribed on makes the links in their e-mails. Each post chooses whether it goes out
// (`newsletter`: null for no, or how much of it the e-mail carries); `newsletter_at` records that the choice was acted
// on when the post went public, once. `newsletter_issues` holds each sent post's e-mail, rendered once; the outbox
// holds one row per recipient naming the issue and the subscriber, unique together, so nobody gets a post twice.
// Posts public before this migration count as done: nothing is sent for the past.
import { type Kysely, sql } from 'kysely';

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('subscribers')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('first_name', 'text')
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('pending').check(sql`status in ('pending','subscribed','unsubscribed')`),
    )
    .addColumn('source', 'text')
    .addColumn('origin', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('confirm_sent_at', 'text')
    .addColumn('confirmed_at', 'text')
    .addColumn('unsubscribed_at', 'text')
    .execute();
  await db.schema.createIndex('subscribers_status').on('subscribers').columns(['status', 'created_at']).execute();

  await db.schema
    .alterTable('blog_posts')
    .addColumn('newsletter', 'text', (c) => c.check(sql`newsletter in ('excerpt','full')`))
    .execute();
  await db.schema.alterTable('blog_posts').addColumn('newsletter_at', 'text').execute();
  await db
    .updateTable('blog_posts')
    .set({ newsletter_at: sql`publish_date` })
    .where('published', '=', 1)
    .where('publish_date', '<=', sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`)
    .execute();
  await db.schema
    .createIndex('blog_posts_newsletter_due')
    .on('blog_posts')
    .column('publish_date')
    .where(sql.ref('newsletter_at'), 'is', null)
    .execute();

  await db.schema
    .createTable('newsletter_issues')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('post_id', 'integer', (c) => c.unique().references('blog_posts.id').onDelete('set null'))
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    /** The per-issue random marker of the places each recipient's own values go (their name, link, site). */
    .addColumn('marker', 'text', (c) => c.notNull())
    .addColumn('recipients', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema.alterTable('email_outbox').addColumn('newsletter_issue_id', 'integer').execute();
  await db.schema.alterTable('email_outbox').addColumn('subscriber_id', 'integer').execute();
  await db.schema
    .createIndex('email_outbox_newsletter_once')
    .on('email_outbox')
    .columns(['newsletter_issue_id', 'subscriber_id'])
    .unique()
    .where(sql.ref('newsletter_issue_id'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('email_outbox_newsletter_once').execute();
  await db.schema.alterTable('email_outbox').dropColumn('subscriber_id').execute();
  await db.schema.alterTable('email_outbox').dropColumn('newsletter_issue_id').execute();
  await db.schema.dropTable('newsletter_issues').execute();
  await db.schema.dropIndex('blog_posts_newsletter_due').execute();
  await db.schema.alterTable('blog_posts').dropColumn('newsletter_at').execute();
  await db.schema.alterTable('blog_posts').dropColumn('newsletter').execute();
  await db.schema.dropTable('subscribers').execute();
}
