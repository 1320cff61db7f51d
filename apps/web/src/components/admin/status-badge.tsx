// A status pill of the portal's lists: one shape everywhere, its colour from a tone.
import clsx from 'clsx';
import type { ReactNode } from 'react';

const TONES = {
  amber: 'bg-amber-100 text-amber-800',
  sky: 'bg-sky-100 text-sky-800',
  emerald: 'bg-emerald-100 text-emerald-800',
  rose: 'bg-rose-100 text-rose-800',
  green: 'bg-green-100 text-green-800',
  slate: 'bg-slate-100 text-slate-700',
  grey: 'bg-slate-200 text-slate-700',
} as const;

export type StatusTone = keyof typeof TONES;

/** The colours of a tone, for a control that wears them (a status select). */
export const toneClass = (tone: StatusTone) => TONES[tone];

export function StatusBadge({ tone, children }: { tone: StatusTone; children: ReactNode }) {
  return (
    <span className={clsx('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold', TONES[tone])}>
      {children}
    </span>
  );
}
