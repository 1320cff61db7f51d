// The display slug of a post title, by the spec's rule.
/** Lowercase, drop everything but letters, digits, spaces and hyphens, turn whitespace runs into hyphens. */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s+/g, '-');
}
