import { type Availability, BOOKING_MESSAGES, DEFAULT_AVAILABILITY } from '@coach/shared';
import { describe, expect, it } from 'vitest';
import { checkSlot, freeSlots, periodAround, todayIn, utcIso } from './slots';

// Monday 23 November 2026, 08:30 in India (03:00 UTC).
const MONDAY_MORNING = new Date('2026-11-23T03:00:00Z');
const open = (overrides: Partial<Availability> = {}): Availability => ({
  ...DEFAULT_AVAILABILITY,
  min_notice_hours: 0,
  ...overrides,
});
const starts = (slots: { start: string }[]) => slots.map((slot) => slot.start);

describe('free slots', () => {
  it('cuts the weekly hours into slots with the buffer between them, in the business zone, as UTC', () => {
    const slots = freeSlots({
      availability: open(),
      from: '2026-11-24',
      days: 1,
      now: MONDAY_MORNING,
      busy: [],
    });
    // 09:00, 10:15, ... 17:45 India time (UTC+5:30); 19:00 would end after the hours.
    expect(starts(slots)).toEqual([
      '2026-11-24T03:30:00Z',
      '2026-11-24T04:45:00Z',
      '2026-11-24T06:00:00Z',
      '2026-11-24T07:15:00Z',
      '2026-11-24T08:30:00Z',
      '2026-11-24T09:45:00Z',
      '2026-11-24T11:00:00Z',
      '2026-11-24T12:15:00Z',
    ]);
    expect(slots[0]).toEqual({ start: '2026-11-24T03:30:00Z', end: '2026-11-24T04:30:00Z' });
    expect(slots.at(-1)).toEqual({ start: '2026-11-24T12:15:00Z', end: '2026-11-24T13:15:00Z' });
  });

  it('lets a slot end exactly at the close, and not a minute after', () => {
    const exact = open({ weekly: [{ weekday: 2, start: '09:00', end: '11:15' }] });
    expect(freeSlots({ availability: exact, from: '2026-11-24', days: 1, now: MONDAY_MORNING, busy: [] })).toHaveLength(
      2,
    );
    const short = open({ weekly: [{ weekday: 2, start: '09:00', end: '11:14' }] });
    expect(freeSlots({ availability: short, from: '2026-11-24', days: 1, now: MONDAY_MORNING, busy: [] })).toHaveLength(
      1,
    );
  });

  it('has none on a day without hours (Sunday by default), and follows several ranges in a day', () => {
    expect(freeSlots({ availability: open(), from: '2026-11-29', days: 1, now: MONDAY_MORNING, busy: [] })).toEqual([]);
    const split = open({
      slot_minutes: 30,
      buffer_minutes: 0,
      weekly: [
        { weekday: 2, start: '14:00', end: '15:00' },
        { weekday: 2, start: '09:00', end: '10:00' },
      ],
    });
    const slots = freeSlots({ availability: split, from: '2026-11-24', days: 1, now: MONDAY_MORNING, busy: [] });
    expect(starts(slots)).toEqual([
      '2026-11-24T03:30:00Z',
      '2026-11-24T04:00:00Z',
      '2026-11-24T08:30:00Z',
      '2026-11-24T09:00:00Z',
    ]);
  });

  it('takes "24:00" as the next midnight', () => {
    const late = open({ slot_minutes: 60, buffer_minutes: 0, weekly: [{ weekday: 2, start: '22:00', end: '24:00' }] });
    const slots = freeSlots({ availability: late, from: '2026-11-24', days: 1, now: MONDAY_MORNING, busy: [] });
    expect(slots).toEqual([
      { start: '2026-11-24T16:30:00Z', end: '2026-11-24T17:30:00Z' },
      { start: '2026-11-24T17:30:00Z', end: '2026-11-24T18:30:00Z' },
    ]);
  });

  it('leaves out the past and the minimum notice', () => {
    // 08:30 on Monday with no notice: Monday's 09:00 is still ahead.
    const today = freeSlots({ availability: open(), from: '2026-11-23', days: 1, now: MONDAY_MORNING, busy: [] });
    expect(today[0]?.start).toBe('2026-11-23T03:30:00Z');
    // At 10:00 the 09:00 slot has begun and is gone; 10:15 is the first.
    const later = new Date('2026-11-23T04:30:00Z');
    expect(freeSlots({ availability: open(), from: '2026-11-23', days: 1, now: later, busy: [] })[0]?.start).toBe(
      '2026-11-23T04:45:00Z',
    );
    // Twelve hours' notice from 08:30 Monday: nothing on Monday, Tuesday from 09:00.
    const notice = open({ min_notice_hours: 12 });
    const slots = freeSlots({ availability: notice, from: '2026-11-23', days: 2, now: MONDAY_MORNING, busy: [] });
    expect(slots[0]?.start).toBe('2026-11-24T03:30:00Z');
    // A slot exactly at the notice is bookable; one a minute earlier is not.
    const edge = open({ min_notice_hours: 1, weekly: [{ weekday: 1, start: '09:29', end: '11:00' }] });
    const atEdge = new Date('2026-11-23T02:59:00Z');
    expect(freeSlots({ availability: edge, from: '2026-11-23', days: 1, now: atEdge, busy: [] })[0]?.start).toBe(
      '2026-11-23T03:59:00Z',
    );
    const justLate = new Date('2026-11-23T02:59:00.001Z');
    expect(freeSlots({ availability: edge, from: '2026-11-23', days: 1, now: justLate, busy: [] })[0]?.start).not.toBe(
      '2026-11-23T03:59:00Z',
    );
  });

  it('stops at the booking window', () => {
    const window = open({ days_ahead: 2 });
    const slots = freeSlots({ availability: window, from: '2026-11-23', days: 5, now: MONDAY_MORNING, busy: [] });
    // Until Wednesday 08:30 India time: all of Monday and Tuesday, nothing on Wednesday.
    expect(slots.every((slot) => slot.start < '2026-11-25T03:00:00Z')).toBe(true);
    expect(slots.at(-1)?.start).toBe('2026-11-24T12:15:00Z');
    expect(slots).toHaveLength(16);
  });

  it('leaves out blocked ranges; a slot touching one is free', () => {
    const lunch = open({ blocked: [{ start: '2026-11-24T12:00', end: '2026-11-24T14:00', reason: 'Clinic' }] });
    const slots = freeSlots({ availability: lunch, from: '2026-11-24', days: 1, now: MONDAY_MORNING, busy: [] });
    // 11:30-12:30 and 12:45-13:45 overlap it; 14:00 starts as it ends.
    expect(starts(slots)).not.toContain('2026-11-24T06:00:00Z');
    expect(starts(slots)).not.toContain('2026-11-24T07:15:00Z');
    expect(starts(slots)).toContain('2026-11-24T08:30:00Z');
    expect(starts(slots)).toContain('2026-11-24T04:45:00Z');
    expect(slots).toHaveLength(6);
    const holiday = open({ blocked: [{ start: '2026-11-24T00:00', end: '2026-11-25T00:00', reason: 'Holiday' }] });
    expect(freeSlots({ availability: holiday, from: '2026-11-24', days: 1, now: MONDAY_MORNING, busy: [] })).toEqual(
      [],
    );
  });

  it('leaves out booked times and keeps the buffer around them, whatever length they were booked with', () => {
    const booked = [{ start: '2026-11-24T04:45:00Z', end: '2026-11-24T05:45:00Z' }];
    const slots = freeSlots({ availability: open(), from: '2026-11-24', days: 1, now: MONDAY_MORNING, busy: booked });
    expect(starts(slots)).not.toContain('2026-11-24T04:45:00Z');
    expect(starts(slots)).toContain('2026-11-24T03:30:00Z');
    expect(starts(slots)).toContain('2026-11-24T06:00:00Z');
    // A 90-minute booking (booked before the slot length changed) reaches into the next slot's buffer.
    const long = [{ start: '2026-11-24T04:45:00Z', end: '2026-11-24T06:15:00Z' }];
    const around = freeSlots({ availability: open(), from: '2026-11-24', days: 1, now: MONDAY_MORNING, busy: long });
    expect(starts(around)).not.toContain('2026-11-24T06:00:00Z');
    expect(starts(around)).toContain('2026-11-24T07:15:00Z');
    // A buffer also holds before a booking: one starting 10 minutes after a slot ends rules the slot out.
    const near = [{ start: '2026-11-24T04:40:00Z', end: '2026-11-24T05:00:00Z' }];
    expect(
      starts(freeSlots({ availability: open(), from: '2026-11-24', days: 1, now: MONDAY_MORNING, busy: near })),
    ).not.toContain('2026-11-24T03:30:00Z');
  });

  it('crosses a month boundary', () => {
    const slots = freeSlots({ availability: open(), from: '2026-11-29', days: 3, now: MONDAY_MORNING, busy: [] });
    // Sunday the 29th has none; Monday the 30th and Tuesday 1 December have eight each.
    expect(slots).toHaveLength(16);
    expect(slots[0]?.start).toBe('2026-11-30T03:30:00Z');
    expect(slots[8]?.start).toBe('2026-12-01T03:30:00Z');
  });

  it('keeps wall-clock hours across a daylight-saving change in the business zone', () => {
    // New York moves to daylight time on Sunday 8 March 2026: 09:00 is 14:00 UTC before, 13:00 UTC after.
    const newYork = open({ timezone: 'America/New_York', weekly: [0, 1, 6].map(weekdayAtNine) });
    const before = new Date('2026-03-01T00:00:00Z');
    const slots = freeSlots({ availability: newYork, from: '2026-03-07', days: 3, now: before, busy: [] });
    expect(slots.map((slot) => slot.start)).toEqual([
      '2026-03-07T14:00:00Z',
      '2026-03-08T13:00:00Z',
      '2026-03-09T13:00:00Z',
    ]);
    // London leaves summer time on Sunday 25 October 2026: 09:00 is 08:00 UTC before, 09:00 UTC after.
    const london = open({ timezone: 'Europe/London', weekly: [0, 6].map(weekdayAtNine) });
    const autumn = freeSlots({
      availability: london,
      from: '2026-10-24',
      days: 2,
      now: new Date('2026-10-01T00:00:00Z'),
      busy: [],
    });
    expect(autumn.map((slot) => slot.start)).toEqual(['2026-10-24T08:00:00Z', '2026-10-25T09:00:00Z']);
  });

  it('starts "today" in the business zone, not in UTC', () => {
    // 20:00 UTC on Monday is already Tuesday in India.
    expect(todayIn('Asia/Kolkata', new Date('2026-11-23T20:00:00Z'))).toBe('2026-11-24');
    expect(todayIn('America/New_York', new Date('2026-11-23T03:00:00Z'))).toBe('2026-11-22');
  });
});

function weekdayAtNine(weekday: number) {
  return { weekday, start: '09:00', end: '10:00' };
}

describe('checking a requested time', () => {
  const query: Parameters<typeof checkSlot>[1] = {
    availability: open({ min_notice_hours: 12, days_ahead: 30 }),
    now: MONDAY_MORNING,
    busy: [],
  };

  it('accepts a free slot and gives its end', () => {
    expect(checkSlot(new Date('2026-11-24T03:30:00Z'), query)).toEqual({
      ok: true,
      slot: { start: '2026-11-24T03:30:00Z', end: '2026-11-24T04:30:00Z' },
    });
    // The same instant written with the India offset.
    expect(checkSlot(new Date('2026-11-24T09:00:00+05:30'), query).ok).toBe(true);
  });

  it('refuses with the reason: outside hours, past, too soon, too far, blocked, taken', () => {
    const reason = (iso: string, overrides: Partial<typeof query> = {}) => {
      const result = checkSlot(new Date(iso), { ...query, ...overrides });
      return result.ok ? 'free' : result.reason;
    };
    expect(reason('2026-11-24T03:00:00Z')).toBe(BOOKING_MESSAGES.slotOutsideHours); // 08:30, before the hours
    expect(reason('2026-11-24T03:31:00Z')).toBe(BOOKING_MESSAGES.slotOutsideHours); // not a slot's start
    expect(reason('2026-11-29T03:30:00Z')).toBe(BOOKING_MESSAGES.slotOutsideHours); // a Sunday
    expect(reason('2026-11-23T02:15:00Z', { now: new Date('2026-11-23T02:00:00Z') })).toBe(
      BOOKING_MESSAGES.slotOutsideHours,
    );
    expect(reason('2026-11-16T03:30:00Z')).toBe(BOOKING_MESSAGES.slotInPast);
    expect(reason('2026-11-23T12:15:00Z')).toBe(BOOKING_MESSAGES.slotTooSoon); // Monday 17:45, within 12 hours
    expect(reason('2026-12-23T03:30:00Z')).toBe(BOOKING_MESSAGES.slotTooFar); // 30 days ahead and a bit
    expect(reason('2026-12-22T03:30:00Z')).toBe('free'); // 29 days ahead
    // Exactly at the edges: a slot starting now has passed; one starting exactly 30 days on is too far.
    const noNotice = open({ min_notice_hours: 0 });
    expect(reason('2026-11-24T03:30:00Z', { availability: noNotice, now: new Date('2026-11-24T03:30:00Z') })).toBe(
      BOOKING_MESSAGES.slotInPast,
    );
    expect(reason('2026-11-24T03:30:00Z', { availability: noNotice, now: new Date('2026-11-24T03:29:59Z') })).toBe(
      'free',
    );
    const atEdge = new Date(Date.parse('2026-12-24T03:30:00Z') - 30 * 86_400_000);
    expect(reason('2026-12-24T03:30:00Z', { now: atEdge })).toBe(BOOKING_MESSAGES.slotTooFar);
    expect(reason('2026-12-24T03:30:00Z', { now: new Date(atEdge.getTime() + 1) })).toBe('free');
    const blocked = open({
      min_notice_hours: 12,
      blocked: [{ start: '2026-11-24T09:30', end: '2026-11-24T10:00', reason: '' }],
    });
    expect(reason('2026-11-24T03:30:00Z', { availability: blocked })).toBe(BOOKING_MESSAGES.slotBlocked);
    const busy = [{ start: '2026-11-24T03:30:00Z', end: '2026-11-24T04:30:00Z' }];
    expect(reason('2026-11-24T03:30:00Z', { busy })).toBe(BOOKING_MESSAGES.slotTaken);
  });

  it('looks at the day a slot starts on in the business zone', () => {
    // 00:30 on Tuesday in India is still Monday in UTC.
    const night = open({ weekly: [{ weekday: 2, start: '00:30', end: '01:30' }] });
    expect(checkSlot(new Date('2026-11-23T19:00:00Z'), { ...query, availability: night }).ok).toBe(true);
    expect(periodAround(new Date('2026-11-23T19:00:00Z'), 'Asia/Kolkata')).toEqual({ from: '2026-11-23', days: 3 });
  });
});

describe('instants', () => {
  it('are written in UTC to the second, so equal instants are equal strings', () => {
    expect(utcIso(new Date('2026-11-24T09:00:00.400+05:30'))).toBe('2026-11-24T03:30:00Z');
  });
});
