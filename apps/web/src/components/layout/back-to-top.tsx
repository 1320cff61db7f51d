// Back-to-top button with a ring showing how far down the page the visitor is; enhance/page-scroll.ts shows it after
// 300px, draws the ring and scrolls up. Without script it stays out of sight.

import { ArrowUp } from 'lucide-react';

const RADIUS = 22;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

export function BackToTop() {
  return (
    <button
      type="button"
      aria-label="Back to top"
      hidden
      data-after-scroll
      data-back-to-top
      className="pointer-events-none fixed bottom-24 right-5 z-30 grid size-12 place-items-center rounded-full bg-white text-brand-700 opacity-0 shadow-lg transition-opacity data-[visible]:pointer-events-auto data-[visible]:opacity-100"
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
          strokeDashoffset={CIRCUMFERENCE}
          strokeLinecap="round"
          data-progress-ring
        />
      </svg>
      <ArrowUp aria-hidden className="relative size-5" />
    </button>
  );
}
