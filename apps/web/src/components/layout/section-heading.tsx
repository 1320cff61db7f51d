// A section's heading and lead sentence, centred or left-aligned, and a section led by them.
import type { ReactNode } from 'react';

export function SectionHeading({
  id,
  title,
  text,
  align = 'center',
}: {
  id: string;
  title: string;
  /** The lead sentence; left out when empty. */
  text?: string;
  align?: 'center' | 'left';
}) {
  return (
    <div className={align === 'center' ? 'text-center' : ''}>
      <h2 id={id} className="text-3xl font-bold sm:text-4xl">
        {title}
      </h2>
      {text && <p className="mt-2 text-slate-600">{text}</p>}
    </div>
  );
}

/**
 * A page section led by its heading and lead sentence, centred above what `children` lays out; `id` is its place on
 * the page (`<id>-heading` names it), `className` its background and spacing.
 */
export function HeadedSection({
  id,
  title,
  text,
  className,
  children,
}: {
  id: string;
  title: string;
  text?: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={`scroll-mt-20 ${className}`}>
      <div className="container-page">
        <div className="mx-auto max-w-2xl">
          <SectionHeading id={`${id}-heading`} title={title} text={text} />
        </div>
        {children}
      </div>
    </section>
  );
}
