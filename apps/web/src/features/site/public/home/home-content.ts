// The home page's words as the owner published them in Pages (or her draft, behind a preview link), for the page and
// for each of its sections, with {business_name} and the other names filled from Settings.
import { fillIdentity } from '@coach/shared';
import { getRouteApi } from '@tanstack/react-router';
import { useSitePage } from '@/features/site/pages-api';
import { useSiteDetails } from '@/features/site/site-details';

const route = getRouteApi('/');

export function useHomeContent() {
  const { preview } = route.useSearch();
  const { content } = useSitePage('home', preview);
  const site = useSiteDetails();
  return {
    sections: content.sections,
    preview,
    site,
    fill: (text: string) => fillIdentity(text, site),
  };
}
