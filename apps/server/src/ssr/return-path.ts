// Where a public form's answer leads back to: a page of this site, never another site or a private address.

/** The page a form says it was sent from, if it is a public page of this site; else the home page. */
export function returnPathOf(value: unknown): string {
  if (typeof value !== 'string' || value.length > 2000) return '/';
  // A path of this site only: not "//host", not "/\host", not the portal, the API or the posts themselves.
  if (!/^\/(?![/\\])/.test(value) || /[\s\\]/.test(value)) return '/';
  if (/^\/(admin|api|forms|trpc)(\/|\?|$)/.test(value)) return '/';
  return value;
}
