// Always at hand: the floating BMI button (after 300px) and the bottom bar with Talk to Expert and WhatsApp Us.
import { FLOATING_BUTTONS_SCROLL_PX, whatsappLink } from '@coach/shared';
import { Link, useRouteContext } from '@tanstack/react-router';
import clsx from 'clsx';
import { Calculator, MessageCircle, PhoneCall } from 'lucide-react';
import { EXPERT_DIALOG_ID } from '@/features/leads/public/expert-dialog';

export function FloatingActions({ scrollY }: { scrollY: number }) {
  const { config } = useRouteContext({ from: '__root__' });
  const showBmi = scrollY > FLOATING_BUTTONS_SCROLL_PX;
  return (
    <nav
      aria-label="Quick contact"
      className="fixed inset-x-0 bottom-0 z-30 grid grid-cols-2 gap-px bg-brand-800 shadow-[0_-4px_12px_rgba(0,0,0,0.1)] md:inset-x-auto md:bottom-5 md:left-5 md:flex md:gap-2 md:bg-transparent md:shadow-none"
    >
      {/* Fixed on its own, out of the bar's layout; inside its landmark so no content is outside one. */}
      <Link
        to="/"
        hash="bmi-calculator"
        aria-label="BMI calculator"
        tabIndex={showBmi ? 0 : -1}
        aria-hidden={!showBmi}
        className={clsx(
          'fixed bottom-40 right-5 z-30 grid size-12 place-items-center rounded-full bg-accent-500 text-slate-900 shadow-lg transition-opacity',
          showBmi ? 'opacity-100' : 'pointer-events-none opacity-0',
        )}
      >
        <Calculator aria-hidden className="size-5" />
      </Link>
      {/* Opens the call-back dialog: without script the page's CSS shows it, with script it opens as a modal. */}
      {/* biome-ignore lint/a11y/useSemanticElements: a link opens it without script; to a screen reader it is a button */}
      <a
        href={`#${EXPERT_DIALOG_ID}`}
        role="button"
        aria-haspopup="dialog"
        className="flex items-center justify-center gap-2 bg-brand-700 px-4 py-3 text-sm font-semibold text-white hover:bg-brand-800 md:rounded-full md:shadow-lg"
      >
        <PhoneCall aria-hidden className="size-4" /> Talk to Expert
      </a>
      <a
        href={whatsappLink(config.whatsappNumber)}
        target="_blank"
        rel="noopener noreferrer"
        className="flex items-center justify-center gap-2 bg-[#25d366] px-4 py-3 text-sm font-semibold text-slate-900 hover:brightness-95 md:rounded-full md:shadow-lg"
      >
        <MessageCircle aria-hidden className="size-4" /> WhatsApp Us
      </a>
    </nav>
  );
}
