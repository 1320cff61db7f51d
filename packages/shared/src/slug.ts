// The display slug of a post title, by the spec's rule.
/** Lowercase, drop everything but letters, digits, spaces and hyphens, turn whitespace runs into hyphens. */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s+/g, '-');
}

/** A recipe's public address: its id, then its title's slug ("/recipes/12-masala-oats"); the bare id resolves too. */
export function recipePath(recipe: { id: number; title: string }): string {
  const slug = slugify(recipe.title).replace(/-{2,}/g, '-').replace(/^-|-$/g, '');
  return slug ? `/recipes/${recipe.id}-${slug}` : `/recipes/${recipe.id}`;
}

/** The id in a recipe address segment ("12", "12-masala-oats"), or undefined when it does not start with one. */
export function recipeIdFromSegment(segment: string): number | undefined {
  const match = /^([1-9]\d{0,15})(?:-[^/]*)?$/.exec(segment);
  return match ? Number(match[1]) : undefined;
}
