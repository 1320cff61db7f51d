// What public pages and route configs know of the pages the owner edits: which pages there are and where, the
// business's names their words may hold ({business_name}, {owner_name}, {owner_short_name}, filled from Settings so
// default words follow a renamed business), and the icons a list item may show. No schema here: visitors load this.

export const SITE_PAGE_KEYS = ['home', 'about', 'services', 'contact'] as const;
export type SitePageKey = (typeof SITE_PAGE_KEYS)[number];

/** The portal's name for each page, and its address on the site. */
export const SITE_PAGES: Record<SitePageKey, { label: string; path: string }> = {
  home: { label: 'Home', path: '/' },
  about: { label: 'About', path: '/about' },
  services: { label: 'Services', path: '/services' },
  contact: { label: 'Contact', path: '/contact' },
};

/** The site's own pages a button or link on an edited page may lead to. */
export const PAGE_LINK_PATHS = [
  '/',
  '/services',
  '/disease-management',
  '/transformations',
  '/recipes',
  '/blog',
  '/about',
  '/contact',
] as const;
export type PageLinkPath = (typeof PAGE_LINK_PATHS)[number];

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
  'trending-down',
  'trending-up',
  'heart-pulse',
  'video',
  'message-circle',
  'globe',
  'clipboard-list',
  'calendar-check',
  'users',
  'award',
  'scale',
  'activity',
] as const;
export type PageIcon = (typeof PAGE_ICONS)[number];
