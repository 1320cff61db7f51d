// The BMI promotion (bmi-promo-banner.tsx) hides for good on Calculate Now or close: remembered in the browser, and
// read again before the first paint of every later page.
import { BMI_BANNER_DISMISSED_KEY } from '@coach/shared';
import { writeStorage } from '@/lib/browser-storage';

export function enhanceBmiBanner(doc: Document) {
  const banner = doc.querySelector<HTMLElement>('[data-bmi-banner]');
  banner?.addEventListener('click', (event) => {
    if (!(event.target as Element).closest('[data-bmi-banner-dismiss]')) return;
    writeStorage(BMI_BANNER_DISMISSED_KEY, new Date().toISOString());
    // Hidden, not removed: a link taken out of the page would not be followed.
    banner.hidden = true;
  });
}
