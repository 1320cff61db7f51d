// The dismissible BMI calculator promotion: hidden for good on Calculate Now or close (remembered in the browser).
import { BMI_BANNER_DISMISSED_KEY } from '@coach/shared';
import { Link } from '@tanstack/react-router';
import { Calculator, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { readStorage, writeStorage } from '@/lib/browser-storage';

/**
 * Runs in the page's head before the first paint: a visitor who dismissed the banner never sees it, and for everyone
 * else it is in the first HTML, so nothing below it moves when the page comes to life.
 */
export const BMI_BANNER_PRE_PAINT_SCRIPT = `try{if(localStorage.getItem(${JSON.stringify(BMI_BANNER_DISMISSED_KEY)})!==null)document.documentElement.dataset.bmiBanner="dismissed"}catch(e){}`;

export function BmiPromoBanner() {
  const [visible, setVisible] = useState(true);
  useEffect(() => setVisible(readStorage(BMI_BANNER_DISMISSED_KEY) === null), []);
  if (!visible) return null;
  const dismiss = () => {
    writeStorage(BMI_BANNER_DISMISSED_KEY, new Date().toISOString());
    setVisible(false);
  };
  return (
    <aside aria-label="BMI calculator" className="bmi-promo bg-accent-400/20 text-slate-800">
      <div className="container-page flex items-center justify-between gap-3 py-2 text-sm">
        <p className="flex items-center gap-2">
          <Calculator aria-hidden className="size-4 text-accent-600" />
          Know your numbers: check your BMI in seconds.
        </p>
        <div className="flex items-center gap-2">
          <Link to="/" hash="bmi-calculator" onClick={dismiss} className="btn-accent px-3 py-1 text-xs">
            Calculate Now
          </Link>
          <button
            type="button"
            onClick={dismiss}
            aria-label="Dismiss BMI banner"
            className="rounded-full p-1 hover:bg-black/5"
          >
            <X aria-hidden className="size-4" />
          </button>
        </div>
      </div>
    </aside>
  );
}
