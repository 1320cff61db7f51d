// The free-consultation popup: 5 s after arrival, unless dismissed in the last 24 hours (kept in the browser).
import { POPUP_DELAY_MS, POPUP_DISMISSED_KEY, whatsappLink } from '@coach/shared';
import { useRouteContext } from '@tanstack/react-router';
import { CheckCircle2, MessageCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Modal } from '@/components/ui/modal';
import { writeStorage } from '@/lib/browser-storage';
import { useBookConsultation } from './use-book-consultation';

const BENEFITS = [
  'Personalised nutrition plan',
  'Expert dietitian consultation',
  'Goal-specific recommendations',
  '24/7 WhatsApp support',
];

/**
 * `arrivedAt`: when the visitor arrived (Date.now()); the delay counts from then, not from when this loaded. Mounted
 * only when no recent dismissal holds it back (campaigns/public/popups.tsx checks, before its code is loaded).
 */
export function ConsultationPopup({ arrivedAt }: { arrivedAt: number }) {
  const { config } = useRouteContext({ from: '__root__' });
  const bookConsultation = useBookConsultation();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setOpen(true), Math.max(0, arrivedAt + POPUP_DELAY_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [arrivedAt]);

  /** Every way of closing it counts as a dismissal. */
  const dismiss = () => {
    writeStorage(POPUP_DISMISSED_KEY, String(Date.now()));
    setOpen(false);
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? setOpen(true) : dismiss())}
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
        <button
          type="button"
          className="btn-accent"
          onClick={() => {
            dismiss();
            bookConsultation();
          }}
        >
          Book Free Consultation
        </button>
        <a
          href={whatsappLink(config.whatsappNumber)}
          target="_blank"
          rel="noopener noreferrer"
          className="btn bg-[#25d366] text-slate-900 hover:brightness-95"
          onClick={dismiss}
        >
          <MessageCircle aria-hidden className="size-4" /> WhatsApp Us
        </a>
      </div>
      <p className="mt-4 text-center text-xs text-slate-500">We won't show this again for 24 hours.</p>
    </Modal>
  );
}
