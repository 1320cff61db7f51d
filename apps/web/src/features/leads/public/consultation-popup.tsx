// The free-consultation popup, drawn by the server into every public page as a closed dialog. Script alone shows it
// (enhance/popups.ts: 5 s after arrival, unless dismissed in the last 24 hours; every way of closing it, its links
// included, is a dismissal), so without script it is never there.
import { whatsappLink } from '@coach/shared';
import { CheckCircle2, MessageCircle } from 'lucide-react';
import { PageDialog } from '@/components/ui/page-dialog';

/** The dialog's id: how enhance/popups.ts finds it. */
const CONSULTATION_POPUP_ID = 'consultation-popup';

const BENEFITS = [
  'Personalised nutrition plan',
  'Expert dietitian consultation',
  'Goal-specific recommendations',
  '24/7 WhatsApp support',
];

export function ConsultationPopup({ whatsappNumber }: { whatsappNumber: string }) {
  return (
    <PageDialog
      id={CONSULTATION_POPUP_ID}
      title="Start Your Transformation Today"
      description="Your first consultation is free. Talk to a certified dietitian about your goals."
    >
      <ul className="mt-5 space-y-2">
        {BENEFITS.map((benefit) => (
          <li key={benefit} className="flex items-center gap-2 text-slate-700">
            <CheckCircle2 aria-hidden className="size-5 text-brand-600" /> {benefit}
          </li>
        ))}
      </ul>
      <div className="mt-6 grid gap-3 sm:grid-cols-2">
        <a href="/contact#consultation" className="btn-accent">
          Book Free Consultation
        </a>
        <a
          href={whatsappLink(whatsappNumber)}
          target="_blank"
          rel="noopener noreferrer"
          className="btn bg-[#25d366] text-slate-900 hover:brightness-95"
        >
          <MessageCircle aria-hidden className="size-4" /> WhatsApp Us
        </a>
      </div>
      <p className="mt-4 text-center text-xs text-slate-500">We won't show this again for 24 hours.</p>
    </PageDialog>
  );
}
