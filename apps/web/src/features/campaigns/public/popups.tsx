// The popups a visitor may see after a while: the campaign banner for this page, else the consultation popup.
// Loaded after the page has finished loading, so they never weigh on its first paint or first input; each popup's own
// code loads only when it is about to show (docs/decisions/162).
import { isPopupSuppressed, POPUP_DELAY_MS, POPUP_DISMISSED_KEY } from '@coach/shared';
import { lazy, Suspense, useEffect, useState } from 'react';
import { readStorage } from '@/lib/browser-storage';
import { CampaignPopup } from './campaign-popup';

const ConsultationPopup = lazy(() =>
  import('@/features/leads/public/consultation-popup').then((m) => ({ default: m.ConsultationPopup })),
);
/** How long before the consultation popup is due its code starts to load. */
const LOAD_AHEAD_MS = 1000;

export default function Popups({ arrivedAt }: { arrivedAt: number }) {
  return <CampaignPopup fallback={<ConsultationPopupWhenDue arrivedAt={arrivedAt} />} />;
}

/** Nothing until shortly before the popup is due, and nothing at all while a recent dismissal holds it back. */
function ConsultationPopupWhenDue({ arrivedAt }: { arrivedAt: number }) {
  const [due, setDue] = useState(false);
  useEffect(() => {
    if (isPopupSuppressed(Number(readStorage(POPUP_DISMISSED_KEY) ?? Number.NaN), Date.now())) return;
    const timer = setTimeout(() => setDue(true), Math.max(0, arrivedAt + POPUP_DELAY_MS - LOAD_AHEAD_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [arrivedAt]);
  if (!due) return null;
  return (
    <Suspense fallback={null}>
      <ConsultationPopup arrivedAt={arrivedAt} />
    </Suspense>
  );
}
