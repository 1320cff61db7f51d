// A campaign banner: shown after its delay when its display rules allow, as a centred dialog or a corner card; its
// views and clicks counted. Loaded only when the page has a banner to show (campaign-popup.tsx).
import {
  type BannerEvent,
  bannerHistoryKey,
  mayShowBanner,
  type PublicBanner,
  parseBannerHistory,
  whatsappLink,
} from '@coach/shared';
import { useNavigate } from '@tanstack/react-router';
import clsx from 'clsx';
import { CheckCircle2, MessageCircle, X } from 'lucide-react';
import { type MouseEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { Modal } from '@/components/ui/modal';
import { readStorage, writeStorage } from '@/lib/browser-storage';
import { publicFetch } from './public-fetch';

/** Counting is best effort: a lost view or click never disturbs the visitor. */
function countBannerEvent(apiKey: string, id: number, event: BannerEvent) {
  publicFetch(apiKey, `/api/banners/${id}/${event}`, { method: 'POST', keepalive: true }).catch(() => {});
}

/** Black or white, whichever reads better on the theme colour (WCAG relative luminance). */
function readableTextOn(hex: string): string {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return (luminance + 0.05) / 0.05 >= 1.05 / (luminance + 0.05) ? '#0f172a' : '#ffffff';
}

export default function BannerPopup({
  banner,
  apiKey,
  siteWhatsapp,
}: {
  banner: PublicBanner;
  apiKey: string;
  siteWhatsapp: string;
}) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();

  const { id, delay_seconds, max_displays_per_user, cooldown_hours } = banner;
  // Keyed on the rules, not the object, so a background refetch does not restart the delay.
  useEffect(() => {
    const key = bannerHistoryKey(id);
    const rules = { max_displays_per_user, cooldown_hours };
    if (!mayShowBanner(rules, parseBannerHistory(readStorage(key)), Date.now())) return;
    const timer = setTimeout(() => {
      const history = parseBannerHistory(readStorage(key));
      writeStorage(key, JSON.stringify({ count: history.count + 1, lastShownAt: Date.now() }));
      setOpen(true);
      countBannerEvent(apiKey, id, 'view');
    }, delay_seconds * 1000);
    return () => clearTimeout(timer);
  }, [id, delay_seconds, max_displays_per_user, cooldown_hours, apiKey]);

  const onPrimary = (event: MouseEvent<HTMLAnchorElement>) => {
    countBannerEvent(apiKey, banner.id, 'click');
    setOpen(false);
    if (banner.primary_button_link.startsWith('/')) {
      event.preventDefault();
      void navigate({ href: banner.primary_button_link });
    }
  };
  const onWhatsapp = () => {
    countBannerEvent(apiKey, banner.id, 'click');
    setOpen(false);
  };

  if (!open) return null;
  const body = <BannerBody banner={banner} siteWhatsapp={siteWhatsapp} onPrimary={onPrimary} onWhatsapp={onWhatsapp} />;
  if (banner.position === 'center') {
    return (
      <Modal open onOpenChange={setOpen} title={banner.title} description={banner.subtitle ?? undefined}>
        <div className="absolute inset-x-0 top-0 h-1.5 rounded-t-2xl" style={{ backgroundColor: banner.theme_color }} />
        {body}
      </Modal>
    );
  }
  return <CornerCard banner={banner} onClose={() => setOpen(false)} body={body} />;
}

function CornerCard({ banner, onClose, body }: { banner: PublicBanner; onClose: () => void; body: ReactNode }) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      onKeyDown={(event) => event.key === 'Escape' && onClose()}
      className={clsx(
        'fixed bottom-16 z-40 max-h-[80vh] w-[calc(100%-2rem)] max-w-sm overflow-y-auto rounded-2xl border-t-4 bg-white p-5 shadow-2xl',
        // On wide screens the quick-contact buttons sit bottom-left; the card stays above them.
        banner.position === 'bottom-left' ? 'left-4 md:bottom-20' : 'right-4 md:bottom-5',
      )}
      style={{ borderTopColor: banner.theme_color }}
    >
      <button
        type="button"
        onClick={onClose}
        aria-label="Close"
        className="absolute right-2 top-2 rounded-full p-2 text-slate-500 hover:bg-slate-100"
      >
        <X aria-hidden className="size-5" />
      </button>
      <h2 id={titleId} className="pr-8 font-display text-xl font-bold text-slate-900">
        {banner.title}
      </h2>
      {banner.subtitle && <p className="mt-1 text-slate-600">{banner.subtitle}</p>}
      {body}
    </section>
  );
}

function BannerBody({
  banner,
  siteWhatsapp,
  onPrimary,
  onWhatsapp,
}: {
  banner: PublicBanner;
  siteWhatsapp: string;
  onPrimary: (event: MouseEvent<HTMLAnchorElement>) => void;
  onWhatsapp: () => void;
}) {
  const external = !banner.primary_button_link.startsWith('/');
  return (
    <>
      {banner.description && <p className="mt-3 text-sm text-slate-700">{banner.description}</p>}
      {banner.features.length > 0 && (
        <ul className="mt-4 space-y-2">
          {banner.features.map((feature) => (
            <li key={feature} className="flex items-center gap-2 text-sm text-slate-700">
              <CheckCircle2 aria-hidden className="size-5 shrink-0" style={{ color: banner.theme_color }} /> {feature}
            </li>
          ))}
        </ul>
      )}
      <div className={clsx('mt-5 grid gap-3', banner.show_secondary_button && 'sm:grid-cols-2')}>
        <a
          href={banner.primary_button_link}
          onClick={onPrimary}
          {...(external && { target: '_blank', rel: 'noopener noreferrer' })}
          className="btn hover:brightness-95"
          style={{ backgroundColor: banner.theme_color, color: readableTextOn(banner.theme_color) }}
        >
          {banner.primary_button_text}
        </a>
        {banner.show_secondary_button && (
          <a
            href={whatsappLink(banner.whatsapp_number || siteWhatsapp, banner.whatsapp_message || undefined)}
            target="_blank"
            rel="noopener noreferrer"
            onClick={onWhatsapp}
            className="btn bg-[#25d366] text-slate-900 hover:brightness-95"
          >
            <MessageCircle aria-hidden className="size-4" /> {banner.secondary_button_text}
          </a>
        )}
      </div>
      {banner.dismissal_text && <p className="mt-4 text-center text-xs text-slate-500">{banner.dismissal_text}</p>}
    </>
  );
}
