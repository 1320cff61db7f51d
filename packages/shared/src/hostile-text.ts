// Strings that have broken pages elsewhere, for tests: each is stored or refused, then shown on every page.

/** What a person can type or paste: the text schemas accept these, and every page must show them unharmed. */
export const TYPEABLE_HOSTILE_TEXT = {
  scriptEnd: '</script><script>alert(1)</script>',
  htmlComment: 'before <!-- after',
  cdataEnd: 'a ]]> b',
  lineSeparators: 'one\u2028two\u2029three',
  rightToLeftOverride: 'abc \u202Edcb',
  zeroWidthJoiners: 'zero\u200Dwidth\u200Cjoiners\u200B',
  emoji: 'family 👨‍👩‍👧‍👦 flag 🏳️‍🌈 thumbs 👍🏽',
  longWord: 'W'.repeat(10_000),
  ampersandsAndQuotes: `Tom & Jerry's "best" <b>bold</b> &amp; 'quoted'`,
  lineBreaks: 'first\r\nsecond\rthird\nfourth\ttab',
} as const;

/** What no person types: the text schemas refuse (or strip) these, and pages must survive them in old databases. */
export const UNTYPEABLE_HOSTILE_TEXT = {
  nul: 'nul\u0000inside',
  c0Controls: 'bell\u0007 escape\u001B unit\u001F vertical\u000B feed\u000C',
  deleteAndC1: 'del\u007F c1\u0080 nel\u0085 last\u009F',
  loneHighSurrogate: 'high \uD800 alone',
  loneLowSurrogate: '\uDC00 low first',
  noncharacters: 'non \uFDD0 \uFFFE \uFFFF',
} as const;

export const HOSTILE_TEXT = { ...TYPEABLE_HOSTILE_TEXT, ...UNTYPEABLE_HOSTILE_TEXT } as const;
