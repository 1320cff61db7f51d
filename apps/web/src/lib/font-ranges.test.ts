import { describe, expect, it } from 'vitest';
import { CORE_TEXT, LATIN, rangeWithout, unicodeRangeOf } from './font-ranges';

describe('font ranges', () => {
  it('write a text’s characters as ranges, neighbours joined, in order, each once', () => {
    expect(unicodeRangeOf('cab')).toBe('U+0061-0063');
    expect(unicodeRangeOf('z a\u2014a')).toBe('U+0020,U+0061,U+007A,U+2014');
    expect(unicodeRangeOf('')).toBe('');
  });

  it('take characters out of a range, keeping what is around them', () => {
    expect(rangeWithout('U+0020-0030', '!')).toBe('U+0020,U+0022-0030');
    expect(rangeWithout('U+0020-0022,U+00A0', ' "\u00a0')).toBe('U+0021');
    expect(rangeWithout('U+0041', 'B')).toBe('U+0041');
    expect(rangeWithout('u+41-43', 'C')).toBe('U+0041-0042');
  });

  it('leave every latin character to exactly one of the core and the rest', () => {
    const core = unicodeRangeOf(CORE_TEXT);
    const rest = rangeWithout(LATIN, CORE_TEXT);
    expect(core).toBe(
      'U+0020-007E,U+00A0,U+00A3,U+00B0,U+00D7,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026,U+20AC',
    );
    expect(rest.startsWith('U+0000-001F,U+007F-009F,U+00A1-00A2,U+00A4-00AF,U+00B1-00D6,U+00D8-00FF,')).toBe(true);
    expect(rest).toContain('U+2000-2012,U+2015-2017,U+201A-201B,U+201E-2021,U+2023-2025,U+2027-206F');
    expect(rest).not.toContain('U+20AC');
  });
});
