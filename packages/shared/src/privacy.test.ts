import { describe, expect, it } from 'vitest';
import { personEmailSchema, retentionCutoff } from './privacy';

describe('retentionCutoff', () => {
  const at = (iso: string) => new Date(iso);
  it('goes back whole months, keeping the day and time', () => {
    expect(retentionCutoff(at('2026-05-15T10:30:00.000Z'), 3).toISOString()).toBe('2026-02-15T10:30:00.000Z');
  });
  it('crosses a year', () => {
    expect(retentionCutoff(at('2026-01-10T00:00:00.000Z'), 1).toISOString()).toBe('2025-12-10T00:00:00.000Z');
    expect(retentionCutoff(at('2026-01-10T00:00:00.000Z'), 25).toISOString()).toBe('2023-12-10T00:00:00.000Z');
  });
  it('takes the last day of a shorter month', () => {
    expect(retentionCutoff(at('2026-03-31T08:00:00.000Z'), 1).toISOString()).toBe('2026-02-28T08:00:00.000Z');
    expect(retentionCutoff(at('2028-03-31T08:00:00.000Z'), 1).toISOString()).toBe('2028-02-29T08:00:00.000Z');
    expect(retentionCutoff(at('2026-07-31T08:00:00.000Z'), 1).toISOString()).toBe('2026-06-30T08:00:00.000Z');
  });
});

describe('personEmailSchema', () => {
  it('trims and lower-cases the address', () => {
    expect(personEmailSchema.parse({ email: '  Ana@Example.COM ' })).toEqual({ email: 'ana@example.com' });
  });
  it('refuses a missing or malformed address', () => {
    expect(personEmailSchema.safeParse({}).success).toBe(false);
    expect(personEmailSchema.safeParse({ email: '' }).success).toBe(false);
    expect(personEmailSchema.safeParse({ email: 'not-an-address' }).success).toBe(false);
    expect(personEmailSchema.safeParse({ email: ['a@b.co', 'c@d.co'] }).success).toBe(false);
  });
});
