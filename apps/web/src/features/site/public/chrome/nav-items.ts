// The navigation of the public site, in the spec's order, and the addresses its menus link to.
import { CONSULTATION_SECTION_ID } from '@coach/shared';
import type { ServiceLink } from '@/features/site/site-details';
import type { AppPath } from '@/lib/links';

/** `servicesMenu`: the item opens the menu of services (from the published Services page) instead of linking. */
export type NavItem = { label: string; to: AppPath; servicesMenu?: true };

export const NAV_ITEMS: NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Services', to: '/services', servicesMenu: true },
  { label: 'Disease Management', to: '/disease-management' },
  { label: 'Transformations', to: '/transformations' },
  { label: 'Recipes', to: '/recipes' },
  { label: 'Blog', to: '/blog' },
  { label: 'About', to: '/about' },
  { label: 'Contact', to: '/contact' },
];

/** Book Consultation: the form's section of /contact (enhance/site-nav.ts scrolls to it when already there). */
export const CONSULTATION_HREF = `/contact#${CONSULTATION_SECTION_ID}`;

/** A service's address in the menus: its page, at its section when it has one. */
export const serviceHref = (link: ServiceLink) => (link.hash ? `${link.to}#${link.hash}` : link.to);

/** The active item for a path: exact for home, prefix for the rest (so /blog/12 highlights Blog). */
export function isActivePath(itemPath: string, pathname: string): boolean {
  if (itemPath === '/') return pathname === '/';
  return pathname === itemPath || pathname.startsWith(`${itemPath}/`);
}
