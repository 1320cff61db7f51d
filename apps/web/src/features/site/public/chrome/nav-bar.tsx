// Sticky navigation: logo, links with the Services disclosure (opens on hover and by keyboard), mobile menu, Book Consultation.
import { Link, useRouter, useRouterState } from '@tanstack/react-router';
import clsx from 'clsx';
import { ChevronDown, Menu } from 'lucide-react';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useServiceLinks } from '@/features/site/site-details';
import { scrollToConsultation } from '@/lib/section-scroll';
import { useSectionInView } from '@/lib/use-section-in-view';
import { Logo } from './logo';
import { isActivePath, NAV_ITEMS } from './nav-items';

const MobileMenuDialog = lazy(() => import('./mobile-menu-dialog'));
const preloadMobileMenu = () => void import('./mobile-menu-dialog');

export function NavBar({ scrolled }: { scrolled: boolean }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  // On the home page the item of the section in view is highlighted (Home above the first such section).
  const sectionInView = useSectionInView(pathname === '/');
  const activePath = sectionInView ?? pathname;
  const serviceLinks = useServiceLinks().menu;
  return (
    <header
      className={clsx(
        'sticky top-0 z-40 transition-all',
        scrolled ? 'bg-white/95 shadow-md backdrop-blur' : 'bg-white/80 backdrop-blur-sm',
      )}
    >
      <nav
        aria-label="Main"
        className="container-page flex min-h-16 flex-wrap items-center justify-between gap-x-4 py-2 xl:flex-nowrap"
      >
        <Link to="/" aria-label="Home" className="shrink-0">
          <Logo />
        </Link>
        {/* Beside the logo on wide screens, on a second row from 769px, and in the menu dialog at 768px or less. */}
        <nav aria-label="Site sections" className="order-last hidden w-full md:block xl:order-none xl:w-auto">
          <ul className="flex items-center justify-center gap-1">
            {NAV_ITEMS.map((item) => {
              const active = isActivePath(item.to, activePath);
              const linkClass = clsx(
                'rounded-full px-3 py-2 text-sm font-medium transition-colors',
                active ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:text-brand-700',
              );
              return (
                <li key={item.to} className="relative">
                  {item.servicesMenu ? (
                    <SubMenu label={item.label} className={linkClass}>
                      {(close) => (
                        <>
                          <li>
                            <Link
                              to={item.to}
                              onClick={close}
                              className="block rounded-lg px-3 py-2 text-sm hover:bg-brand-50"
                            >
                              All Services
                            </Link>
                          </li>
                          {serviceLinks.map((child) => (
                            <li key={child.hash}>
                              <Link
                                to={child.to}
                                hash={child.hash}
                                onClick={close}
                                className="block rounded-lg px-3 py-2 text-sm hover:bg-brand-50"
                              >
                                {child.label}
                              </Link>
                            </li>
                          ))}
                        </>
                      )}
                    </SubMenu>
                  ) : (
                    <SectionAwareLink to={item.to} active={active} className={linkClass}>
                      {item.label}
                    </SectionAwareLink>
                  )}
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <Link
            to="/contact"
            hash="consultation"
            className="btn-accent hidden sm:inline-flex"
            onClick={(event) => {
              if (pathname !== '/contact') return;
              event.preventDefault();
              scrollToConsultation();
            }}
          >
            Book Consultation
          </Link>
          <MobileMenu pathname={pathname} />
        </div>
      </nav>
    </header>
  );
}

/**
 * A disclosure (the WAI-ARIA "disclosure navigation" pattern): a button that shows or hides a list of links, on
 * click, Enter or Space, and on hover for a mouse. Escape closes it and returns focus to the button; so does focus
 * or the pointer leaving it. Focus is never moved or trapped, so nothing here needs a primitives library.
 */
function SubMenu({
  label,
  className,
  children,
}: {
  label: string;
  className: string;
  children: (close: () => void) => React.ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover, focus leaving and Escape around the real control, the button
    <div
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={close}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        close();
        button.current?.focus();
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className={clsx(className, 'inline-flex items-center gap-1')}
      >
        {label}
        <ChevronDown aria-hidden className={clsx('size-4 transition-transform', open && 'rotate-180')} />
      </button>
      {/* Padding, not margin, above the panel: the pointer crosses no gap on its way down. */}
      <div id={panelId} hidden={!open} className="absolute left-0 top-full w-56 pt-2">
        <ul className="rounded-xl border border-slate-100 bg-white p-2 shadow-lg">{children(close)}</ul>
      </div>
    </div>
  );
}

/**
 * A navigation link whose "current" state comes from the caller (the home page highlights the section in view),
 * while clicks still navigate client-side and hovering preloads, like the router's Link.
 */
function SectionAwareLink({
  to,
  active,
  className,
  children,
  ...rest
}: {
  to: string;
  active: boolean;
  className: string;
  children: React.ReactNode;
} & React.HTMLAttributes<HTMLAnchorElement>) {
  const router = useRouter();
  return (
    <a
      {...rest}
      href={to}
      className={className}
      aria-current={active ? 'page' : undefined}
      onMouseEnter={() => void router.preloadRoute({ to }).catch(() => undefined)}
      onClick={(event) => {
        rest.onClick?.(event);
        if (
          event.defaultPrevented ||
          event.button !== 0 ||
          event.metaKey ||
          event.ctrlKey ||
          event.shiftKey ||
          event.altKey
        )
          return;
        event.preventDefault();
        void router.navigate({ to });
      }}
    >
      {children}
    </a>
  );
}

function MobileMenu({ pathname }: { pathname: string }) {
  const [open, setOpen] = useState(false);
  // The menu dialog loads on first use (it is hidden from 769px): a pointer or focus on the button fetches it early.
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        onPointerEnter={preloadMobileMenu}
        onTouchStart={preloadMobileMenu}
        onFocus={preloadMobileMenu}
        aria-haspopup="dialog"
        aria-expanded={open}
        className="rounded-full p-2 text-slate-700 hover:bg-brand-50 md:hidden"
        aria-label="Open menu"
      >
        <Menu aria-hidden className="size-6" />
      </button>
      {open && (
        <Suspense fallback={null}>
          <MobileMenuDialog pathname={pathname} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
