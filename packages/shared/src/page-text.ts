// What a page's stored words may hold beyond plain text, for the public pages to fill in: the business's names from
// Settings, written as {business_name}, {owner_name} and {owner_short_name}, so default words follow a renamed
// business; and the names of the icons a list item may show. No schema here: public pages import this.

/** The names a page's text may refer to; each is replaced with the Settings field of the same name. */
export const IDENTITY_TOKENS = ['business_name', 'owner_name', 'owner_short_name'] as const;
type Identity = Record<(typeof IDENTITY_TOKENS)[number], string>;

const TOKEN = /\{(business_name|owner_name|owner_short_name)\}/g;

/** The text with {business_name}, {owner_name} and {owner_short_name} replaced; any other braces are left as typed. */
export function fillIdentity(text: string, site: Identity): string {
  return text.replace(TOKEN, (_, name: keyof Identity) => site[name]);
}

/** The icons an owner can give a value or a card (drawn by the web app; the stored value is the name). */
export const PAGE_ICONS = [
  'target',
  'microscope',
  'hand-heart',
  'leaf',
  'heart',
  'star',
  'sparkles',
  'shield',
] as const;
export type PageIcon = (typeof PAGE_ICONS)[number];
