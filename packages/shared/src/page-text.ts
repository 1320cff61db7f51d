// What public pages and route configs know of the pages the owner edits: which pages there are and where, the
// business's names their words may hold ({business_name}, {owner_name}, {owner_short_name}, filled from Settings so
// default words follow a renamed business), and the icons a list item may show. No schema here: visitors load this.

export const SITE_PAGE_KEYS = [
  'home',
  'about',
  'services',
  'disease-management',
  'contact',
  'privacy-policy',
  'terms-of-service',
  'disclaimer',
] as const;
export type SitePageKey = (typeof SITE_PAGE_KEYS)[number];

/** The portal's name for each page, and its address on the site. */
export const SITE_PAGES: Record<SitePageKey, { label: string; path: string }> = {
  home: { label: 'Home', path: '/' },
  about: { label: 'About', path: '/about' },
  services: { label: 'Services', path: '/services' },
  contact: { label: 'Contact', path: '/contact' },
  'disease-management': { label: 'Disease management', path: '/disease-management' },
  'privacy-policy': { label: 'Privacy policy', path: '/privacy-policy' },
  'terms-of-service': { label: 'Terms of service', path: '/terms-of-service' },
  disclaimer: { label: 'Disclaimer', path: '/disclaimer' },
};

/** The pages whose body is rich text (sections of sanitised HTML), each with the same schema. */
export const LEGAL_PAGE_KEYS = ['privacy-policy', 'terms-of-service', 'disclaimer'] as const satisfies SitePageKey[];
export type LegalPageKey = (typeof LEGAL_PAGE_KEYS)[number];
/** The date the legal pages' default words were written, shown as "Last updated" until a page is first published. */
export const LEGAL_DEFAULTS_DATE = '2026-11-21';

export const isLegalPage = (page: SitePageKey): page is LegalPageKey =>
  (LEGAL_PAGE_KEYS as readonly string[]).includes(page);

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

/** The Settings a rich-text page may name besides the identity: how to reach the owner, and how long leads are kept. */
export type PageHtmlDetails = Identity & {
  email: string;
  phone: string;
  consultation_hours: string;
  lead_retention_months: number | null;
};

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** What the owner's lead-retention setting says on a page, or nothing when leads are kept. */
export function leadRetentionSentence(months: number | null): string {
  if (!months) return '';
  return `Consultation requests and messages are deleted automatically ${months} ${months === 1 ? 'month' : 'months'} after we receive them, together with any booked time and the e-mails about them.`;
}

const HTML_TOKEN = /\{(business_name|owner_name|owner_short_name|consultation_hours|email|phone|lead_retention)\}/g;

/**
 * Sanitised rich text with its tokens filled from Settings, every value HTML-escaped: the names, the consultation
 * hours and the retention sentence as text, {email} and {phone} as links. Tokens are filled in text only, never
 * inside a tag, so no value can reach an attribute; a paragraph holding only {lead_retention} goes when leads are kept.
 */
export function fillPageHtml(html: string, site: PageHtmlDetails): string {
  const value = (name: string): string => {
    if (name === 'email') return `<a href="mailto:${escapeHtml(site.email)}">${escapeHtml(site.email)}</a>`;
    if (name === 'phone') {
      return `<a href="tel:${site.phone.replace(/[^\d+]/g, '')}">${escapeHtml(site.phone)}</a>`;
    }
    if (name === 'lead_retention') return escapeHtml(leadRetentionSentence(site.lead_retention_months));
    return escapeHtml(site[name as keyof Identity | 'consultation_hours']);
  };
  const withoutEmpty = site.lead_retention_months ? html : html.replace(/<p>\s*\{lead_retention\}\s*<\/p>/g, '');
  // Sanitised HTML has no ">" inside a tag (attribute values are escaped), so this splits tags from text.
  return withoutEmpty
    .split(/(<[^>]*>)/)
    .map((part) => (part.startsWith('<') ? part : part.replace(HTML_TOKEN, (_, name: string) => value(name))))
    .join('');
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
  'flower',
  'droplets',
  'activity',
  'stethoscope',
  'chart-line',
  'apple',
  'shield-check',
] as const;
export type PageIcon = (typeof PAGE_ICONS)[number];
