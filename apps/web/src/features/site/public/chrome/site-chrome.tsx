// The frame of every public page: top bar with scroll progress, sticky navigation, footer, back-to-top. Server HTML:
// its behaviour comes from the enhancement script (enhance/page-scroll.ts, site-nav.ts, mobile-menu.ts...).
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { BackToTop } from '@/components/layout/back-to-top';
import { BmiPromoBanner } from '@/features/site/public/bmi-promo-banner';
import { telLink, useSiteDetails } from '@/features/site/site-details';
import { FloatingActions } from './floating-actions';
import { Footer } from './footer';
import { NavBar } from './nav-bar';

// Loaded when first asked for, and kept after, so a closed form keeps what was typed.
const ExpertModal = lazy(() =>
  import('@/features/leads/public/expert-modal').then((m) => ({ default: m.ExpertModal })),
);
const preloadExpertModal = () => void import('@/features/leads/public/expert-modal');
const Popups = lazy(() => import('@/features/campaigns/public/popups'));

/** True once the page has loaded and the browser is idle: the moment for what can wait. */
function useAfterLoad(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const whenIdle = () => (window.requestIdleCallback ?? setTimeout)(() => setReady(true));
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  }, []);
  return ready;
}

export function SiteChrome({ children }: { children: ReactNode }) {
  const [expertOpen, setExpertOpen] = useState(false);
  const [expertWanted, setExpertWanted] = useState(false);
  const [arrivedAt] = useState(() => Date.now());
  const popupsReady = useAfterLoad();
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
      <FloatingActions
        onTalkToExpert={() => {
          setExpertWanted(true);
          setExpertOpen(true);
        }}
        onIntent={preloadExpertModal}
      />
      {expertWanted && (
        <Suspense fallback={null}>
          <ExpertModal open={expertOpen} onOpenChange={setExpertOpen} />
        </Suspense>
      )}
      {popupsReady && (
        <Suspense fallback={null}>
          <Popups arrivedAt={arrivedAt} />
        </Suspense>
      )}
    </div>
  );
}
