// The frame of every public page: top bar with scroll progress, sticky navigation, footer, back-to-top. Server HTML:
// its behaviour comes from the enhancement script (enhance/page-scroll.ts, site-nav.ts, mobile-menu.ts, dialogs.ts...).
import { useRouteContext } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { BackToTop } from '@/components/layout/back-to-top';
import { ConsultationPopup } from '@/features/leads/public/consultation-popup';
import { ExpertDialog } from '@/features/leads/public/expert-dialog';
import { BmiPromoBanner } from '@/features/site/public/bmi-promo-banner';
import { telLink, useSiteDetails } from '@/features/site/site-details';
import { useFormPost } from '@/lib/forms';
import { FloatingActions } from './floating-actions';
import { Footer } from './footer';
import { NavBar } from './nav-bar';

export function SiteChrome({ children }: { children: ReactNode }) {
  const { config } = useRouteContext({ from: '__root__' });
  const callbackPost = useFormPost('callback');
  const site = useSiteDetails();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <aside aria-label="Consultations" className="relative bg-brand-800 text-xs text-brand-50">
        <div className="container-page flex h-8 items-center justify-between">
          <span>Free first consultation · Online, worldwide</span>
          <a href={telLink(site.phone)} className="hidden hover:underline sm:inline">
            Call {site.phone}
          </a>
        </div>
      </aside>
      <BmiPromoBanner />
      <NavBar />
      <main id="main" className="flex-1">
        {/* Fixed at the top of the window; it measures the reading of the page's main content. Drawn by the script. */}
        <div
          role="progressbar"
          aria-label="Reading progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={0}
          hidden
          data-scroll-progress
          className="fixed inset-x-0 top-0 z-50 h-1 origin-left bg-accent-500"
        />
        {children}
      </main>
      <Footer />
      <BackToTop />
      <FloatingActions />
      {/* Closed dialogs: Talk to Expert's (opened by its link, with or without script) and the timed popup's. */}
      <ExpertDialog post={callbackPost} />
      <ConsultationPopup whatsappNumber={config.whatsappNumber} />
    </div>
  );
}
