// The two buttons of a page's calls to action (to the consultation form, and to another page), and the closing call of
// an edited page (About, Services): a heading, an optional line and those buttons. Their words are filled from
// Settings with the page's `fill`.
import { Link } from '@tanstack/react-router';

/**
 * The consultation button and a second one to `to`; `tone` is the background they stand on (`dark`: the brand's dark
 * band, with an outline in white).
 */
export function CallToActionButtons({
  primary,
  secondary,
  to,
  tone = 'light',
}: {
  primary: string;
  secondary: string;
  to: '/transformations' | '/about' | '/services';
  tone?: 'light' | 'dark';
}) {
  return (
    <div className="mt-8 flex flex-wrap justify-center gap-3">
      <Link to="/contact" hash="consultation" className="btn-accent px-7 py-3 text-base">
        {primary}
      </Link>
      <Link
        to={to}
        className={
          tone === 'dark'
            ? 'btn border border-white px-7 py-3 text-base text-white hover:bg-white/10'
            : 'btn-outline px-7 py-3 text-base'
        }
      >
        {secondary}
      </Link>
    </div>
  );
}

/** The words of a call-to-action section, as every page's schema stores them. */
type CallToAction = { heading: string; text: string; primary_label: string; secondary_label: string };

export function PageCallToAction({ id, cta, fill }: { id: string; cta: CallToAction; fill: (text: string) => string }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="container-page py-16 text-center wrap-anywhere">
      <h2 id={`${id}-heading`} className="text-3xl font-bold">
        {fill(cta.heading)}
      </h2>
      {cta.text && <p className="mx-auto mt-3 max-w-xl text-slate-600">{fill(cta.text)}</p>}
      <CallToActionButtons
        primary={fill(cta.primary_label)}
        secondary={fill(cta.secondary_label)}
        to="/transformations"
      />
    </section>
  );
}
