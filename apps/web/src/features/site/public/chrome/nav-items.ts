// The navigation of the public site, in the spec's order.
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

/** The active item for a path: exact for home, prefix for the rest (so /blog/12 highlights Blog). */
export function isActivePath(itemPath: string, pathname: string): boolean {
  if (itemPath === '/') return pathname === '/';
  return pathname === itemPath || pathname.startsWith(`${itemPath}/`);
}
