// The popups a visitor may see after a while, once the page has loaded and the browser is idle: the campaign banner
// for this page if the owner runs one (asked for at /api/banners/active; its own code loads only then), else the
// consultation popup the server drew closed (features/leads/public/consultation-popup.tsx), 5 s after arrival unless
// dismissed in the last 24 hours. Every way of closing the popup, its links included, is a dismissal.

import type { PublicBanner } from '@coach/shared';
import { isPopupSuppressed, normalizePagePath, POPUP_DELAY_MS, POPUP_DISMISSED_KEY } from '@coach/shared';
import { publicFetch } from '@/features/campaigns/public/public-fetch';
import { readStorage, writeStorage } from '@/lib/browser-storage';
import { readPublicConfig } from '@/lib/public-config';

const CONSULTATION_POPUP_ID = 'consultation-popup';

async function activeBanner(apiKey: string, path: string): Promise<PublicBanner | null> {
  const response = await publicFetch(apiKey, `/api/banners/active?path=${encodeURIComponent(path)}`);
  if (!response.ok) throw new Error(`Banner lookup failed (${response.status})`);
  return ((await response.json()) as { banner: PublicBanner | null }).banner;
}

/** Runs `then` once the page has loaded and the browser is idle: what can wait never weighs on the first paint. */
function afterLoad(view: Window, then: () => void) {
  const whenIdle = () => (view.requestIdleCallback ?? view.setTimeout)(() => then());
  if (view.document.readyState === 'complete') whenIdle();
  else view.addEventListener('load', whenIdle, { once: true });
}

export function enhancePopups(doc: Document, arrivedAt = Date.now()) {
  const view = doc.defaultView;
  const popup = doc.getElementById(CONSULTATION_POPUP_ID);
  if (!view || !(popup instanceof HTMLDialogElement)) return;
  popup.addEventListener('close', () => writeStorage(POPUP_DISMISSED_KEY, String(Date.now())));
  // Book Free Consultation and WhatsApp Us: the link is followed, and the popup is dismissed.
  popup.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('a:not([data-dialog-close])')) popup.close();
  });

  afterLoad(view, () => {
    let due: number | undefined;
    if (!isPopupSuppressed(Number(readStorage(POPUP_DISMISSED_KEY) ?? Number.NaN), Date.now())) {
      due = view.setTimeout(() => popup.showModal(), Math.max(0, arrivedAt + POPUP_DELAY_MS - Date.now()));
    }
    const config = readPublicConfig();
    activeBanner(config.apiKey, normalizePagePath(view.location.pathname))
      .then(async (banner) => {
        if (!banner) return;
        // The owner's campaign takes the consultation popup's place.
        view.clearTimeout(due);
        const { showBannerPopup } = await import('@/features/campaigns/public/banner-popup');
        // The business settings' number when the owner set one, else the configured default.
        showBannerPopup(doc, banner, config.apiKey, config.site?.whatsapp_number || config.whatsappNumber);
      })
      .catch(() => {
        // No banner could be had: the consultation popup stays as it was.
      });
  });
}
