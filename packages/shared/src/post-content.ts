// Rules on an article's HTML that the editor and the server share: every image described before the post is
// published (an accessibility rule the site adds), and the read time suggested from the length.

/** About this many words a minute: the usual figure for reading on a screen. */
export const READING_WORDS_PER_MINUTE = 200;

/** "N min read" for a text of this many words, never less than a minute. */
export function suggestedReadTime(words: number): string {
  return `${Math.max(1, Math.round(words / READING_WORDS_PER_MINUTE))} min read`;
}

/** Every `<img ...>` tag; a `>` inside a quoted value does not end it. Each step takes one character or a whole quote. */
const IMG_TAG = /<img(?=[\s/>])((?:[^>"']|"[^"]*"|'[^']*')*)>/gi;
/** One attribute at a time, its value whole, so `title="alt=x"` is a title and not an alt. */
const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/** The alt text of an image tag's attributes, or null when it has none. */
function altOf(attributes: string): string | null {
  for (const [, name, double, single, bare] of attributes.matchAll(ATTRIBUTE)) {
    if (name?.toLowerCase() === 'alt') return double ?? single ?? bare ?? '';
  }
  return null;
}

/** How many images of the HTML have no description: no alt attribute, or one that is only blanks. */
export function imagesWithoutAlt(html: string | null | undefined): number {
  let missing = 0;
  for (const [, attributes] of (html ?? '').matchAll(IMG_TAG)) {
    if (!altOf(attributes ?? '')?.trim()) missing += 1;
  }
  return missing;
}
