// Whether the owner runs a campaign banner for this page (GET /api/banners/active, with the public token): loaded by
// the popups' script once the page has loaded and the browser is idle, so neither the lookup nor the token's code
// weighs on a page's first script. A banner's own drawing loads only when there is one (banner-popup.ts).
import { normalizePagePath, type PublicBanner } from '@coach/shared';
import { readPublicConfig } from '@/lib/public-config';
import { publicFetch } from './public-fetch';

async function activeBanner(apiKey: string, path: string): Promise<PublicBanner | null> {
  const response = await publicFetch(apiKey, `/api/banners/active?path=${encodeURIComponent(path)}`);
  if (!response.ok) throw new Error(`Banner lookup failed (${response.status})`);
  return ((await response.json()) as { banner: PublicBanner | null }).banner;
}

/** Looks the banner up; if there is one, `onBanner` runs (the consultation popup stands down) and the banner shows. */
export async function showCampaignBanner(doc: Document, onBanner: () => void): Promise<void> {
  const config = readPublicConfig();
  const banner = await activeBanner(config.apiKey, normalizePagePath(doc.location.pathname));
  if (!banner) return;
  onBanner();
  const { showBannerPopup } = await import('./banner-popup');
  // The business settings' number when the owner set one, else the configured default.
  showBannerPopup(doc, banner, config.apiKey, config.site?.whatsapp_number || config.whatsappNumber);
}
