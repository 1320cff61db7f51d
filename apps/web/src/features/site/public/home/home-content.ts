// The home page's words as the owner published them in Pages (or her draft, behind a preview link), for the page and
// for each of its sections, with {business_name} and the other names filled from Settings.
import { fillIdentity, type HomePage } from '@coach/shared';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { sitePageQuery } from '@/features/site/pages-api';
import { useSiteDetails } from '@/features/site/site-details';
import { useApi } from '@/lib/data';

const route = getRouteApi('/');

export function useHomeContent() {
  const { trpc } = useApi();
  const { preview } = route.useSearch();
  const { data } = useSuspenseQuery(sitePageQuery(trpc, 'home', preview));
  const site = useSiteDetails();
  return {
    sections: (data as HomePage).sections,
    preview,
    site,
    fill: (text: string) => fillIdentity(text, site),
  };
}
