import { describe, expect, it } from 'vitest';
import { parseStat, statAt } from './stat-counters';

describe('a headline figure', () => {
  it('is read as a number between its words', () => {
    expect(parseStat('100+')).toEqual({ prefix: '', value: 100, decimals: 0, suffix: '+' });
    expect(parseStat('4.8/5')).toEqual({ prefix: '', value: 4.8, decimals: 1, suffix: '/5' });
    expect(parseStat('£2k')).toEqual({ prefix: '£', value: 2, decimals: 0, suffix: 'k' });
    expect(parseStat('Many')).toBeNull();
  });

  it('counts from zero to its target, keeping its decimals and words', () => {
    const stat = parseStat('4.8/5');
    if (!stat) throw new Error('not read');
    expect(statAt(stat, 0)).toBe('0.0/5');
    expect(statAt(stat, 0.5)).toBe('4.2/5');
    expect(statAt(stat, 1)).toBe('4.8/5');
    expect(statAt(stat, 1.5)).toBe('4.8/5');
    const clients = parseStat('100+');
    if (!clients) throw new Error('not read');
    expect(statAt(clients, 0.5)).toBe('88+');
  });
});
