// The build's ASCII rewrite: the escaped code means the same, and the built server is pure ASCII (so V8 keeps its
// source as one-byte text).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { escapeNonAscii } from '../ascii-source.mjs';

/** Evaluates an expression written as source code. */
const run = (code: string): unknown => new Function(`return (${code});`)();

describe('escapeNonAscii', () => {
  it('keeps a regular expression matching what it matched', () => {
    const source = "/“(.*?)”|‘(.*?)’/.exec('say “hi” now')[1]";
    const escaped = escapeNonAscii(source);
    expect(escaped).toBe(String.raw`/\u201C(.*?)\u201D|\u2018(.*?)\u2019/.exec('say \u201Chi\u201D now')[1]`);
    expect(run(escaped)).toBe('hi');
  });

  it('replaces an escaped character by its escape, and keeps escaped backslashes before one', () => {
    expect(escapeNonAscii(String.raw`/\•/`)).toBe(String.raw`/\u2022/`);
    expect(run(escapeNonAscii(String.raw`/^\•$/.test('•')`))).toBe(true);
    expect(escapeNonAscii(String.raw`'\\•'`)).toBe(String.raw`'\\\u2022'`);
    expect(run(escapeNonAscii(String.raw`'\\•'`))).toBe('\\•');
  });

  it('writes a character above U+FFFF as its surrogate pair, with and without the u flag', () => {
    expect(escapeNonAscii('"🥗"')).toBe(String.raw`"\uD83E\uDD57"`);
    expect(run(escapeNonAscii("/^🥗$/u.test('🥗')"))).toBe(true);
    expect(run(escapeNonAscii("/^[🥗]$/u.test('🥗')"))).toBe(true);
    expect(run(escapeNonAscii("'a🥗b'.length"))).toBe(4);
  });

  it('leaves ASCII code as it is', () => {
    const code = String.raw`const a = "\u00e9"; /\d+/.test(a) && \`x\${a}\``;
    expect(escapeNonAscii(code)).toBe(code);
  });
});

describe('the built server (npm test builds it first)', () => {
  it('is pure ASCII', () => {
    const code = readFileSync(new URL('../dist/server.cjs', import.meta.url), 'latin1');
    expect(code.length).toBeGreaterThan(1_000_000);
    expect(/[^\0-\x7f]/.exec(code)).toBeNull();
  });
});
