// The owner's logo and the favicon set made from it: the icons' addresses and sizes, the stored record, the messages.
// No schema here: every page's head reads the icons' addresses (the server checks the stored record with its own).

/** The icons drawn from the logo on every upload, each at a stable address on the site. */
export const LOGO_ICONS = {
  favicon: { path: '/favicon-32.png', size: 32 },
  appleTouch: { path: '/apple-touch-icon.png', size: 180 },
  manifestSmall: { path: '/icon-192.png', size: 192 },
  manifestLarge: { path: '/icon-512.png', size: 512 },
} as const;
export type LogoIconName = keyof typeof LOGO_ICONS;

/** The file types a logo may be; an SVG is sanitised, the others re-encoded. */
export const LOGO_ACCEPT = 'image/svg+xml,image/png,image/jpeg,image/webp';

export const LOGO_MESSAGES = {
  notALogo: 'The logo must be an SVG, PNG, JPEG or WebP image',
  missing: 'logo: Choose an image file for the logo',
  entities: 'The SVG declares entities or a document type; save it again without them',
  uploaded: 'Logo saved',
  removed: 'Logo removed',
} as const;

/** The logo as Settings keep it (under `site_logo`): its folder under uploads is named by its version. */
export type StoredLogo = { version: string; file: 'logo.svg' | 'logo.webp'; width: number; height: number };

/** What pages know of the logo: its address, its drawn size, and the version the icons' addresses carry. */
export type SiteLogo = { src: string; version: string; width: number; height: number };

export const siteLogoOf = (stored: StoredLogo): SiteLogo => ({
  src: `/uploads/logo/${stored.version}/${stored.file}`,
  version: stored.version,
  width: stored.width,
  height: stored.height,
});

/** An icon's address for a page or the manifest: with the logo's version, so a new upload is a new address. */
export const logoIconHref = (name: LogoIconName, logo: Pick<SiteLogo, 'version'> | null) =>
  logo ? `${LOGO_ICONS[name].path}?v=${logo.version}` : LOGO_ICONS[name].path;
