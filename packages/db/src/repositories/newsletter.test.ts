// The newsletter's rules on a real database, with the clock given: when a confirmation e-mail goes out (once an hour at
// most, never to a confirmed or suppressed address), how long a link confirms (7 days), what leaving and removal drop,
// what the owner's list shows, and which posts are queued to whom, once.
import { SUBSCRIBER_STATUSES, type Subscriber } from '@coach/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DB } from '../client';
import { createTestDatabase } from '../testing';
import { insertPost } from './blog';
import {
  confirmSubscriber,
  countSubscribers,
  deleteExpiredPendingSubscribers,
  deleteSubscriber,
  findNewsletterIssue,
  findSubscriber,
  listSubscribersForExport,
  listSubscribersPage,
  newsletterIssueOfPost,
  queueNewsletterIssue,
  renameSubscriber,
  requestSubscription,
  type StoredSubscriber,
  subscriberStatus,
  subscriptionsOfAddress,
  takeDueNewsletterPosts,
  unsubscribe,
} from './newsletter';
import { enqueueEmails, suppressEmailAddress } from './outbox';

let db: DB;
beforeEach(async () => {
  ({ db } = await createTestDatabase());
});

const T0 = new Date('2026-03-01T10:00:00.000Z');
const later = (ms: number) => new Date(T0.getTime() + ms);
const MINUTE = 60_000;
const DAY = 86_400_000;

const ask = (email: string, at = T0, extra: Partial<{ first_name: string | null; source: string | null }> = {}) =>
  requestSubscription(db, { email, first_name: null, source: null, origin: 'https://coach.example', ...extra }, at);

async function confirmed(email: string, at = T0): Promise<StoredSubscriber> {
  const row = (await ask(email, at)) as StoredSubscriber;
  expect(await confirmSubscriber(db, row, at)).toBe(true);
  return (await findSubscriber(db, row.id)) as StoredSubscriber;
}

describe('asking to subscribe', () => {
  it('stores a new address as pending and sends it a confirmation', async () => {
    const row = await ask('asha@example.com', T0, { first_name: 'Asha', source: '/blog/3' });
    expect(row).toMatchObject({
      email: 'asha@example.com',
      first_name: 'Asha',
      source: '/blog/3',
      origin: 'https://coach.example',
      status: 'pending',
      created_at: T0.toISOString(),
      confirm_sent_at: T0.toISOString(),
      confirmed_at: null,
    });
  });

  it('sends a pending address another confirmation only once the last is an hour old', async () => {
    const first = (await ask('asha@example.com', T0, { first_name: 'Asha', source: '/blog' })) as StoredSubscriber;
    expect(await ask('asha@example.com', later(59 * MINUTE))).toBeNull();
    const again = await ask('asha@example.com', later(60 * MINUTE), { source: null });
    expect(again).toMatchObject({
      id: first.id,
      status: 'pending',
      created_at: T0.toISOString(),
      confirm_sent_at: later(60 * MINUTE).toISOString(),
      // What the second ask left out stays as the first gave it; what it gave replaces it.
      first_name: 'Asha',
      source: '/blog',
    });
    const renamed = await ask('asha@example.com', later(121 * MINUTE), { first_name: 'Ash', source: '/recipes' });
    expect(renamed).toMatchObject({ first_name: 'Ash', source: '/recipes' });
  });

  it('counts the hour from when the address was stored when no confirmation time is kept', async () => {
    const row = (await ask('old@example.com', T0)) as StoredSubscriber;
    await db.updateTable('subscribers').set({ confirm_sent_at: null }).where('id', '=', row.id).execute();
    expect(await ask('old@example.com', later(30 * MINUTE))).toBeNull();
    expect(await ask('old@example.com', later(61 * MINUTE))).not.toBeNull();
  });

  it('sends nothing to a confirmed address, at any time', async () => {
    await confirmed('asha@example.com');
    expect(await ask('asha@example.com', later(DAY))).toBeNull();
    expect((await subscriptionsOfAddress(db, 'asha@example.com'))[0]?.status).toBe('subscribed');
  });

  it('takes back an address that had left, at once', async () => {
    const row = await confirmed('asha@example.com');
    await unsubscribe(db, row.id, later(MINUTE));
    const back = await ask('asha@example.com', later(2 * MINUTE), { origin: 'https://new.example' } as never);
    expect(back).toMatchObject({ id: row.id, status: 'pending', confirm_sent_at: later(2 * MINUTE).toISOString() });
  });

  it('stores and sends nothing for a suppressed address', async () => {
    await suppressEmailAddress(db, 'gone@example.com', '550');
    expect(await ask('gone@example.com')).toBeNull();
    expect(await subscriptionsOfAddress(db, 'gone@example.com')).toEqual([]);
  });
});

describe('confirming', () => {
  it('subscribes a pending address within 7 days of its last confirmation e-mail, and not after', async () => {
    const inTime = (await ask('a@example.com', T0)) as StoredSubscriber;
    expect(await confirmSubscriber(db, inTime, later(7 * DAY - 1))).toBe(true);
    expect(await findSubscriber(db, inTime.id)).toMatchObject({
      status: 'subscribed',
      confirmed_at: later(7 * DAY - 1).toISOString(),
      unsubscribed_at: null,
    });
    const late = (await ask('b@example.com', T0)) as StoredSubscriber;
    expect(await confirmSubscriber(db, late, later(7 * DAY))).toBe(false);
    expect((await findSubscriber(db, late.id))?.status).toBe('pending');
  });

  it('counts the 7 days from when the address was stored when no confirmation time is kept', async () => {
    const row = (await ask('a@example.com', T0)) as StoredSubscriber;
    const noTime = { ...row, confirm_sent_at: null };
    expect(await confirmSubscriber(db, noTime, later(8 * DAY))).toBe(false);
    expect(await confirmSubscriber(db, noTime, later(6 * DAY))).toBe(true);
  });

  it('keeps a confirmed address confirmed, and confirms no address that left or is suppressed', async () => {
    const row = await confirmed('a@example.com');
    expect(await confirmSubscriber(db, row, later(DAY))).toBe(true);
    expect((await findSubscriber(db, row.id))?.confirmed_at).toBe(T0.toISOString());

    await unsubscribe(db, row.id, later(DAY));
    const left = (await findSubscriber(db, row.id)) as StoredSubscriber;
    expect(await confirmSubscriber(db, left, later(DAY))).toBe(false);
    expect((await findSubscriber(db, row.id))?.status).toBe('unsubscribed');

    const pending = (await ask('b@example.com', T0)) as StoredSubscriber;
    await suppressEmailAddress(db, 'b@example.com', '550');
    expect(await confirmSubscriber(db, pending, later(MINUTE))).toBe(false);
    expect((await findSubscriber(db, pending.id))?.status).toBe('pending');
  });
});

async function newsletterRow(subscriber: StoredSubscriber, status: 'pending' | 'sent' = 'pending') {
  const post = await insertPost(db, {
    title: `Post for ${subscriber.email}`,
    excerpt: 'e',
    content: '<p>c</p>',
    category: 'Nutrition',
    type: 'blog',
    tags: [],
    author: 'Aditi',
    featured: false,
    published: false,
    image: null,
    thumbnail: null,
    publish_date: T0.toISOString(),
    read_time: '1 min',
  } as never);
  const issue = await queueNewsletterIssue(db, {
    post_id: post.id,
    subject: 's',
    html_body: 'h',
    text_body: 't',
    marker: 'm',
  });
  if (status === 'sent') {
    await db.updateTable('email_outbox').set({ status: 'sent' }).where('newsletter_issue_id', '=', issue.id).execute();
  }
  return issue;
}

const outboxOf = (email: string) =>
  db
    .selectFrom('email_outbox')
    .select(['kind', 'status', 'lane'])
    .where('to_address', '=', email)
    .orderBy('id')
    .execute();

describe('leaving and removal', () => {
  it('unsubscribes once, and drops the newsletters still waiting but nothing else', async () => {
    const row = await confirmed('a@example.com');
    await newsletterRow(row, 'sent');
    await newsletterRow(row);
    await enqueueEmails(db, [
      {
        kind: 'consultation_confirmation',
        to_address: 'a@example.com',
        reply_to: null,
        subject: 's',
        text_body: 't',
        html_body: 'h',
      },
    ]);
    await unsubscribe(db, row.id, later(DAY));
    await unsubscribe(db, row.id, later(2 * DAY));
    expect(await findSubscriber(db, row.id)).toMatchObject({
      status: 'unsubscribed',
      unsubscribed_at: later(DAY).toISOString(),
    });
    expect(await outboxOf('a@example.com')).toEqual([
      { kind: 'newsletter', status: 'sent', lane: 'bulk' },
      { kind: 'consultation_confirmation', status: 'pending', lane: 'transactional' },
    ]);
  });

  it('removes a subscriber for good with their waiting newsletters, and says when there is none', async () => {
    const row = await confirmed('a@example.com');
    await newsletterRow(row);
    const removed = await deleteSubscriber(db, row.id);
    expect(removed).toMatchObject({ id: row.id, email: 'a@example.com', status: 'subscribed' });
    expect(await findSubscriber(db, row.id)).toBeNull();
    expect(await outboxOf('a@example.com')).toEqual([]);
    await expect(deleteSubscriber(db, row.id)).rejects.toMatchObject({
      kind: 'not_found',
      message: 'Subscriber not found',
    });
  });

  it('renames', async () => {
    const row = await confirmed('a@example.com');
    await renameSubscriber(db, row.id, 'Neha');
    expect((await findSubscriber(db, row.id))?.first_name).toBe('Neha');
    await renameSubscriber(db, row.id, null);
    expect((await findSubscriber(db, row.id))?.first_name).toBeNull();
  });

  it('forgets addresses never confirmed 7 days after their last confirmation e-mail', async () => {
    await ask('old@example.com', T0);
    await ask('fresh@example.com', later(2 * DAY));
    const kept = await confirmed('reader@example.com', T0);
    const noTime = (await ask('untimed@example.com', T0)) as StoredSubscriber;
    await db.updateTable('subscribers').set({ confirm_sent_at: null }).where('id', '=', noTime.id).execute();
    expect(await deleteExpiredPendingSubscribers(db, later(7 * DAY - 1))).toBe(0);
    expect(await deleteExpiredPendingSubscribers(db, later(7 * DAY))).toBe(2);
    const left = await listSubscribersForExport(db, {});
    expect(left.map((s) => s.email).sort()).toEqual(['fresh@example.com', 'reader@example.com']);
    expect((await findSubscriber(db, kept.id))?.status).toBe('subscribed');
  });
});

describe("the owner's list", () => {
  async function fourKinds() {
    await ask('pending@example.com', T0, { first_name: 'Pia' });
    await confirmed('subscribed@example.com', later(MINUTE));
    const leaving = await confirmed('left@example.com', later(2 * MINUTE));
    await unsubscribe(db, leaving.id, later(3 * MINUTE));
    await confirmed('bounced@example.com', later(4 * MINUTE));
    await suppressEmailAddress(db, 'bounced@example.com', '550');
  }

  it('shows each status, a suppressed address as suppressed, and counts them', async () => {
    await fourKinds();
    expect(await countSubscribers(db)).toEqual({ pending: 1, subscribed: 1, unsubscribed: 1, suppressed: 1 });
    for (const status of SUBSCRIBER_STATUSES) {
      const { subscribers } = await listSubscribersPage(db, { page: 1, per_page: 10, status });
      expect(
        subscribers.map((s: Subscriber) => [s.email, s.status]),
        status,
      ).toEqual([
        [`${status === 'unsubscribed' ? 'left' : status === 'suppressed' ? 'bounced' : status}@example.com`, status],
      ]);
    }
    expect(await subscriberStatus(db, (await subscriptionsOfAddress(db, 'bounced@example.com'))[0]!.id)).toBe(
      'suppressed',
    );
    expect(await subscriberStatus(db, 999)).toBeNull();
  });

  it('lists newest first, pages, and searches the address and the first name', async () => {
    await fourKinds();
    const page = await listSubscribersPage(db, { page: 1, per_page: 3 });
    expect(page.subscribers.map((s) => s.email)).toEqual([
      'bounced@example.com',
      'left@example.com',
      'subscribed@example.com',
    ]);
    expect(page.pagination).toEqual({ page: 1, per_page: 3, pages: 2, total: 4 });
    expect(page.counts.subscribed).toBe(1);
    expect((await listSubscribersPage(db, { page: 1, per_page: 10, search: 'pia' })).subscribers).toHaveLength(1);
    expect((await listSubscribersForExport(db, { search: 'LEFT' })).map((s) => s.email)).toEqual(['left@example.com']);
    expect(await listSubscribersForExport(db, { status: 'pending' })).toMatchObject([
      { email: 'pending@example.com', first_name: 'Pia', status: 'pending', confirmed_at: null },
    ]);
  });
});

describe('queueing a post', () => {
  const post = (title: string, fields: Record<string, unknown> = {}) =>
    insertPost(db, {
      title,
      excerpt: 'e',
      content: '<p>c</p>',
      category: 'Nutrition',
      type: 'blog',
      tags: [],
      author: 'Aditi',
      featured: false,
      published: true,
      image: null,
      thumbnail: null,
      publish_date: T0.toISOString(),
      read_time: '1 min',
      newsletter: 'excerpt',
      ...fields,
    } as never);

  it('takes each post once when it goes public: published and its date come, whatever its choice', async () => {
    const now = T0.toISOString();
    const due = await post('Due');
    const none = await post('Not for the newsletter', { newsletter: null });
    await post('Draft', { published: false });
    const scheduled = await post('Scheduled', { publish_date: later(DAY).toISOString() });
    expect((await takeDueNewsletterPosts(db, now)).map((p) => [p.id, p.newsletter])).toEqual([
      [due.id, 'excerpt'],
      [none.id, null],
    ]);
    expect(await takeDueNewsletterPosts(db, now)).toEqual([]);
    expect((await takeDueNewsletterPosts(db, later(DAY).toISOString())).map((p) => p.id)).toEqual([scheduled.id]);
  });

  it('queues one bulk e-mail per confirmed, unsuppressed subscriber, never twice', async () => {
    await ask('pending@example.com');
    const a = await confirmed('a@example.com');
    const b = await confirmed('b@example.com');
    const gone = await confirmed('left@example.com');
    await unsubscribe(db, gone.id);
    await confirmed('bounced@example.com');
    await suppressEmailAddress(db, 'bounced@example.com', '550');
    const p = await post('Queued');
    const issue = await queueNewsletterIssue(db, {
      post_id: p.id,
      subject: 'Queued',
      html_body: '<p>h</p>',
      text_body: 't',
      marker: 'abc',
    });
    expect(issue.recipients).toBe(2);
    const rows = await db
      .selectFrom('email_outbox')
      .select(['kind', 'to_address', 'subject', 'lane', 'status', 'newsletter_issue_id', 'subscriber_id', 'html_body'])
      .where('newsletter_issue_id', '=', issue.id)
      .orderBy('subscriber_id')
      .execute();
    expect(rows).toEqual(
      [a, b].map((s) => ({
        kind: 'newsletter',
        to_address: s.email,
        subject: 'Queued',
        lane: 'bulk',
        status: 'pending',
        newsletter_issue_id: issue.id,
        subscriber_id: s.id,
        html_body: '',
      })),
    );
    expect(await findNewsletterIssue(db, issue.id)).toMatchObject({
      post_id: p.id,
      subject: 'Queued',
      html_body: '<p>h</p>',
      text_body: 't',
      marker: 'abc',
      recipients: 2,
    });
    expect(await newsletterIssueOfPost(db, p.id)).toEqual({
      id: issue.id,
      created_at: expect.any(String),
      recipients: 2,
    });
    expect(await newsletterIssueOfPost(db, p.id + 100)).toBeNull();
    expect(await findNewsletterIssue(db, issue.id + 100)).toBeNull();

    // The same pair again is refused by the unique index: nobody gets a post twice.
    const duplicate = db
      .insertInto('email_outbox')
      .values({
        kind: 'newsletter',
        to_address: a.email,
        subject: 'x',
        text_body: '',
        html_body: '',
        lane: 'bulk',
        newsletter_issue_id: issue.id,
        subscriber_id: a.id,
      })
      .execute();
    await expect(duplicate).rejects.toThrow(/UNIQUE/);
  });
});
