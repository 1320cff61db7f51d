// The business details of this installation (name, phone, e-mail, hours, social links, logo), as the server
// rendered them.
import type { BusinessSettings, SiteLogo } from '@coach/shared';
import { useRouteContext } from '@tanstack/react-router';

export function useSiteDetails(): BusinessSettings {
  return useRouteContext({ from: '__root__', select: (context) => context.config.site });
}

/** The owner's uploaded logo, as the server rendered the page; null shows the shipped one. */
export function useSiteLogo(): SiteLogo | null {
  return useRouteContext({ from: '__root__', select: (context) => context.config.logo });
}

export const telLink = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
