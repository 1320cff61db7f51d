// The characters each web font face covers (CSS unicode-range). The browser fetches a face only for text in its range,
// so Playfair Display's latin face is cut in two: a small core of the characters nearly every heading is written in
// (fetched with the first screen), and the rest of latin, fetched only for a heading that uses one of them (an
// owner's "Café", say). The core file is made at build time from Fontsource's (scripts/font-subsets.ts).

/** Fontsource's latin subset. */
export const LATIN =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';
/** Fontsource's latin-ext subset. */
export const LATIN_EXT =
  'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF';

/** Printable ASCII, the no-break space, typographic quotes and dashes, the ellipsis, the bullet and a few signs. */
export const CORE_TEXT = `${Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).join('')}\u00a0\u00b0\u00d7\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac\u00a3`;

type Span = [first: number, last: number];

function spansOf(range: string): Span[] {
  return range.split(',').map((part) => {
    const [first = '', last = first] = part.trim().replace(/^U\+/i, '').split('-');
    return [Number.parseInt(first, 16), Number.parseInt(last, 16)];
  });
}

const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, '0');
const rangeOf = (spans: Span[]) =>
  spans.map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`)).join(',');

/** The code points of `text`, as a unicode-range in ascending order with neighbours joined. */
export function unicodeRangeOf(text: string): string {
  const codes = [...new Set([...text].map((char) => char.codePointAt(0)!))].sort((a, b) => a - b);
  const spans: Span[] = [];
  for (const code of codes) {
    const last = spans.at(-1);
    if (last && last[1] === code - 1) last[1] = code;
    else spans.push([code, code]);
  }
  return rangeOf(spans);
}

/** `range` without the code points of `text`. */
export function rangeWithout(range: string, text: string): string {
  const removed = new Set([...text].map((char) => char.codePointAt(0)!));
  const spans: Span[] = [];
  for (const [first, last] of spansOf(range)) {
    let start: number | null = null;
    for (let code = first; code <= last + 1; code++) {
      const kept = code <= last && !removed.has(code);
      if (kept && start === null) start = code;
      if (!kept && start !== null) {
        spans.push([start, code - 1]);
        start = null;
      }
    }
  }
  return rangeOf(spans);
}
