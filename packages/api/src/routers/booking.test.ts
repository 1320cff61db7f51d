import type { Availability } from '@coach/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { codeOf, createTestServices } from '../test-support';

let t: Awaited<ReturnType<typeof createTestServices>>;
beforeEach(async () => {
  t = await createTestServices();
});

const OPEN: Availability = {
  timezone: 'UTC',
  slot_minutes: 30,
  buffer_minutes: 0,
  days_ahead: 7,
  min_notice_hours: 0,
  weekly: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '00:00', end: '24:00' })),
  blocked: [],
};

describe('booking procedures', () => {
  it('keep availability and the calendar to administrators, and the free slots to token holders', async () => {
    const visitor = t.caller({ publicAccess: true });
    const stranger = t.caller();
    const required = 'UNAUTHORIZED: Authentication required';
    expect(await codeOf(visitor.booking.availability())).toBe(required);
    expect(await codeOf(visitor.booking.saveAvailability(OPEN))).toBe(required);
    expect(await codeOf(visitor.booking.calendar({}))).toBe(required);
    expect(await codeOf(visitor.booking.cancelAsOwner({ id: 1 }))).toBe(required);
    expect(await codeOf(stranger.booking.freeSlots({}))).toMatch(/^UNAUTHORIZED/);
  });

  it('save availability (a bad one is a 400 naming the field), book a slot and move and cancel it by its link', async () => {
    const admin = t.caller({ adminId: 1 });
    expect(await codeOf(admin.booking.saveAvailability({ ...OPEN, slot_minutes: 300 }))).toBe(
      'BAD_REQUEST: slot_minutes: Must be between 15 and 240 minutes',
    );
    expect(await admin.booking.saveAvailability(OPEN)).toEqual(OPEN);

    const visitor = t.caller({ publicAccess: true });
    const { slots, timezone } = await visitor.booking.freeSlots({ days: 2 });
    expect(timezone).toBe('UTC');
    // Not the very next slot: it could begin while the test runs.
    const [, first, second] = slots;
    const receipt = await visitor.lead.bookConsultation({
      name: 'Tara',
      email: 'tara@example.com',
      phone: '9876543210',
      goal: 'weight_gain',
      slot_start: first!.start,
    });
    expect(receipt.booking).toEqual({ start: first!.start, end: first!.end, timezone: 'UTC' });
    expect(
      await codeOf(
        visitor.lead.bookConsultation({
          name: 'Uma',
          email: 'uma@example.com',
          phone: '9876543210',
          goal: 'weight_gain',
          slot_start: first!.start,
        }),
      ),
    ).toBe('CONFLICT: That time was just taken. Please pick another.');

    const confirmation = await t.db
      .selectFrom('email_outbox')
      .select('text_body')
      .where('kind', '=', 'consultation_confirmation')
      .executeTakeFirstOrThrow();
    const token = /\/booking\/([A-Za-z0-9_-]{43})/.exec(confirmation.text_body)![1]!;
    expect((await visitor.booking.view({ token })).booking).toMatchObject({ start: first!.start, status: 'booked' });
    expect((await visitor.booking.move({ token, slot_start: second!.start })).booking.start).toBe(second!.start);
    expect((await visitor.booking.cancel({ token })).booking.status).toBe('cancelled');

    const week = await admin.booking.calendar({ days: 7 });
    expect(week.bookings.map((b) => [b.name, b.start, b.status])).toEqual([['Tara', second!.start, 'cancelled']]);
  });
});
