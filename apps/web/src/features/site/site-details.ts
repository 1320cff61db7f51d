// The business details of this installation (name, phone, e-mail, hours, social links, logo, the services the menus
// name), as the server rendered them.
import { type BusinessSettings, fillIdentity, type PageLinkPath, type SiteLogo } from '@coach/shared';
import { useRouteContext } from '@tanstack/react-router';

export function useSiteDetails(): BusinessSettings {
  return useRouteContext({ from: '__root__', select: (context) => context.config.site });
}

/** The owner's uploaded logo, as the server rendered the page; null shows the shipped one. */
export function useSiteLogo(): SiteLogo | null {
  return useRouteContext({ from: '__root__', select: (context) => context.config.logo });
}

/** A service as the menus link it: its name filled from Settings, its page and its place there. */
export type ServiceLink = { label: string; to: PageLinkPath; hash: string | undefined };

/**
 * The services the menus name, from the published Services page: the header's Services menu lists those on /services
 * (a service with a page of its own has its own entry in the navigation), the footer all of them.
 */
export function useServiceLinks(): { menu: ServiceLink[]; footer: ServiceLink[] } {
  const links = useRouteContext({ from: '__root__', select: (context) => context.config.serviceLinks });
  const site = useSiteDetails();
  const footer = links.map((link) => ({
    label: fillIdentity(link.label, site),
    to: link.path,
    hash: link.hash ?? undefined,
  }));
  return { menu: footer.filter((link) => link.to === '/services'), footer };
}

export const telLink = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
