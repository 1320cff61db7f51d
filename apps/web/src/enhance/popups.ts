// The popups a visitor may see after a while, once the page has loaded and the browser is idle: the campaign banner
// for this page if the owner runs one (its lookup's code loads then, its drawing only if there is one), else the
// consultation popup the server drew closed (features/leads/public/consultation-popup.tsx), 5 s after arrival unless
// dismissed in the last 24 hours. Every way of closing the popup, its links included, is a dismissal.
import { isPopupSuppressed, POPUP_DELAY_MS, POPUP_DISMISSED_KEY } from '@coach/shared';
import { arrivedAt } from '@/lib/arrival';
import { readStorage, writeStorage } from '@/lib/browser-storage';
import { closeDialog, showDialog } from '@/lib/modal-dialog';

const CONSULTATION_POPUP_ID = 'consultation-popup';

/** Runs `then` once the page has loaded and the browser is idle: what can wait never weighs on the first paint. */
function afterLoad(view: Window, then: () => void) {
  const whenIdle = () => (view.requestIdleCallback ?? view.setTimeout)(() => then());
  if (view.document.readyState === 'complete') whenIdle();
  else view.addEventListener('load', whenIdle, { once: true });
}

export function enhancePopups(doc: Document) {
  const view = doc.defaultView;
  const popup = doc.getElementById(CONSULTATION_POPUP_ID);
  if (!view || !(popup instanceof HTMLDialogElement)) return;
  // Counted from the page's arrival: its script starts after the first paint.
  const arrived = arrivedAt(view);
  popup.addEventListener('close', () => writeStorage(POPUP_DISMISSED_KEY, String(Date.now())));
  // Book Free Consultation and WhatsApp Us: the link is followed, and the popup is dismissed.
  popup.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('a:not([data-dialog-close])')) closeDialog(popup);
  });

  afterLoad(view, () => {
    let due: number | undefined;
    if (!isPopupSuppressed(Number(readStorage(POPUP_DISMISSED_KEY) ?? Number.NaN), Date.now())) {
      due = view.setTimeout(() => showDialog(popup), Math.max(0, arrived + POPUP_DELAY_MS - Date.now()));
    }
    // The owner's campaign takes the consultation popup's place. No banner could be had: the popup stays as it was.
    import('@/features/campaigns/public/campaign-banner')
      .then(({ showCampaignBanner }) => showCampaignBanner(doc, () => view.clearTimeout(due)))
      .catch(() => {});
  });
}
