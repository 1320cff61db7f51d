// One card of the Security page: a heading (focusable, so a finished step can hand the focus back), a line on what
// it is for, and its content.
import { type ReactNode, type Ref, useId } from 'react';

export function SecuritySection({
  title,
  description,
  headingRef,
  children,
}: {
  title: string;
  description: ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="max-w-2xl space-y-4 rounded-2xl bg-white p-6 shadow-sm">
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-xl font-bold focus:outline-none">
        {title}
      </h2>
      <p className="text-sm text-slate-600">{description}</p>
      {children}
    </section>
  );
}
