// Newsletter subscribers and issues: the reader's double opt-in and one-click leave, the owner's list, and the queueing
// of a post's e-mail to every confirmed subscriber (one outbox row each, never two for the same post).
import {
  type AdminSubscriberQuery,
  NEWSLETTER_MESSAGES,
  NEWSLETTER_PENDING_DAYS,
  notFound,
  type Subscriber,
  type SubscriberCounts,
  type SubscriberFilter,
  type SubscriberStatus,
} from '@coach/shared';
import { type Selectable, sql } from 'kysely';
import type { DB } from '../client';
import type { NewsletterIssueTable, SubscriberTable } from '../database';
import { nowIso } from '../json';
import { containsText, fetchPage } from '../sql';
import { takeNewlyPublicPosts } from './blog';

export type StoredSubscriber = Selectable<SubscriberTable>;
export type NewsletterIssue = Selectable<NewsletterIssueTable>;

/** A confirmation e-mail at most this often per address: the form cannot flood someone's inbox. */
export const CONFIRMATION_INTERVAL_MS = 60 * 60 * 1000;
const DAY_MS = 86_400_000;
const PENDING_MS = NEWSLETTER_PENDING_DAYS * DAY_MS;

const isoBefore = (now: Date, ms: number) => new Date(now.getTime() - ms).toISOString();

export async function findSubscriber(db: DB, id: number): Promise<StoredSubscriber | null> {
  return (await db.selectFrom('subscribers').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
}

/** True when the address is on the suppression list (a hard bounce or a complaint). */
async function isSuppressed(db: DB, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('email_suppressions')
    .select('address')
    .where('address', '=', email)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Records a subscribe request and says whether a confirmation e-mail goes out: for a new address, a pending one whose
 * last e-mail is an hour old, or one that had unsubscribed. A confirmed or suppressed address, or one asked for within
 * the hour, gets nothing: the caller answers the same either way.
 */
export async function requestSubscription(
  db: DB,
  input: { email: string; first_name: string | null; source: string | null; origin: string },
  now = new Date(),
): Promise<StoredSubscriber | null> {
  if (await isSuppressed(db, input.email)) return null;
  const at = now.toISOString();
  const existing = await db.selectFrom('subscribers').selectAll().where('email', '=', input.email).executeTakeFirst();
  if (!existing) {
    return db
      .insertInto('subscribers')
      .values({ ...input, status: 'pending', created_at: at, confirm_sent_at: at })
      .returningAll()
      .executeTakeFirstOrThrow();
  }
  if (existing.status === 'subscribed') return null;
  const lastSent = existing.confirm_sent_at ?? existing.created_at;
  if (existing.status === 'pending' && lastSent > isoBefore(now, CONFIRMATION_INTERVAL_MS)) return null;
  return db
    .updateTable('subscribers')
    .set({
      status: 'pending',
      confirm_sent_at: at,
      origin: input.origin,
      source: input.source ?? existing.source,
      first_name: input.first_name ?? existing.first_name,
    })
    .where('id', '=', existing.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Confirms a pending subscriber whose last confirmation e-mail is less than NEWSLETTER_PENDING_DAYS old; a confirmed
 * one stays confirmed. False when there is nothing to confirm (expired, unsubscribed, suppressed).
 */
export async function confirmSubscriber(db: DB, subscriber: StoredSubscriber, now = new Date()): Promise<boolean> {
  if (subscriber.status === 'subscribed') return true;
  if (subscriber.status !== 'pending') return false;
  const sentAt = subscriber.confirm_sent_at ?? subscriber.created_at;
  if (sentAt <= isoBefore(now, PENDING_MS) || (await isSuppressed(db, subscriber.email))) return false;
  await db
    .updateTable('subscribers')
    .set({ status: 'subscribed', confirmed_at: now.toISOString(), unsubscribed_at: null })
    .where('id', '=', subscriber.id)
    .execute();
  return true;
}

/** Unsubscribes at once and drops the newsletter e-mails still waiting for this reader. */
export async function unsubscribe(db: DB, id: number, now = new Date()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('subscribers')
      .set({ status: 'unsubscribed', unsubscribed_at: now.toISOString() })
      .where('id', '=', id)
      .where('status', '!=', 'unsubscribed')
      .execute();
    await dropWaitingNewsletters(trx, id);
  });
}

async function dropWaitingNewsletters(db: DB, subscriberId: number) {
  await db
    .deleteFrom('email_outbox')
    .where('subscriber_id', '=', subscriberId)
    .where('newsletter_issue_id', 'is not', null)
    .where('status', '=', 'pending')
    .execute();
}

export async function renameSubscriber(db: DB, id: number, firstName: string | null): Promise<void> {
  await db.updateTable('subscribers').set({ first_name: firstName }).where('id', '=', id).execute();
}

/** The status the owner sees: an address the receiving server refused for good is "suppressed", whatever it was. */
const shownStatus = sql<SubscriberStatus>`case when exists (select 1 from email_suppressions es where es.address = subscribers.email) then 'suppressed' else subscribers.status end`;

const SUBSCRIBER_COLUMNS = [
  'id',
  'email',
  'first_name',
  'source',
  'created_at',
  'confirmed_at',
  'unsubscribed_at',
] as const;

/** The status as a reader's manage page or the owner's list shows it. */
export async function subscriberStatus(db: DB, id: number): Promise<SubscriberStatus | null> {
  const row = await db
    .selectFrom('subscribers')
    .select(shownStatus.as('status'))
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.status ?? null;
}

function filteredSubscribers(db: DB, filter: SubscriberFilter) {
  let query = db.selectFrom('subscribers');
  if (filter.status) query = query.where(shownStatus, '=', filter.status);
  const search = filter.search;
  if (search) query = query.where((eb) => eb.or([containsText('email', search), containsText('first_name', search)]));
  return query;
}

export async function listSubscribersPage(db: DB, query: AdminSubscriberQuery) {
  const { rows, pagination } = await fetchPage(filteredSubscribers(db, query), query, (q) =>
    q
      .select([...SUBSCRIBER_COLUMNS, shownStatus.as('status')])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc'),
  );
  return { subscribers: rows as Subscriber[], counts: await countSubscribers(db), pagination };
}

export async function listSubscribersForExport(db: DB, filter: SubscriberFilter): Promise<Subscriber[]> {
  return filteredSubscribers(db, filter)
    .select([...SUBSCRIBER_COLUMNS, shownStatus.as('status')])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** The subscription of one address (lower case), as a list: the privacy export's view. */
export async function subscriptionsOfAddress(db: DB, email: string): Promise<Subscriber[]> {
  return db
    .selectFrom('subscribers')
    .select([...SUBSCRIBER_COLUMNS, shownStatus.as('status')])
    .where('email', '=', email)
    .execute();
}

export async function countSubscribers(db: DB): Promise<SubscriberCounts> {
  const rows = await db
    .selectFrom('subscribers')
    .select([shownStatus.as('status'), sql<number>`count(*)`.as('n')])
    .groupBy(sql`1`)
    .execute();
  const counts: SubscriberCounts = { pending: 0, subscribed: 0, unsubscribed: 0, suppressed: 0 };
  for (const row of rows) counts[row.status] += Number(row.n);
  return counts;
}

/** Removes a subscriber for good (the owner's removal, a privacy erase), with their waiting e-mails. */
export async function deleteSubscriber(db: DB, id: number): Promise<Subscriber> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('subscribers')
      .select([...SUBSCRIBER_COLUMNS, shownStatus.as('status')])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound(NEWSLETTER_MESSAGES.subscriberNotFound);
    await dropWaitingNewsletters(trx, id);
    await trx.deleteFrom('subscribers').where('id', '=', id).execute();
    return row;
  });
}

/** Deletes addresses never confirmed whose last confirmation e-mail is older than NEWSLETTER_PENDING_DAYS. */
export async function deleteExpiredPendingSubscribers(db: DB, now = new Date()): Promise<number> {
  const before = isoBefore(now, PENDING_MS);
  const result = await db
    .deleteFrom('subscribers')
    .where('status', '=', 'pending')
    .where(sql<string>`coalesce(confirm_sent_at, created_at)`, '<=', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * New confirmed subscribers per business day from `from` to `to` (dates, both included): a count for each day that had
 * any. `dayOf` names an instant's business day: SQLite knows no time zones, so a window a day wider on each side is read
 * (any zone's offset fits in it) and each confirmation's own business day decides, as the analytics count leads.
 */
export async function confirmedSubscribersByDay(
  db: DB,
  from: string,
  to: string,
  dayOf: (at: Date) => string,
): Promise<Map<string, number>> {
  const start = new Date(Date.parse(`${from}T00:00:00Z`) - DAY_MS).toISOString();
  const end = new Date(Date.parse(`${to}T00:00:00Z`) + 2 * DAY_MS).toISOString();
  const rows = await db
    .selectFrom('subscribers')
    .select('confirmed_at')
    .where('confirmed_at', '>=', start)
    .where('confirmed_at', '<', end)
    .$narrowType<{ confirmed_at: string }>()
    .execute();
  const counts = new Map<string, number>();
  for (const { confirmed_at } of rows) {
    const day = dayOf(new Date(confirmed_at));
    if (day >= from && day <= to) counts.set(day, (counts.get(day) ?? 0) + 1);
  }
  return counts;
}

/**
 * The posts that have gone public since the last look and have not had their newsletter choice acted on, marked as
 * acted on in the same write: a post is looked at once, whether or not it goes out.
 */
export const takeDueNewsletterPosts = (db: DB, now = nowIso()) => takeNewlyPublicPosts(db, 'newsletter_at', now);

/**
 * Stores a post's e-mail and queues it in the bulk lane for every confirmed, unsuppressed subscriber confirmed by
 * now: one outbox row each, whose unique (issue, subscriber) pair keeps anyone from getting it twice.
 */
export async function queueNewsletterIssue(
  db: DB,
  issue: { post_id: number; subject: string; html_body: string; text_body: string; marker: string },
): Promise<{ id: number; recipients: number }> {
  const { id } = await db.insertInto('newsletter_issues').values(issue).returning('id').executeTakeFirstOrThrow();
  const result = await sql`
    insert into email_outbox (kind, to_address, subject, text_body, html_body, lane, newsletter_issue_id, subscriber_id)
    select 'newsletter', s.email, ${issue.subject}, '', '', 'bulk', ${id}, s.id
    from subscribers s
    where s.status = 'subscribed'
      and not exists (select 1 from email_suppressions es where es.address = s.email)
    order by s.id
    on conflict do nothing`.execute(db);
  const recipients = Number(result.numAffectedRows ?? 0);
  await db.updateTable('newsletter_issues').set({ recipients }).where('id', '=', id).execute();
  return { id, recipients };
}

export async function findNewsletterIssue(db: DB, id: number): Promise<NewsletterIssue | null> {
  return (await db.selectFrom('newsletter_issues').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
}

/** The newsletter each post went out with: when and to how many (the editor shows it). */
export async function newsletterIssueOfPost(db: DB, postId: number) {
  return (
    (await db
      .selectFrom('newsletter_issues')
      .select(['id', 'created_at', 'recipients'])
      .where('post_id', '=', postId)
      .executeTakeFirst()) ?? null
  );
}
