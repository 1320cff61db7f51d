// A lead stored over REST reaches a subscribed endpoint as a signed event carrying the stored lead; a filled honeypot
// (a bot) sends none.

import { startReceiver, verified } from '@coach/api/webhook-receiver';
import { enqueueWebhookEvent, insertWebhookEndpoint } from '@coach/db';
import { expertMessage, WEBHOOK_EVENTS, WEBHOOK_FAILING_REASON } from '@coach/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPEN_AVAILABILITY } from '../rest/lead-test-support';
import { createTestServer } from '../test-support';

let t: Awaited<ReturnType<typeof createTestServer>>;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let secret: string;

beforeAll(async () => {
  receiver = await startReceiver();
  t = await createTestServer({ publicUrl: 'https://coach.example' });
  ({ secret } = await insertWebhookEndpoint(t.db, {
    url: receiver.url('/leads'),
    description: 'Spreadsheet',
    // Every event a lead or a booking brings.
    events: WEBHOOK_EVENTS.filter((event) => event !== 'post.published'),
  }));
});
afterAll(async () => {
  await t.stop();
  await receiver.close();
});

/** The events received since `from`, each verified with the endpoint's secret and checked against the document. */
async function verifiedSince(from: number) {
  const events = receiver.received.slice(from).map((delivery) => verified(secret, delivery) as { type: string });
  for (const event of events) await t.expectEventDocumented(event);
  return events;
}

describe('lead events', () => {
  it('carry the stored consultation and contact message to the endpoint', async () => {
    const visitor = { 'x-encrypted-token': await t.publicToken() };
    const from = receiver.received.length;
    const consultation = await t.app.inject({
      method: 'POST',
      url: '/api/consultation',
      headers: visitor,
      payload: { name: 'Ana Hook', email: 'ana@example.com', phone: '+44 20 7946 0958', goal: 'weight_loss' },
    });
    expect(consultation.statusCode).toBe(201);
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: visitor,
      payload: { name: 'Ben Hook', email: 'ben@example.com', subject: 'Hi', message: 'A question' },
    });
    expect(contact.statusCode).toBe(201);

    expect(await t.webhooks.flush()).toBe(2);
    const events = (await verifiedSince(from)) as Array<{
      type: string;
      timestamp: string;
      data: Record<string, unknown>;
    }>;
    expect(events.map((event) => event.type)).toEqual(['lead.consultation.created', 'lead.contact.created']);
    expect(events[0]?.data).toMatchObject({ id: consultation.json().id, name: 'Ana Hook', email: 'ana@example.com' });
    expect(events[1]?.data).toMatchObject({ id: contact.json().id, name: 'Ben Hook', subject: 'Hi' });
  });

  it('name a call-back request from "Talk to Expert" as such', async () => {
    const from = receiver.received.length;
    const callback = await t.app.inject({
      method: 'POST',
      url: '/api/consultation',
      headers: { 'x-encrypted-token': await t.publicToken() },
      payload: {
        name: 'Dev',
        email: 'dev@example.com',
        phone: '+44 20 7946 0958',
        goal: 'weight_loss',
        message: expertMessage('Please call after 5'),
      },
    });
    expect(callback.statusCode).toBe(201);
    await t.webhooks.flush();
    const [event] = (await verifiedSince(from)) as Array<{ type: string; data: { id: number } }>;
    expect(event).toMatchObject({ type: 'lead.callback.created', data: { id: callback.json().id } });
  });

  it('are deleted with the lead when the person is erased, copies of their data included', async () => {
    const { admin, visitor } = await t.headers();
    receiver.answers.push(503);
    const lead = { name: 'Erin', email: 'erin@example.com', subject: 'Hi', message: 'My health details' };
    const sent = await t.app.inject({ method: 'POST', url: '/api/contact', headers: visitor, payload: lead });
    expect(sent.statusCode).toBe(201);
    await t.webhooks.flush();
    const pending = () =>
      t.db.selectFrom('webhook_deliveries').select('id').where('contact_id', '=', sent.json().id).execute();
    // Refused once, waiting for its retry: the payload holds the message.
    expect(await pending()).toHaveLength(1);
    const erased = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/people?email=erin@example.com',
      headers: admin,
    });
    expect(erased.statusCode).toBe(200);
    expect(await pending()).toEqual([]);
    const copies = await t.db
      .selectFrom('webhook_deliveries')
      .select('id')
      .where('payload', 'like', '%erin@example.com%')
      .execute();
    expect(copies).toEqual([]);
  });

  it('are read from the stored leads after their commit: none before the pass, none twice, none for an endpoint added after the lead', async () => {
    const visitor = { 'x-encrypted-token': await t.publicToken() };
    const send = (name: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: visitor,
        payload: { name, email: `${name.toLowerCase()}@example.com`, subject: 'Hi', message: 'Hello' },
      });
    const queuedFor = (contactId: number) =>
      t.db.selectFrom('webhook_deliveries').select('endpoint_id').where('contact_id', '=', contactId).execute();

    const before = (await send('Fay')).json().id;
    // The lead's own transaction wrote nothing for webhooks.
    expect(await queuedFor(before)).toEqual([]);
    const later = await insertWebhookEndpoint(t.db, {
      url: receiver.url('/later'),
      description: 'Added after Fay',
      events: ['lead.contact.created'],
    });
    const after = (await send('Gus')).json().id;
    await t.webhooks.flush();
    await t.webhooks.flush();
    const first = (await t.db.selectFrom('webhook_endpoints').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    expect(await queuedFor(before)).toEqual([{ endpoint_id: first }]);
    expect((await queuedFor(after)).map((d) => d.endpoint_id).sort()).toEqual([first, later.id].sort());
    await t.db.deleteFrom('webhook_endpoints').where('id', '=', later.id).execute();
  });

  it('are not sent for a lead that filled the honeypot', async () => {
    const from = receiver.received.length;
    const bot = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'x-encrypted-token': await t.publicToken() },
      payload: { name: 'Bot', email: 'bot@example.com', subject: 'Hi', message: 'Spam', website: 'http://spam' },
    });
    expect(bot.statusCode).toBe(201);
    expect(await t.webhooks.flush()).toBe(0);
    expect(receiver.received.length).toBe(from);
  });

  it('follow a booking: booked with its consultation, moved, cancelled; never with the private link', async () => {
    const { admin, visitor } = await t.headers();
    await t.app.inject({ method: 'PUT', url: '/api/admin/availability', headers: admin, payload: OPEN_AVAILABILITY });
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const free = await t.app.inject({
      method: 'GET',
      url: `/api/availability?from=${tomorrow}&days=2`,
      headers: visitor,
    });
    const [first, second] = free.json().slots as Array<{ start: string }>;
    const from = receiver.received.length;
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/consultation',
      headers: visitor,
      payload: {
        name: 'Cara',
        email: 'cara@example.com',
        phone: '+44 20 7946 0958',
        goal: 'weight_loss',
        slot_start: first?.start,
      },
    });
    expect(booked.statusCode).toBe(201);
    const confirmation = await t.db
      .selectFrom('email_outbox')
      .select('text_body')
      .where('to_address', '=', 'cara@example.com')
      .executeTakeFirstOrThrow();
    const token = /https:\/\/coach\.example\/booking\/([A-Za-z0-9_-]{43})/.exec(confirmation.text_body)?.[1];
    const move = { slot_start: second?.start };
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/bookings/${token}/move`, headers: visitor, payload: move }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/bookings/${token}/cancel`, headers: visitor })).statusCode,
    ).toBe(200);

    await t.webhooks.flush();
    const events = (await verifiedSince(from)) as Array<{
      type: string;
      data: Record<string, Record<string, unknown>>;
    }>;
    expect(events.map((event) => event.type)).toEqual([
      'lead.consultation.created',
      'booking.created',
      'booking.rescheduled',
      'booking.cancelled',
    ]);
    const id = booked.json().id;
    expect(events[1]?.data).toMatchObject({ booking: { start: first?.start, status: 'booked' }, consultation: { id } });
    expect(events[2]?.data).toMatchObject({ booking: { start: second?.start }, consultation: { id } });
    expect(events[3]?.data).toMatchObject({ booking: { status: 'cancelled' }, cancelled_by: 'visitor' });
    expect(
      receiver.received
        .slice(from)
        .map((r) => r.body)
        .join(''),
    ).not.toContain(String(token));
  });

  it('stop for an endpoint failing for 5 days, and the owner gets an e-mail saying so', async () => {
    const failing = await insertWebhookEndpoint(t.db, {
      url: receiver.url('/broken'),
      description: 'Old CRM',
      events: ['post.published'],
    });
    // Failing for 6 days, the last failure an hour ago: one run.
    const sixDaysAgo = new Date(Date.now() - 6 * 86_400_000).toISOString();
    const anHourAgo = new Date(Date.now() - 3_600_000).toISOString();
    await t.db
      .updateTable('webhook_endpoints')
      .set({ failing_since: sixDaysAgo, last_failed_at: anHourAgo })
      .where('id', '=', failing.id)
      .execute();
    await enqueueWebhookEvent(t.db, 'post.published', { id: 1 });
    receiver.answers.push(500);
    expect(await t.webhooks.flush()).toBe(0);

    const endpoint = await t.db
      .selectFrom('webhook_endpoints')
      .selectAll()
      .where('id', '=', failing.id)
      .executeTakeFirst();
    expect(endpoint).toMatchObject({ status: 'disabled', disabled_reason: WEBHOOK_FAILING_REASON });
    const notice = await t.db
      .selectFrom('email_outbox')
      .selectAll()
      .where('kind', '=', 'webhook_disabled')
      .executeTakeFirstOrThrow();
    expect(notice.to_address).toBe('owner@example.com');
    expect(notice.subject).toBe(`Webhook endpoint stopped: ${receiver.url('/broken')}`);
    expect(notice.text_body).toContain(WEBHOOK_FAILING_REASON);
    // No later event is queued for it.
    expect(await enqueueWebhookEvent(t.db, 'post.published', { id: 2 })).toBe(0);
  });

  it('start a new run of failures when the last failure is older than the longest wait between retries', async () => {
    const endpoint = await insertWebhookEndpoint(t.db, {
      url: receiver.url('/flaky'),
      description: '',
      events: ['post.published'],
    });
    // An old run: it began 20 days ago and ended (its delivery given up) 12 days ago.
    await t.db
      .updateTable('webhook_endpoints')
      .set({
        failing_since: new Date(Date.now() - 20 * 86_400_000).toISOString(),
        last_failed_at: new Date(Date.now() - 12 * 86_400_000).toISOString(),
      })
      .where('id', '=', endpoint.id)
      .execute();
    await enqueueWebhookEvent(t.db, 'post.published', { id: 3 });
    receiver.answers.push(503);
    await t.webhooks.flush();
    const stored = await t.db
      .selectFrom('webhook_endpoints')
      .selectAll()
      .where('id', '=', endpoint.id)
      .executeTakeFirst();
    expect(stored?.status).toBe('active');
    expect(Date.now() - Date.parse(stored?.failing_since ?? '')).toBeLessThan(60_000);
  });
});
