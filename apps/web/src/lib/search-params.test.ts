import { describe, expect, it } from 'vitest';
import { isoDay, searchParams, text } from './search-params';

describe('isoDay', () => {
  it('takes a day as a date input writes it', () => {
    expect(isoDay('2026-02-28')).toBe('2026-02-28');
    expect(isoDay('2024-02-29')).toBe('2024-02-29');
  });
  it('drops days that do not exist and other shapes', () => {
    expect(isoDay('2026-02-29')).toBeUndefined();
    expect(isoDay('2026-13-01')).toBeUndefined();
    expect(isoDay('2026-1-01')).toBeUndefined();
    expect(isoDay('2026-01-01T00:00:00Z')).toBeUndefined();
    expect(isoDay(20260101)).toBeUndefined();
  });
  it('leaves an invalid day out of the search, the other filters kept', () => {
    const parse = searchParams({ from: isoDay, admin: text(100) });
    expect(parse({ from: '2026-02-30', admin: 'aditi' })).toEqual({ admin: 'aditi' });
  });
});
