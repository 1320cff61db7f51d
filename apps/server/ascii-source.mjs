// Makes a built bundle pure ASCII. V8 keeps a script's whole source in memory, one byte per character only when every
// character is Latin-1; a single other character (esbuild escapes them in strings but leaves regular-expression
// literals as written, e.g. a library's /“(.*?)”/) makes it a two-byte string: 20 MB instead of 10 for the server.
// Each such character becomes its \uXXXX escape, which means the same in a regular expression, string, template or
// identifier. Only `RegExp#source` spells it differently.
import { readFileSync, writeFileSync } from 'node:fs';

const NON_ASCII = /(\\*)([^\0-\x7f])/gu;

/** `code` with every non-ASCII character written as \u escapes (a pair of them above U+FFFF). */
export function escapeNonAscii(code) {
  return code.replace(NON_ASCII, (_, backslashes, char) => {
    let escaped = '';
    for (let i = 0; i < char.length; i++)
      escaped += `\\u${char.charCodeAt(i).toString(16).toUpperCase().padStart(4, '0')}`;
    // An odd run of backslashes escaped the character itself (/\•/ is /•/): the \u escape replaces that escape.
    return (backslashes.length % 2 === 1 ? backslashes.slice(1) : backslashes) + escaped;
  });
}

/** Rewrites a built file in place; returns how many characters were escaped. */
export function makeFileAscii(path) {
  const code = readFileSync(path, 'utf8');
  const count = code.match(NON_ASCII)?.length ?? 0;
  if (count > 0) writeFileSync(path, escapeNonAscii(code));
  return count;
}
