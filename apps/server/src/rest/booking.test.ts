import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Availability, BOOKING_MESSAGES, DEFAULT_AVAILABILITY, type Slot } from '@coach/shared';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from '../test-support';
import { OPEN_AVAILABILITY } from './lead-test-support';

let t: Awaited<ReturnType<typeof createTestServer>>;
let visitor: Record<string, string>;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestServer({ publicUrl: 'https://coach.example' });
  visitor = { 'x-encrypted-token': await t.publicToken() };
  admin = (await t.headers()).admin;
});
afterAll(() => t.stop());

const lead = (slot_start?: string, email = 'priya@example.com') => ({
  name: 'Priya <b>Sharma</b>',
  email,
  phone: '+91 98765 43210',
  goal: 'weight_loss',
  health_conditions: 'PCOS',
  ...(slot_start ? { slot_start } : {}),
});

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers, payload });

async function freeSlots(from?: string, days = 3): Promise<Slot[]> {
  const res = await inject('GET', `/api/availability?days=${days}${from ? `&from=${from}` : ''}`, visitor);
  expect(res.statusCode).toBe(200);
  return res.json().slots;
}

/** The date `n` days from today (UTC), as YYYY-MM-DD. */
const daysFromToday = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

async function emailsOfBooking(bookingId: number) {
  return t.db.selectFrom('email_outbox').selectAll().where('booking_id', '=', bookingId).orderBy('id').execute();
}

async function bookingOf(consultationId: number) {
  return t.db
    .selectFrom('bookings')
    .selectAll()
    .where('consultation_id', '=', consultationId)
    .executeTakeFirstOrThrow();
}

function parseInvite(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const event = calendar.getFirstSubcomponent('vevent')!;
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: event.getFirstPropertyValue('sequence'),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
    end: (event.getFirstPropertyValue('dtend') as ICAL.Time).toJSDate().toISOString(),
    location: event.getFirstPropertyValue('location'),
    organizer: event.getFirstPropertyValue('organizer'),
    status: event.getFirstPropertyValue('status'),
  };
}

/** The token in the visitor's private link, as the confirmation e-mail carries it. */
function linkToken(text: string): string {
  const token = /https:\/\/coach\.example\/booking\/([A-Za-z0-9_-]{43})/.exec(text)?.[1];
  expect(token).toBeDefined();
  return token!;
}

describe('the owner’s availability', () => {
  it('starts from the defaults: Monday to Saturday 09:00-19:00 India time, hour slots, 15 min buffer', async () => {
    const res = await inject('GET', '/api/admin/availability', admin);
    expect(res.statusCode).toBe(200);
    await t.expectDocumented('GET', '/api/admin/availability', res);
    expect(res.json()).toEqual(DEFAULT_AVAILABILITY);
    expect(res.json()).toMatchObject({
      timezone: 'Asia/Kolkata',
      slot_minutes: 60,
      buffer_minutes: 15,
      days_ahead: 30,
    });
    expect((await inject('GET', '/api/admin/availability', {})).statusCode).toBe(401);
    expect((await inject('PUT', '/api/admin/availability', visitor, OPEN_AVAILABILITY)).statusCode).toBe(401);
  });

  it('refuses invalid availability with a 400 naming the field, and keeps what was saved', async () => {
    const cases: Array<[Partial<Availability> | Record<string, unknown>, string]> = [
      [{ timezone: 'Mars/Olympus' }, 'timezone: Unknown time zone'],
      [{ slot_minutes: 10 }, 'slot_minutes: Must be between 15 and 240 minutes'],
      [{ slot_minutes: 241 }, 'slot_minutes: Must be between 15 and 240 minutes'],
      [{ weekly: [{ weekday: 1, start: '12:00', end: '09:00' }] }, 'weekly.0.end: End must be after start'],
      [{ weekly: [{ weekday: 7, start: '09:00', end: '10:00' }] }, 'weekly.0.weekday'],
      [{ weekly: [{ weekday: 1, start: '9am', end: '10:00' }] }, 'weekly.0.start: Must be a time as HH:MM'],
      [
        {
          weekly: [
            { weekday: 1, start: '09:00', end: '12:00' },
            { weekday: 1, start: '11:00', end: '13:00' },
          ],
        },
        'weekly.1: Overlaps another range of the same day',
      ],
      [
        { blocked: [{ start: '2026-12-25T10:00', end: '2026-12-25T09:00', reason: 'x' }] },
        'blocked.0.end: End must be after start',
      ],
      [
        {
          blocked: [
            { start: '2026-12-24T00:00', end: '2026-12-26T00:00', reason: 'Holiday' },
            { start: '2026-12-25T10:00', end: '2026-12-25T12:00', reason: 'Leave' },
          ],
        },
        'blocked.1: Overlaps another blocked range',
      ],
    ];
    for (const [change, error] of cases) {
      const res = await inject('PUT', '/api/admin/availability', admin, { ...OPEN_AVAILABILITY, ...change });
      expect(res.statusCode, error).toBe(400);
      expect(res.json().error).toContain(error);
      await t.expectDocumented('PUT', '/api/admin/availability', res);
    }
    expect((await inject('GET', '/api/admin/availability', admin)).json()).toEqual(DEFAULT_AVAILABILITY);
  });

  it('saves valid availability, which the free slots follow at once', async () => {
    const res = await inject('PUT', '/api/admin/availability', admin, OPEN_AVAILABILITY);
    expect(res.statusCode).toBe(200);
    await t.expectDocumented('PUT', '/api/admin/availability', res);
    expect(res.json()).toEqual({ availability: OPEN_AVAILABILITY, message: 'Availability saved' });
    const slots = await freeSlots(daysFromToday(2), 1);
    expect(slots.map((s) => s.start.slice(11))).toEqual([
      '09:00:00Z',
      '10:00:00Z',
      '11:00:00Z',
      '12:00:00Z',
      '13:00:00Z',
      '14:00:00Z',
      '15:00:00Z',
      '16:00:00Z',
    ]);
  });
});

describe('GET /api/availability', () => {
  it('needs the public token, and at most the booking window of days', async () => {
    expect((await inject('GET', '/api/availability', {})).statusCode).toBe(401);
    const tooMany = await inject('GET', '/api/availability?days=15', visitor);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({ error: 'days: Must be at most 14 (the booking window)' });
    await t.expectDocumented('GET', '/api/availability', tooMany);
    const badDate = await inject('GET', '/api/availability?from=2026-13-01', visitor);
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().error).toBe('from: Must be a date as YYYY-MM-DD');
  });

  it('answers the business zone and UTC slots, none in the past; a week unless asked for more', async () => {
    const week = await inject('GET', '/api/availability', visitor);
    expect(week.json()).toMatchObject({ timezone: 'UTC', days: 7, days_ahead: 14, from: daysFromToday(0) });
    await t.expectDocumented('GET', '/api/availability', week);
    const res = await inject('GET', '/api/availability?days=2', visitor);
    expect(res.json()).toMatchObject({ timezone: 'UTC', days: 2 });
    await t.expectDocumented('GET', '/api/availability', res);
    const slots: Slot[] = res.json().slots;
    expect(slots.length).toBeGreaterThan(0);
    for (const slot of slots) {
      expect(slot.start).toMatch(/^\d{4}-\d\d-\d\dT\d\d:00:00Z$/);
      expect(Date.parse(slot.start)).toBeGreaterThan(Date.now());
      expect(Date.parse(slot.end) - Date.parse(slot.start)).toBe(3_600_000);
    }
  });
});

describe('booking a time with the consultation', () => {
  it('stores the booked time, answers it, and sends both sides an invite that parses with the right UTC times', async () => {
    const [slot] = await freeSlots(daysFromToday(3), 1);
    const res = await inject('POST', '/api/consultation', visitor, lead(slot!.start));
    expect(res.statusCode).toBe(201);
    const receipt = res.json();
    expect(receipt).toMatchObject({
      message: 'Consultation booked successfully',
      booking: { start: slot!.start, end: slot!.end, timezone: 'UTC' },
    });
    const booking = await bookingOf(receipt.id);
    expect(booking).toMatchObject({ start_at: slot!.start, end_at: slot!.end, status: 'booked', sequence: 0 });

    const emails = await emailsOfBooking(booking.id);
    expect(emails.map((e) => [e.kind, e.to_address, e.ical_method])).toEqual([
      ['consultation_notification', 'owner@example.com', 'REQUEST'],
      ['consultation_confirmation', 'priya@example.com', 'REQUEST'],
      ['booking_reminder', 'priya@example.com', null],
    ]);
    for (const email of emails.slice(0, 2)) {
      const invite = parseInvite(email.ical_content!);
      expect(invite).toMatchObject({
        method: 'REQUEST',
        uid: booking.uid,
        sequence: 0,
        start: new Date(slot!.start).toISOString(),
        end: new Date(slot!.end).toISOString(),
        location: 'Online',
        organizer: 'mailto:owner@example.com',
        status: 'CONFIRMED',
      });
    }
    // The visitor's e-mails keep today's rule: nothing the visitor typed but a short first name.
    const confirmation = emails[1]!;
    expect(confirmation.text_body).not.toContain('PCOS');
    expect(confirmation.text_body).not.toContain('Sharma');
    expect(confirmation.ical_content).not.toContain('PCOS');
    expect(confirmation.ical_content).not.toContain('Sharma');
    // The private link is in the confirmation; the database keeps only its hash.
    const token = linkToken(confirmation.text_body);
    expect(confirmation.html_body).toContain(`href="https://coach.example/booking/${token}"`);
    expect(booking.token_hash).not.toContain(token);
    // The reminder leaves a day before.
    expect(emails[2]!.next_attempt_at).toBe(new Date(Date.parse(slot!.start) - 86_400_000).toISOString());
    // The owner's notice escapes what the visitor typed.
    expect(emails[0]!.html_body).toContain('Priya &lt;b&gt;Sharma&lt;/b&gt;');
  });

  it('delivers the invite as text/calendar with its method', async () => {
    await t.mailer.flush();
    const file = readdirSync(t.config.mail.outboxDir)
      .filter((f) => f.endsWith('consultation_confirmation.eml'))
      .sort()
      .at(-1)!;
    const eml = readFileSync(join(t.config.mail.outboxDir, file), 'utf8');
    expect(eml).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
    expect(eml).toMatch(/invite\.ics/);
  });

  it('gives one slot to exactly one of 20 visitors asking at once; the slot leaves the free list', async () => {
    const [slot] = await freeSlots(daysFromToday(4), 1);
    const before = await t.db
      .selectFrom('consultations')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        inject('POST', '/api/consultation', visitor, lead(slot!.start, `v${i}@example.com`)),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([201, ...Array(19).fill(409)]);
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expect(answer.json()).toEqual({ error: BOOKING_MESSAGES.slotTaken });
    }
    const after = await t.db
      .selectFrom('consultations')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n) + 1);
    const booked = await t.db.selectFrom('bookings').selectAll().where('start_at', '=', slot!.start).execute();
    expect(booked).toHaveLength(1);
    expect((await freeSlots(daysFromToday(4), 1)).map((s) => s.start)).not.toContain(slot!.start);
  });

  it('refuses a time outside the hours, not on a slot, or in the past, storing nothing', async () => {
    const before = await t.db.selectFrom('consultations').select('id').execute();
    const day = daysFromToday(5);
    const cases: Array<[string, string]> = [
      [`${day}T20:00:00Z`, BOOKING_MESSAGES.slotOutsideHours],
      [`${day}T09:30:00Z`, BOOKING_MESSAGES.slotOutsideHours],
      [`${daysFromToday(-2)}T10:00:00Z`, BOOKING_MESSAGES.slotInPast],
      [`${daysFromToday(20)}T10:00:00Z`, BOOKING_MESSAGES.slotTooFar],
    ];
    for (const [start, error] of cases) {
      const res = await inject('POST', '/api/consultation', visitor, lead(start));
      expect(res.statusCode, start).toBe(409);
      expect(res.json()).toEqual({ error });
    }
    const bad = await inject('POST', '/api/consultation', visitor, lead('tomorrow at ten'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('slot_start: Must be a date and time (ISO 8601)');
    expect(await t.db.selectFrom('consultations').select('id').execute()).toEqual(before);
  });

  it('takes the same time written with another offset as the same slot', async () => {
    const [slot] = await freeSlots(daysFromToday(6), 1);
    const inIndia = new Date(Date.parse(slot!.start) + 5.5 * 3_600_000).toISOString().replace('Z', '+05:30');
    const first = await inject('POST', '/api/consultation', visitor, lead(inIndia, 'offset@example.com'));
    expect(first.statusCode).toBe(201);
    expect(first.json().booking.start).toBe(slot!.start);
    const again = await inject('POST', '/api/consultation', visitor, lead(slot!.start, 'again@example.com'));
    expect(again.statusCode).toBe(409);
  });

  it('queues no reminder for a consultation less than a day away', async () => {
    const [soon] = await freeSlots(undefined, 2);
    expect(Date.parse(soon!.start) - Date.now()).toBeLessThan(86_400_000);
    const res = await inject('POST', '/api/consultation', visitor, lead(soon!.start, 'soon@example.com'));
    expect(res.statusCode).toBe(201);
    const kinds = (await emailsOfBooking((await bookingOf(res.json().id)).id)).map((e) => e.kind);
    expect(kinds).toEqual(['consultation_notification', 'consultation_confirmation']);
  });

  it('keeps a request without a time working as before: no booking, no invite', async () => {
    const res = await inject('POST', '/api/consultation', visitor, lead());
    expect(res.statusCode).toBe(201);
    expect(res.json().booking).toBeUndefined();
    const rows = await t.db.selectFrom('bookings').select('id').where('consultation_id', '=', res.json().id).execute();
    expect(rows).toEqual([]);
  });
});

describe('the visitor’s private link', () => {
  async function book(daysAhead: number, email: string) {
    const [slot] = await freeSlots(daysFromToday(daysAhead), 1);
    const res = await inject('POST', '/api/consultation', visitor, lead(slot!.start, email));
    expect(res.statusCode).toBe(201);
    const booking = await bookingOf(res.json().id);
    const [, confirmation] = await emailsOfBooking(booking.id);
    return { slot: slot!, booking, token: linkToken(confirmation!.text_body), consultationId: res.json().id as number };
  }

  it('shows the booking, and nothing for a wrong token', async () => {
    const { slot, token } = await book(7, 'view@example.com');
    const res = await inject('GET', `/api/bookings/${token}`, visitor);
    expect(res.statusCode).toBe(200);
    expect(res.json().booking).toMatchObject({ start: slot.start, end: slot.end, status: 'booked', changeable: true });
    await t.expectDocumented('GET', '/api/bookings/{token}', res);
    const wrong = await inject('GET', `/api/bookings/${'A'.repeat(43)}`, visitor);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toEqual({ error: 'Booking not found' });
    await t.expectDocumented('GET', '/api/bookings/{token}', wrong);
    const malformed = await inject('GET', '/api/bookings/1', visitor);
    expect(malformed.statusCode).toBe(400);
    await t.expectDocumented('GET', '/api/bookings/{token}', malformed);
    expect((await inject('GET', `/api/bookings/${token}`, {})).statusCode).toBe(401);
  });

  it('moves it to another free slot: updated invites with the same UID and a higher sequence, the old slot freed', async () => {
    const { slot, booking, token } = await book(8, 'move@example.com');
    const [, target] = await freeSlots(daysFromToday(8), 1);
    const res = await inject('POST', `/api/bookings/${token}/move`, visitor, { slot_start: target!.start });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: BOOKING_MESSAGES.bookingMoved, booking: { start: target!.start } });
    await t.expectDocumented('POST', '/api/bookings/{token}/move', res);
    const free = (await freeSlots(daysFromToday(8), 1)).map((s) => s.start);
    expect(free).toContain(slot.start);
    expect(free).not.toContain(target!.start);

    const emails = await emailsOfBooking(booking.id);
    const kinds = emails.map((e) => e.kind);
    expect(kinds).toContain('booking_moved_notification');
    expect(kinds).toContain('booking_moved_confirmation');
    // One reminder, for the new time.
    const reminders = emails.filter((e) => e.kind === 'booking_reminder');
    expect(reminders.map((r) => r.next_attempt_at)).toEqual([
      new Date(Date.parse(target!.start) - 86_400_000).toISOString(),
    ]);
    for (const kind of ['booking_moved_notification', 'booking_moved_confirmation']) {
      const invite = parseInvite(emails.find((e) => e.kind === kind)!.ical_content!);
      expect(invite).toMatchObject({
        method: 'REQUEST',
        uid: booking.uid,
        sequence: 1,
        start: target!.start.replace('Z', '.000Z'),
      });
    }
    // A time that is taken is refused, and the booking stays where it is.
    const { slot: other } = await book(9, 'other@example.com');
    const clash = await inject('POST', `/api/bookings/${token}/move`, visitor, { slot_start: other.start });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({ error: BOOKING_MESSAGES.slotTaken });
    await t.expectDocumented('POST', '/api/bookings/{token}/move', clash);
    expect((await bookingOf(booking.consultation_id)).start_at).toBe(target!.start);
  });

  it('cancels it: CANCEL invites to both sides, the reminder dropped, the slot free, no second cancel', async () => {
    const { slot, booking, token, consultationId } = await book(10, 'cancel@example.com');
    expect((await emailsOfBooking(booking.id)).map((e) => e.kind)).toContain('booking_reminder');
    const res = await inject('POST', `/api/bookings/${token}/cancel`, visitor);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: BOOKING_MESSAGES.bookingCancelled,
      booking: { status: 'cancelled', changeable: false },
    });
    await t.expectDocumented('POST', '/api/bookings/{token}/cancel', res);
    const emails = await emailsOfBooking(booking.id);
    expect(emails.map((e) => e.kind)).not.toContain('booking_reminder');
    const cancels = emails.filter((e) => e.ical_method === 'CANCEL');
    expect(cancels.map((e) => e.to_address).sort()).toEqual(['cancel@example.com', 'owner@example.com']);
    for (const email of cancels) {
      expect(parseInvite(email.ical_content!)).toMatchObject({
        method: 'CANCEL',
        uid: booking.uid,
        sequence: 1,
        status: 'CANCELLED',
      });
    }
    expect((await freeSlots(daysFromToday(10), 1)).map((s) => s.start)).toContain(slot.start);
    const consultation = await t.db
      .selectFrom('consultations')
      .select('status')
      .where('id', '=', consultationId)
      .executeTakeFirstOrThrow();
    expect(consultation.status).toBe('cancelled');
    const again = await inject('POST', `/api/bookings/${token}/cancel`, visitor);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: BOOKING_MESSAGES.cancelled });
    await t.expectDocumented('POST', '/api/bookings/{token}/cancel', again);
    const move = await inject('POST', `/api/bookings/${token}/move`, visitor, { slot_start: slot.start });
    expect(move.statusCode).toBe(409);
  });

  it('refuses changes once the minimum notice has begun', async () => {
    const { token } = await book(11, 'late@example.com');
    // Eleven days' notice: the booking is now inside it.
    await inject('PUT', '/api/admin/availability', admin, { ...OPEN_AVAILABILITY, min_notice_hours: 24 * 12 });
    try {
      const view = await inject('GET', `/api/bookings/${token}`, visitor);
      expect(view.json().booking.changeable).toBe(false);
      const res = await inject('POST', `/api/bookings/${token}/cancel`, visitor);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: BOOKING_MESSAGES.tooLateToChange });
    } finally {
      await inject('PUT', '/api/admin/availability', admin, OPEN_AVAILABILITY);
    }
  });
});

describe('the owner’s calendar', () => {
  it('lists the week’s bookings with the hours and blocked ranges, and cancels one (the visitor is e-mailed)', async () => {
    const day = daysFromToday(12);
    const [slot] = await freeSlots(day, 1);
    const booked = await inject('POST', '/api/consultation', visitor, lead(slot!.start, 'week@example.com'));
    const res = await inject('GET', `/api/admin/bookings?from=${day}&days=7`, admin);
    expect(res.statusCode).toBe(200);
    await t.expectDocumented('GET', '/api/admin/bookings', res);
    const calendar = res.json();
    expect(calendar).toMatchObject({
      timezone: 'UTC',
      from: day,
      days: 7,
      weekly: OPEN_AVAILABILITY.weekly,
      blocked: [],
    });
    const entry = calendar.bookings.find((b: { start: string }) => b.start === slot!.start);
    expect(entry).toMatchObject({ consultation_id: booked.json().id, name: 'Priya <b>Sharma</b>', status: 'booked' });
    expect((await inject('GET', '/api/admin/bookings', visitor)).statusCode).toBe(401);

    const cancel = await inject('POST', `/api/admin/bookings/${entry.id}/cancel`, admin);
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toEqual({ message: BOOKING_MESSAGES.ownerCancelled });
    await t.expectDocumented('POST', '/api/admin/bookings/{id}/cancel', cancel);
    const emails = await emailsOfBooking(entry.id);
    const toVisitor = emails.find((e) => e.kind === 'booking_cancelled_confirmation')!;
    expect(toVisitor.to_address).toBe('week@example.com');
    expect(toVisitor.text_body).toContain('we had to cancel');
    const twice = await inject('POST', `/api/admin/bookings/${entry.id}/cancel`, admin);
    expect(twice.statusCode).toBe(409);
    await t.expectDocumented('POST', '/api/admin/bookings/{id}/cancel', twice);
    const unknown = await inject('POST', '/api/admin/bookings/999999/cancel', admin);
    expect(unknown.statusCode).toBe(404);
    await t.expectDocumented('POST', '/api/admin/bookings/{id}/cancel', unknown);
  });

  it('frees the slot and drops the reminder when the owner deletes the consultation', async () => {
    const day = daysFromToday(13);
    const [slot] = await freeSlots(day, 1);
    const booked = await inject('POST', '/api/consultation', visitor, lead(slot!.start, 'gone@example.com'));
    const booking = await bookingOf(booked.json().id);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/consultations/${booked.json().id}`,
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    expect((await freeSlots(day, 1)).map((s) => s.start)).toContain(slot!.start);
    expect(
      (await emailsOfBooking(booking.id)).filter((e) => e.status === 'pending' && e.kind === 'booking_reminder'),
    ).toEqual([]);
  });
});
