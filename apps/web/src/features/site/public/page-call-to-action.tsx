// The closing call of an edited page (About, Services): a heading, an optional line and the two buttons, to the
// consultation form and to the transformations. Its words are filled from Settings with the page's `fill`.
import { Link } from '@tanstack/react-router';

/** The words of a call-to-action section, as every page's schema stores them. */
type CallToAction = { heading: string; text: string; primary_label: string; secondary_label: string };

export function PageCallToAction({ id, cta, fill }: { id: string; cta: CallToAction; fill: (text: string) => string }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="container-page py-16 text-center wrap-anywhere">
      <h2 id={`${id}-heading`} className="text-3xl font-bold">
        {fill(cta.heading)}
      </h2>
      {cta.text && <p className="mx-auto mt-3 max-w-xl text-slate-600">{fill(cta.text)}</p>}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/contact" hash="consultation" className="btn-accent px-7 py-3 text-base">
          {fill(cta.primary_label)}
        </Link>
        <Link to="/transformations" className="btn-outline px-7 py-3 text-base">
          {fill(cta.secondary_label)}
        </Link>
      </div>
    </section>
  );
}
