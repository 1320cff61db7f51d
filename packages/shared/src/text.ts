// Characters no person types (control characters, lone surrogates, noncharacters): found, stripped, and the zod
// checks with which every write path refuses or strips them, so stored text can always be shown.
import { z } from 'zod';

// The mutants disabled below make the pattern invalid: the module cannot load, and the mutation runner counts a test
// file that fails to load as no test failing.

/** The last two code points of each of the 17 planes (U+FFFE, U+FFFF, U+1FFFE ... U+10FFFF) are noncharacters. */
const PLANE_ENDS = Array.from({ length: 17 }, (_, plane) => {
  // Stryker disable next-line StringLiteral: an invalid pattern (see above)
  const prefix = plane ? plane.toString(16) : '';
  return `\\u{${prefix}FFFE}\\u{${prefix}FFFF}`;
}).join('');

const UNTYPEABLE_CLASS = [
  // C0 controls except tab (U+0009), line feed (U+000A) and carriage return (U+000D), which people do type.
  '\\u{0}-\\u{8}\\u{B}\\u{C}\\u{E}-\\u{1F}',
  // Delete and the C1 controls.
  '\\u{7F}-\\u{9F}',
  // Surrogates: with the u flag a well-formed pair is one code point outside this range, so only a lone one matches.
  '\\u{D800}-\\u{DFFF}',
  // Noncharacters.
  '\\u{FDD0}-\\u{FDEF}',
  PLANE_ENDS,
].join('');

/** One untypeable character; `test` and `search` only (no g flag, so no lastIndex to carry between calls). */
// Stryker disable next-line StringLiteral: without the u flag the pattern is invalid (see above)
export const UNTYPEABLE = new RegExp(`[${UNTYPEABLE_CLASS}]`, 'u');
// Stryker disable next-line StringLiteral: without the u flag the pattern is invalid (see above)
const UNTYPEABLE_ALL = new RegExp(UNTYPEABLE.source, 'gu');

/** The refusal's text; the REST error prefixes the field ("title: ..."). */
export const UNTYPEABLE_MESSAGE = 'Contains hidden characters that cannot be shown (such as control characters)';

/** Whether the text holds a character no person types. */
export const hasUntypeable = (text: string): boolean => UNTYPEABLE.test(text);

/** The text without those characters; everything else (tab, line breaks, emoji, any script) is left as it was. */
export const stripUntypeable = (text: string): string => text.replace(UNTYPEABLE_ALL, '');

/** What a text field does with those characters: `refuseUntypeable` or `normaliseUntypeable`. */
export type UntypeableRule = z.core.$ZodCheck<string>;

/**
 * For single-line fields (names, titles, addresses, labels, links): a person never types these characters, so a text
 * holding one was not typed and is refused, naming the field. Usage: `z.string().check(refuseUntypeable)`.
 */
export const refuseUntypeable = z.refine<string>((text) => !hasUntypeable(text), { message: UNTYPEABLE_MESSAGE });

/**
 * For long free text a person may paste (descriptions, messages, a post's HTML): refusing would lose their work, so the
 * characters are stripped. Put it before `.trim()` so a text that was only such characters ends up empty.
 */
export const normaliseUntypeable = z.overwrite<string>(stripUntypeable);

/**
 * The length limit every text field shares. Checks are given to one `.check()` rather than chained (`.trim().max()`):
 * zod keeps every schema of a chain alive, and the server holds some six hundred fields for as long as it runs.
 */
export const atMost = (max: number) => z.maxLength(max, `Must be at most ${max} characters`);

/** A required text field: trimmed, `required` when empty or missing, at most `max` characters. */
export const requiredText = (required: string, max: number, rule: UntypeableRule) =>
  z.string({ error: required }).check(rule, z.trim(), z.minLength(1, required), atMost(max));

/** An optional text field: trimmed, at most `max` characters, empty or missing meaning none (null). */
export const optionalText = (max: number, rule: UntypeableRule) =>
  z
    .string()
    .check(rule, z.trim(), atMost(max))
    .nullish()
    .transform((v) => v || null);
