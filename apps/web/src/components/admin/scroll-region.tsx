// A box that scrolls sideways when its table is wider than the screen (a phone). It takes the focus so the keyboard
// can scroll it too (WCAG 2.1.1, axe's scrollable-region-focusable), and is named after what it holds.
import clsx from 'clsx';
import type { ReactNode } from 'react';

export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard
    <section tabIndex={0} aria-label={label} className={clsx('overflow-x-auto', className)}>
      {children}
    </section>
  );
}
