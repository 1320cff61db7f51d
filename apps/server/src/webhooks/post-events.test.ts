// `post.published`: sent once per post when it goes public (published with a date that has come, or a scheduled
// post when its date comes), carrying the post as the public REST route gives it; never for a draft, never twice.
import { announcePublicPosts } from '@coach/api';
import { startReceiver, verified } from '@coach/api/webhook-receiver';
import { insertWebhookEndpoint } from '@coach/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from '../test-support';

let t: Awaited<ReturnType<typeof createTestServer>>;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let secret: string;
let admin: Record<string, string>;
let visitor: Record<string, string>;

beforeAll(async () => {
  receiver = await startReceiver();
  t = await createTestServer();
  ({ admin, visitor } = await t.headers());
  ({ secret } = await insertWebhookEndpoint(t.db, {
    url: receiver.url('/posts'),
    description: 'Social scheduler',
    events: ['post.published'],
  }));
});
afterAll(async () => {
  await t.stop();
  await receiver.close();
});

const article = (title: string, extra: object = {}) => ({
  title,
  excerpt: 'Low-GI meals that help.',
  content: '<p onclick="steal()">Balance <script>alert(1)</script>hormones</p>',
  category: 'Disease Management',
  type: 'blog',
  read_time: '6 min read',
  ...extra,
});

async function create(payload: object): Promise<{ id: number }> {
  const res = await t.app.inject({ method: 'POST', url: '/api/admin/blogs', headers: admin, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().blog;
}
const update = (id: number, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/blogs/${id}`, headers: admin, payload });

/** The events received since `from`, verified with the endpoint's secret and checked against the document. */
async function eventsSince(from: number) {
  const events = receiver.received
    .slice(from)
    .map((delivery) => verified(secret, delivery) as { type: string; data: { id: number } });
  for (const event of events) await t.expectEventDocumented(event);
  return events;
}

describe('post events', () => {
  it('carry a post published now, as the public route gives it, once', async () => {
    const from = receiver.received.length;
    const post = await create(article('Eating for PCOS'));
    await t.webhooks.flush();
    const events = await eventsSince(from);
    expect(events.map((event) => [event.type, event.data.id])).toEqual([['post.published', post.id]]);
    const shown = await t.app.inject({ method: 'GET', url: `/api/blogs/${post.id}`, headers: visitor });
    expect(events[0]?.data).toEqual(shown.json().blog);
    expect(JSON.stringify(events[0]?.data)).not.toContain('<script');

    // Edited, unpublished and published again: announced already, nothing more.
    expect((await update(post.id, { title: 'Eating well for PCOS' })).statusCode).toBe(200);
    expect((await update(post.id, { published: false })).statusCode).toBe(200);
    expect((await update(post.id, { published: true })).statusCode).toBe(200);
    await t.webhooks.flush();
    expect(await eventsSince(from)).toHaveLength(1);
  });

  it('carry a draft when it is published, and a scheduled post when its date comes', async () => {
    const from = receiver.received.length;
    const draft = await create(article('A draft', { published: false }));
    const tomorrow = new Date(Date.now() + 86_400_000);
    const scheduled = await create(article('Scheduled', { published: true, publish_date: tomorrow.toISOString() }));
    await t.webhooks.flush();
    expect(await eventsSince(from)).toEqual([]);

    expect((await update(draft.id, { published: true })).statusCode).toBe(200);
    await t.webhooks.flush();
    expect((await eventsSince(from)).map((event) => event.data.id)).toEqual([draft.id]);

    // The day after: the scheduled post is public, and its event queued once, due then, however often the pass looks.
    const later = new Date(tomorrow.getTime() + 60_000);
    expect(await announcePublicPosts(t.db, later)).toBe(1);
    expect(await announcePublicPosts(t.db, later)).toBe(0);
    const queued = await t.db
      .selectFrom('webhook_deliveries')
      .select(['payload', 'next_attempt_at'])
      .where('event_type', '=', 'post.published')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(queued.next_attempt_at).toBe(later.toISOString());
    expect(JSON.parse(queued.payload)).toMatchObject({
      type: 'post.published',
      timestamp: later.toISOString(),
      data: { id: scheduled.id, title: 'Scheduled', published: true },
    });
  });
});
