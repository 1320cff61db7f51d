import { describe, expect, it } from 'vitest';
import {
  conversionText,
  counted,
  formatPercent,
  lastDays,
  rangeText,
  selectedRange,
  shortDay,
  todayIn,
} from './analytics-range';

describe('the analytics range', () => {
  it('takes today in the business zone, which may differ from UTC', () => {
    const lateEveningUtc = new Date('2026-03-09T20:00:00Z');
    expect(todayIn('Asia/Kolkata', lateEveningUtc)).toBe('2026-03-10');
    expect(todayIn('America/New_York', lateEveningUtc)).toBe('2026-03-09');
    expect(todayIn('UTC', lateEveningUtc)).toBe('2026-03-09');
  });

  it('falls back to the browser zone for an unknown zone name', () => {
    const now = new Date('2026-03-09T12:00:00Z');
    expect(todayIn('Not/A_Zone', now)).toBe(todayIn(undefined, now));
    expect(todayIn(undefined, now)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('counts the last N days with today included, across month and year ends', () => {
    expect(lastDays(7, '2026-03-09')).toEqual({ from: '2026-03-03', to: '2026-03-09' });
    expect(lastDays(1, '2026-03-09')).toEqual({ from: '2026-03-09', to: '2026-03-09' });
    expect(lastDays(30, '2026-01-10')).toEqual({ from: '2025-12-12', to: '2026-01-10' });
    expect(lastDays(90, '2024-03-31')).toEqual({ from: '2024-01-02', to: '2024-03-31' });
  });

  it('uses the last 30 days unless the URL names a range or a custom from/to', () => {
    const today = '2026-03-09';
    expect(selectedRange({}, today)).toEqual({ kind: 30, from: '2026-02-08', to: today });
    expect(selectedRange({ range: 7 }, today)).toEqual({ kind: 7, from: '2026-03-03', to: today });
    expect(selectedRange({ range: 90 }, today)).toEqual({ kind: 90, from: '2025-12-10', to: today });
    expect(selectedRange({ range: 14 }, today)).toEqual({ kind: 30, from: '2026-02-08', to: today });
    expect(selectedRange({ range: 90, from: '2026-01-01', to: '2026-01-31' }, today)).toEqual({
      kind: 'custom',
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(selectedRange({ from: '2026-03-01' }, today)).toEqual({ kind: 'custom', from: '2026-03-01', to: today });
    expect(selectedRange({ to: '2026-03-01' }, today)).toEqual({ kind: 'custom', from: today, to: '2026-03-01' });
  });
});

describe('the analytics figures', () => {
  it('shows rates with at most one decimal', () => {
    expect(formatPercent(12.5)).toBe('12.5%');
    expect(formatPercent(0)).toBe('0%');
    expect(formatPercent(100)).toBe('100%');
    expect(formatPercent(33.333)).toBe('33.3%');
  });

  it('gives a row the share of its visitors that became leads, and no rate without visitors', () => {
    expect(conversionText(1, 3)).toBe('33.3%');
    expect(conversionText(0, 10)).toBe('0%');
    expect(conversionText(2, 0)).toBe('—');
  });

  it('names counts with their noun, singular for one', () => {
    expect(counted(1, 'visitor')).toBe('1 visitor');
    expect(counted(0, 'lead')).toBe('0 leads');
    expect(counted(2400, 'visitor')).toBe('2,400 visitors');
  });

  it('labels days and ranges in words, whatever the browser zone', () => {
    expect(shortDay('2026-03-09')).toBe('9 Mar');
    expect(rangeText({ from: '2026-03-03', to: '2026-03-09' })).toBe('3 Mar 2026 – 9 Mar 2026');
    expect(rangeText({ from: '2026-03-09', to: '2026-03-09' })).toBe('9 Mar 2026');
  });
});
