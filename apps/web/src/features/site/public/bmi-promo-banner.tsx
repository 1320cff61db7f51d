// The dismissible BMI calculator promotion: hidden for good on Calculate Now or close (remembered in the browser by
// enhance/bmi-banner.ts; without script the close button is not shown).
import { BMI_BANNER_DISMISSED_KEY } from '@coach/shared';
import { Calculator, X } from 'lucide-react';

/**
 * Runs in the page's head before the first paint: a visitor who dismissed the banner never sees it, and for everyone
 * else it is in the first HTML, so nothing below it moves when the page comes to life.
 */
export const BMI_BANNER_PRE_PAINT_SCRIPT = `try{if(localStorage.getItem(${JSON.stringify(BMI_BANNER_DISMISSED_KEY)})!==null)document.documentElement.dataset.bmiBanner="dismissed"}catch(e){}`;

export function BmiPromoBanner() {
  return (
    <aside aria-label="BMI calculator" className="bmi-promo bg-accent-400/20 text-slate-800" data-bmi-banner>
      <div className="container-page flex items-center justify-between gap-3 py-2 text-sm">
        <p className="flex items-center gap-2">
          <Calculator aria-hidden className="size-4 shrink-0 text-accent-600" />
          Know your numbers: check your BMI in seconds.
        </p>
        <div className="flex items-center gap-2">
          <a href="/#bmi-calculator" data-bmi-banner-dismiss className="btn-accent px-3 py-1 text-xs">
            Calculate Now
          </a>
          <button
            type="button"
            aria-label="Dismiss BMI banner"
            data-bmi-banner-dismiss
            data-script-only
            className="rounded-full p-1 hover:bg-black/5"
          >
            <X aria-hidden className="size-4" />
          </button>
        </div>
      </div>
    </aside>
  );
}
