// Always at hand: the floating BMI button (after 300px, shown by enhance/page-scroll.ts) and the bottom bar with
// Talk to Expert and WhatsApp Us.
import { whatsappLink } from '@coach/shared';
import { useRouteContext } from '@tanstack/react-router';
import { Calculator, MessageCircle, PhoneCall } from 'lucide-react';
import { EXPERT_DIALOG_ID } from '@/features/leads/public/expert-dialog';

export function FloatingActions() {
  const { config } = useRouteContext({ from: '__root__' });
  return (
    <nav
      aria-label="Quick contact"
      className="fixed inset-x-0 bottom-0 z-30 grid grid-cols-2 gap-px bg-brand-800 shadow-[0_-4px_12px_rgba(0,0,0,0.1)] md:inset-x-auto md:bottom-5 md:left-5 md:flex md:gap-2 md:bg-transparent md:shadow-none"
    >
      {/* Fixed on its own, out of the bar's layout; inside its landmark so no content is outside one. Out of sight
          (and of the keyboard's way) until the page is scrolled; without script it stays so. */}
      <a
        href="/#bmi-calculator"
        aria-label="BMI calculator"
        hidden
        data-after-scroll
        className="pointer-events-none fixed bottom-40 right-5 z-30 grid size-12 place-items-center rounded-full bg-accent-500 text-slate-900 opacity-0 shadow-lg transition-opacity data-[visible]:pointer-events-auto data-[visible]:opacity-100"
      >
        <Calculator aria-hidden className="size-5" />
      </a>
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
