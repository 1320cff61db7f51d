// The public popup: the campaign banner that matches this page and date, or the built-in consultation popup. Only the
// lookup is here; the banner's own code loads when there is a banner to show (banner-popup.tsx).
import { normalizePagePath, type PublicBanner } from '@coach/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRouteContext, useRouterState } from '@tanstack/react-router';
import { lazy, type ReactNode, Suspense } from 'react';
import { publicFetch } from './public-fetch';

const BannerPopup = lazy(() => import('./banner-popup'));

async function fetchActiveBanner(apiKey: string, path: string): Promise<PublicBanner | null> {
  const response = await publicFetch(apiKey, `/api/banners/active?path=${encodeURIComponent(path)}`);
  if (!response.ok) throw new Error(`Banner lookup failed (${response.status})`);
  return ((await response.json()) as { banner: PublicBanner | null }).banner;
}

export function CampaignPopup({ fallback }: { fallback: ReactNode }) {
  const { config } = useRouteContext({ from: '__root__' });
  const path = normalizePagePath(useRouterState({ select: (s) => s.location.pathname }));
  const { data: banner } = useQuery({
    queryKey: ['campaign-banner', path],
    queryFn: () => fetchActiveBanner(config.apiKey, path),
    // While the next page's banner loads, the current choice stays mounted (no flash, no restarted timers).
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: false,
  });
  if (!banner) return fallback;
  // The business settings' number when the owner set one, else the configured default.
  const siteWhatsapp = config.site?.whatsapp_number || config.whatsappNumber;
  return (
    <Suspense fallback={null}>
      <BannerPopup key={banner.id} banner={banner} apiKey={config.apiKey} siteWhatsapp={siteWhatsapp} />
    </Suspense>
  );
}
