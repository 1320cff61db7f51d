// The e-mail outbox: queued in the lead's transaction, delivered later by the background sender.

import type { Insertable, Selectable } from 'kysely';
import type { DB } from '../client';
import type { EmailLane, EmailOutboxTable } from '../database';
import { nowIso } from '../json';

export type OutboxEmail = Pick<
  Insertable<EmailOutboxTable>,
  | 'kind'
  | 'to_address'
  | 'reply_to'
  | 'subject'
  | 'text_body'
  | 'html_body'
  | 'booking_id'
  | 'ical_method'
  | 'ical_content'
  /** Later than now for a scheduled e-mail (a reminder). */
  | 'next_attempt_at'
  /** Transactional unless said otherwise. */
  | 'lane'
>;
export type QueuedEmail = Selectable<EmailOutboxTable>;

export async function enqueueEmails(db: DB, emails: OutboxEmail[]): Promise<void> {
  if (!emails.length) return;
  // One multi-row insert names the same columns for every row (SQLite has no DEFAULT in VALUES): fill the optional ones.
  const now = nowIso();
  const rows = emails.map((email) => ({
    booking_id: null,
    ical_method: null,
    ical_content: null,
    lane: 'transactional' as const,
    ...email,
    next_attempt_at: email.next_attempt_at ?? now,
  }));
  await db.insertInto('email_outbox').values(rows).execute();
}

/** Pending e-mails of a lane whose next attempt is due, oldest first. */
export async function dueEmails(db: DB, limit: number, lane: EmailLane, now = nowIso()): Promise<QueuedEmail[]> {
  return db
    .selectFrom('email_outbox')
    .selectAll()
    .where('status', '=', 'pending')
    .where('lane', '=', lane)
    .where('next_attempt_at', '<=', now)
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function markEmailSent(db: DB, id: number): Promise<void> {
  await db
    .updateTable('email_outbox')
    .set((eb) => ({ status: 'sent', sent_at: nowIso(), attempts: eb('attempts', '+', 1), last_error: null }))
    .where('id', '=', id)
    .execute();
}

/**
 * Marks a batch of bulk e-mails sent before they are handed over, in one write (one sync, not one per e-mail): a crash
 * in between loses them rather than sending them twice. `releaseEmails` puts back those a stop left unsent.
 */
export async function claimEmails(db: DB, ids: number[]): Promise<void> {
  if (!ids.length) return;
  await db
    .updateTable('email_outbox')
    .set((eb) => ({ status: 'sent', sent_at: nowIso(), attempts: eb('attempts', '+', 1) }))
    .where('id', 'in', ids)
    .where('status', '=', 'pending')
    .execute();
}

export async function releaseEmails(db: DB, ids: number[]): Promise<void> {
  if (!ids.length) return;
  await db
    .updateTable('email_outbox')
    .set((eb) => ({ status: 'pending', sent_at: null, attempts: eb('attempts', '-', 1) }))
    .where('id', 'in', ids)
    .where('status', '=', 'sent')
    .execute();
}

/**
 * Records a failed attempt (`email` as it was read before it): tries again at `retryAt`, or gives up (status failed)
 * when it is null. A bulk e-mail marked sent before it was handed over goes back to pending.
 */
export async function markEmailAttemptFailed(
  db: DB,
  email: Pick<QueuedEmail, 'id' | 'attempts'>,
  error: string,
  retryAt: string | null,
): Promise<void> {
  await db
    .updateTable('email_outbox')
    .set({
      attempts: email.attempts + 1,
      last_error: error.slice(0, 1000),
      sent_at: null,
      ...(retryAt ? { next_attempt_at: retryAt, status: 'pending' } : { status: 'failed' }),
    })
    .where('id', '=', email.id)
    .execute();
}

/** Puts an address on the suppression list (a hard bounce or a complaint); the first reason stays. */
export async function suppressEmailAddress(db: DB, address: string, reason: string): Promise<void> {
  await db
    .insertInto('email_suppressions')
    .values({ address: address.trim().toLowerCase(), reason: reason.slice(0, 500) })
    .onConflict((oc) => oc.column('address').doNothing())
    .execute();
}

/** Why an address is on the suppression list, or null when e-mail may go to it. */
export async function emailSuppression(db: DB, address: string): Promise<string | null> {
  const row = await db
    .selectFrom('email_suppressions')
    .select('reason')
    .where('address', '=', address.trim().toLowerCase())
    .executeTakeFirst();
  return row?.reason ?? null;
}
