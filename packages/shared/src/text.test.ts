import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  hasUntypeable,
  normaliseUntypeable,
  optionalText,
  refuseUntypeable,
  requiredText,
  stripUntypeable,
  UNTYPEABLE,
} from './text';

const char = (codePoint: number) => String.fromCodePoint(codePoint);
const hex = (codePoint: number) => `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;

/** Each class of the rule with its edges: the first and last refused code points, and their allowed neighbours. */
const REFUSED = [
  0x0000, 0x0001, 0x0008, 0x000b, 0x000c, 0x000e, 0x001f, 0x007f, 0x0080, 0x0085, 0x009f, 0xfdd0, 0xfdef, 0xfffe,
  0xffff, 0x1fffe, 0x1ffff, 0x2fffe, 0xefffe, 0xfffff, 0x10fffe, 0x10ffff,
];
const ALLOWED = [
  0x0009, 0x000a, 0x000d, 0x0020, 0x007e, 0x00a0, 0x00e9, 0xd7ff, 0xe000, 0xfdcf, 0xfdf0, 0xfeff, 0xfffd, 0x10000,
  0x1fffd, 0x20000, 0x10fffd, 0x2028, 0x2029, 0x202e, 0x200d,
];

describe('the untypeable characters', () => {
  it.each(REFUSED.map((cp) => [hex(cp), cp]))('%s is one', (_, cp) => {
    expect(hasUntypeable(`a${char(cp)}b`)).toBe(true);
    expect(stripUntypeable(`a${char(cp)}b`)).toBe('ab');
  });

  it.each(ALLOWED.map((cp) => [hex(cp), cp]))('%s is not', (_, cp) => {
    expect(hasUntypeable(`a${char(cp)}b`)).toBe(false);
    expect(stripUntypeable(`a${char(cp)}b`)).toBe(`a${char(cp)}b`);
  });

  it('are exactly the 2176 code points of the rule, across all 17 planes', () => {
    let count = 0;
    for (let cp = 0; cp <= 0x10ffff; cp++) if (UNTYPEABLE.test(char(cp))) count++;
    // 29 C0 controls, delete and 32 C1 controls, 2048 surrogates, 32 + 34 noncharacters.
    expect(count).toBe(29 + 33 + 2048 + 32 + 34);
  });

  it('include a lone surrogate wherever it stands, never one of a pair', () => {
    const grin = '\u{1F600}';
    expect(hasUntypeable(grin)).toBe(false);
    expect(hasUntypeable('\uD83D')).toBe(true);
    expect(hasUntypeable(`ok \uD83D`)).toBe(true); // a high one at the end
    expect(hasUntypeable('\uDE00 ok')).toBe(true); // a low one at the start
    expect(hasUntypeable('\uDE00\uD83D')).toBe(true); // low before high is no pair
    expect(hasUntypeable('\uD83D\uD83D\uDE00')).toBe(true); // a high one before a whole pair
    expect(stripUntypeable(`\uDE00${grin}\uD83D`)).toBe(grin);
  });

  it('leave what people do write alone: line breaks, bidirectional marks, emoji sequences, markup, long words', () => {
    const texts = [
      'Tab\there,\r\nlines\nand\u2028separators\u2029',
      'abc \u202Eevil.exe\u202C and \u200F',
      '\u{1F469}\u200D\u{1F373} \u{1F44D}\u{1F3FD} \u{1F1EE}\u{1F1F3} \u0915\u094D\u200D\u0937',
      '</script><!-- ]]> <img src=x onerror=alert(1)> &amp;',
      'x'.repeat(10_000),
      'Crème brûlée, 寿司, नमस्ते, مرحبا',
    ];
    for (const text of texts) {
      expect(hasUntypeable(text)).toBe(false);
      expect(stripUntypeable(text)).toBe(text);
    }
  });

  it('are all removed from a text, however many and wherever they are', () => {
    expect(stripUntypeable('\u0000\u0001Oats\u007F \u0085with\uFFFE milk\u{10FFFF}\u0000')).toBe('Oats with milk');
    expect(stripUntypeable('\u0000\u0001')).toBe('');
    // The same call twice gives the same answer: no state is kept between calls.
    expect([hasUntypeable('a\u0000'), hasUntypeable('a\u0000')]).toEqual([true, true]);
  });
});

describe('the zod checks', () => {
  const title = z.string().trim().min(1).max(20).check(refuseUntypeable);
  const message = z.string().check(normaliseUntypeable).trim().max(20);

  it('refuses a single-line text holding one, saying why', () => {
    const result = title.safeParse('\u0000\u0001');
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: [],
        message: 'Contains hidden characters that cannot be shown (such as control characters)',
      }),
    ]);
    expect(title.parse('  Oats \u{1F963} ')).toBe('Oats \u{1F963}');
  });

  it('strips them from free text before trimming and measuring', () => {
    expect(message.parse('\u0000 Hello\u0001\n world \u0085')).toBe('Hello\n world');
    expect(message.parse('\u0000'.repeat(50))).toBe('');
    expect(message.safeParse('x'.repeat(21)).success).toBe(false);
  });
});

describe('the text fields', () => {
  const message = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

  it('a required one: trimmed, its message when missing, blank or not text, then its maximum and its rule', () => {
    const name = requiredText('Name is required', 5, refuseUntypeable);
    expect(name.parse('  Asha ')).toBe('Asha');
    for (const value of [undefined, '   ', 7]) expect(message(name, value)).toBe('Name is required');
    expect(message(name, 'Ashwini')).toBe('Must be at most 5 characters');
    expect(name.safeParse('As\u0000').success).toBe(false);
    expect(requiredText('Message is required', 5, normaliseUntypeable).parse(' \u0000Hi\u0085 ')).toBe('Hi');
    expect(message(requiredText('Message is required', 5, normaliseUntypeable), '\u0000')).toBe('Message is required');
  });

  it('an optional one: trimmed, null when empty or missing, then its maximum and its rule', () => {
    const note = optionalText(5, normaliseUntypeable);
    expect(note.parse(' Hi\u0000 ')).toBe('Hi');
    for (const value of [undefined, null, '', '  ', '\u0000']) expect(note.parse(value)).toBeNull();
    expect(message(note, 'Hello!')).toBe('Must be at most 5 characters');
    expect(optionalText(5, refuseUntypeable).safeParse('Hi\u0000').success).toBe(false);
  });
});
