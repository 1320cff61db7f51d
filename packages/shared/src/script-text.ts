// Text inside an inline <script>: escaped so the HTML parser hands the script engine exactly the text the server
// wrote (and hashed for the content-security policy), and so no stored string can end the script early.

/**
 * What an HTML parser changes in a script's text: NUL becomes U+FFFD and CR or CRLF becomes LF. A lone surrogate
 * cannot be written as UTF-8 at all; the page would carry U+FFFD in its place.
 */
const PARSER_CHANGED = /\0|\r\n?|[\uD800-\uDFFF]/gu;

/** Characters that could end a script or open an HTML comment in it, and the two that end a line in old engines. */
const MARKUP = /[<>&\u2028\u2029]/g;

const unicodeEscape = (char: string) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;

/**
 * Script text, JavaScript or JSON, with what the parser would change escaped. Safe on code: in valid JavaScript and
 * JSON a NUL or a lone surrogate can only stand inside a string, template, regular expression or comment, where the
 * escape means the same character, and a line break outside them means the same as LF.
 */
export function escapeParserChanges(text: string): string {
  return text.replace(PARSER_CHANGED, (char) => (char.startsWith('\r') ? '\n' : unicodeEscape(char)));
}

/**
 * JSON for an inline script or data block: JSON.stringify escapes controls and lone surrogates already; "<", ">" and
 * "&" are escaped too, so "</script>" and "<!--" in a value are plain text, and U+2028/U+2029 for old parsers.
 */
export function jsonForScript(value: unknown): string {
  return (JSON.stringify(value) ?? 'null').replace(MARKUP, unicodeEscape);
}
