// Back-to-top button with a ring showing how far down the page the visitor is; appears after 300px.

import clsx from 'clsx';
import { ArrowUp } from 'lucide-react';

const RADIUS = 22;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

export function BackToTop({ visible, progress }: { visible: boolean; progress: number }) {
  return (
    <button
      type="button"
      aria-label="Back to top"
      tabIndex={visible ? 0 : -1}
      aria-hidden={!visible}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      className={clsx(
        'fixed bottom-24 right-5 z-30 grid size-12 place-items-center rounded-full bg-white text-brand-700 shadow-lg transition-opacity',
        visible ? 'opacity-100' : 'pointer-events-none opacity-0',
      )}
    >
      <svg aria-hidden className="absolute inset-0 -rotate-90" viewBox="0 0 48 48">
        <circle cx="24" cy="24" r={RADIUS} fill="none" stroke="#d1fae5" strokeWidth="3" />
        <circle
          cx="24"
          cy="24"
          r={RADIUS}
          fill="none"
          stroke="#059669"
          strokeWidth="3"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - progress)}
          strokeLinecap="round"
        />
      </svg>
      <ArrowUp aria-hidden className="relative size-5" />
    </button>
  );
}
