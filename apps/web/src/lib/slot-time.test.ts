import { describe, expect, it } from 'vitest';
import { formatDateTime, formatTime, groupByDay, zoneName } from './slot-time';

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
  });
});
