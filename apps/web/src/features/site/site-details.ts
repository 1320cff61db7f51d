// The business details of this installation (name, phone, e-mail, hours, social links), as the server rendered them.
import type { BusinessSettings } from '@coach/shared';
import { useRouteContext } from '@tanstack/react-router';

export function useSiteDetails(): BusinessSettings {
  return useRouteContext({ from: '__root__', select: (context) => context.config.site });
}

export const telLink = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
