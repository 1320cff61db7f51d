// The opening of an edited page (Services, Disease management): its place on the page, the line above the heading,
// the page's one h1 and its text, and what the page adds below them. Takes words already filled from Settings.
import type { ReactNode } from 'react';

export function PageHero({
  id,
  eyebrow,
  heading,
  text,
  children,
}: {
  id: string;
  eyebrow: string;
  heading: string;
  text: string;
  children?: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="scroll-mt-20 bg-gradient-to-b from-brand-50 to-white py-16 wrap-anywhere sm:py-20"
    >
      <div className="container-page max-w-4xl text-center">
        {eyebrow && <p className="text-sm font-semibold uppercase tracking-wider text-brand-600">{eyebrow}</p>}
        <h1 id={`${id}-heading`} className="mt-2 text-4xl font-bold sm:text-5xl">
          {heading}
        </h1>
        <p className="mx-auto mt-4 max-w-2xl whitespace-pre-line text-lg text-slate-600">{text}</p>
        {children}
      </div>
    </section>
  );
}
