import { describe, expect, it } from 'vitest';
import {
  addDays,
  formatDateTime,
  formatDay,
  formatTime,
  groupByDay,
  intlWallClock,
  wallClock,
  zoneName,
} from './slot-time';

describe('booking times for a visitor', () => {
  it('shows one business slot at the visitor’s wall-clock time across the visitor’s daylight-saving change', () => {
    // 09:00 in India is 22:30 the evening before in New York in winter, 23:30 once New York is on daylight time.
    const beforeChange = '2026-03-06T03:30:00Z';
    const afterChange = '2026-03-10T03:30:00Z';
    expect(formatTime(beforeChange, 'America/New_York')).toBe('10:30 pm');
    expect(formatTime(afterChange, 'America/New_York')).toBe('11:30 pm');
    expect(formatTime(beforeChange, 'Asia/Kolkata')).toBe('9:00 am');
    expect(formatTime(afterChange, 'Asia/Kolkata')).toBe('9:00 am');
    expect(zoneName('America/New_York', beforeChange)).toBe('Eastern Standard Time');
    expect(zoneName('America/New_York', afterChange)).toBe('Eastern Daylight Time');
  });

  it('groups slots into the visitor’s days, which need not be the business’s', () => {
    const slots = [
      { start: '2026-11-24T03:30:00Z', end: '2026-11-24T04:30:00Z' },
      { start: '2026-11-24T12:15:00Z', end: '2026-11-24T13:15:00Z' },
      { start: '2026-11-25T03:30:00Z', end: '2026-11-25T04:30:00Z' },
    ];
    // In New York the first slot is still Monday evening.
    const days = groupByDay(slots, 'America/New_York');
    expect(days.map((d) => [d.key, d.slots.length])).toEqual([
      ['2026-11-23', 1],
      ['2026-11-24', 2],
    ]);
    expect(days[0]!.label).toBe('Mon 23 Nov');
    expect(groupByDay(slots, 'Asia/Kolkata').map((d) => d.slots.length)).toEqual([2, 1]);
  });

  it('writes a booked time in full', () => {
    expect(formatDateTime('2026-11-24T03:30:00Z', 'Asia/Kolkata')).toBe('Tuesday, 24 November 2026 at 9:00 am');
    expect(formatDateTime('2027-01-03T18:29:00Z', 'Asia/Kolkata')).toBe('Sunday, 3 January 2027 at 11:59 pm');
    expect(formatDateTime('2026-06-30T18:30:00Z', 'Asia/Kolkata')).toBe('Wednesday, 1 July 2026 at 12:00 am');
    expect(formatDay('2026-05-09T06:30:00Z', 'Europe/London')).toBe('Sat 9 May');
    expect(formatTime('2026-05-09T11:05:00Z', 'Europe/London')).toBe('12:05 pm');
  });

  it('reads the wall clock through Temporal as the browsers without it do through Intl', () => {
    expect(typeof (globalThis as { Temporal?: unknown }).Temporal).toBe('object');
    const zones = [
      'Asia/Kolkata',
      'America/New_York',
      'Europe/London',
      'Australia/Lord_Howe',
      'Pacific/Kiritimati',
      'UTC',
    ];
    // Midnights, noons, both sides of daylight-saving changes, a leap day, every weekday.
    const instants = [
      '2026-03-08T06:59:00Z',
      '2026-03-08T07:00:00Z',
      '2026-03-29T00:59:00Z',
      '2026-03-29T01:00:00Z',
      '2026-10-25T00:30:00Z',
      '2026-10-25T01:30:00Z',
      '2028-02-29T12:00:00Z',
      ...Array.from({ length: 7 }, (_, day) => `2026-11-${String(23 + day).padStart(2, '0')}T18:30:00Z`),
      '2026-12-31T23:59:00Z',
    ];
    for (const zone of zones) {
      for (const at of instants) expect(wallClock(at, zone), `${at} in ${zone}`).toEqual(intlWallClock(at, zone));
    }
  });
});

describe('addDays on YYYY-MM-DD dates', () => {
  it('rolls over month and year ends, leap days included, in both directions', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-11-24', 0)).toBe('2026-11-24');
  });

  it('counts whole days across a daylight-saving change in the browser’s zone', () => {
    // In a zone with daylight saving, a local day is 23 or 25 hours long there; the dates must not slip either way.
    const zone = process.env.TZ;
    try {
      for (const tz of ['Europe/London', 'America/New_York']) {
        process.env.TZ = tz;
        expect(addDays('2026-03-29', 1)).toBe('2026-03-30'); // Europe springs forward on the 29th
        expect(addDays('2026-10-25', 1)).toBe('2026-10-26'); // and falls back on the 25th
        expect(addDays('2026-03-08', 1)).toBe('2026-03-09'); // the United States spring forward on the 8th
        expect(addDays('2026-03-05', 7)).toBe('2026-03-12');
        expect(addDays('2026-11-05', -7)).toBe('2026-10-29');
      }
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});
