// Sticky navigation: logo, links with the Services menu (opens on hover and by keyboard), mobile menu, Book Consultation.
// Plain HTML that works as it arrives; enhance/site-nav.ts adds the menu's keyboard handling, the section in view on
// the home page and the scroll to the form on /contact, enhance/page-scroll.ts the style past 50px.
import { useRouterState } from '@tanstack/react-router';
import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { useServiceLinks } from '@/features/site/site-details';
import { Logo } from './logo';
import { MobileMenuButton, MobileMenuDialog } from './mobile-menu-dialog';
import { CONSULTATION_HREF, isActivePath, NAV_ITEMS, serviceHref } from './nav-items';

const LINK_CLASS =
  'rounded-full px-3 py-2 text-sm font-medium text-slate-700 transition-colors hover:text-brand-700 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700';

export function NavBar() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const serviceLinks = useServiceLinks().menu;
  return (
    <>
      <header
        data-site-header
        className="sticky top-0 z-40 bg-white/80 backdrop-blur-sm transition-all [view-transition-name:site-header] data-[scrolled]:bg-white/95 data-[scrolled]:shadow-md data-[scrolled]:backdrop-blur"
      >
        <nav
          aria-label="Main"
          className="container-page flex min-h-16 flex-wrap items-center justify-between gap-x-4 py-2 xl:flex-nowrap"
        >
          <a href="/" aria-label="Home" className="shrink-0">
            <Logo />
          </a>
          {/* Beside the logo on wide screens, on a second row from 769px, and in the menu dialog at 768px or less. */}
          <nav aria-label="Site sections" className="order-last hidden w-full md:block xl:order-none xl:w-auto">
            <ul className="flex items-center justify-center gap-1">
              {NAV_ITEMS.map((item) => (
                <li key={item.to} className="relative">
                  {item.servicesMenu ? (
                    <SubMenu label={item.label} to={item.to} current={isActivePath(item.to, pathname)}>
                      <li>
                        <a href={item.to} className="block rounded-lg px-3 py-2 text-sm hover:bg-brand-50">
                          All Services
                        </a>
                      </li>
                      {serviceLinks.map((child) => (
                        <li key={child.hash}>
                          <a href={serviceHref(child)} className="block rounded-lg px-3 py-2 text-sm hover:bg-brand-50">
                            {child.label}
                          </a>
                        </li>
                      ))}
                    </SubMenu>
                  ) : (
                    // The home page's script moves "current" to the item of the section in view.
                    <a
                      href={item.to}
                      data-nav-link={item.to}
                      aria-current={isActivePath(item.to, pathname) ? 'page' : undefined}
                      className={LINK_CLASS}
                    >
                      {item.label}
                    </a>
                  )}
                </li>
              ))}
            </ul>
          </nav>
          <div className="flex items-center gap-2">
            <a href={CONSULTATION_HREF} className="btn-accent hidden sm:inline-flex">
              Book Consultation
            </a>
            <MobileMenuButton />
          </div>
        </nav>
      </header>
      <MobileMenuDialog pathname={pathname} />
    </>
  );
}

/**
 * A disclosure (the WAI-ARIA "disclosure navigation" pattern): a button that shows or hides a list of links. The
 * stylesheet opens it on hover, and before or without script while the keyboard is inside it; the script adds the
 * expanded state, click, Enter and Space, Escape (back to the button) and closing when focus leaves. Focus is never
 * moved or trapped.
 */
function SubMenu({
  label,
  to,
  current,
  children,
}: {
  label: string;
  to: string;
  current: boolean;
  children: React.ReactNode;
}) {
  const panelId = useId();
  return (
    <div data-submenu className="nav-submenu group/submenu">
      <button
        type="button"
        aria-controls={panelId}
        data-nav-link={to}
        data-current={current || undefined}
        className={`${LINK_CLASS} inline-flex items-center gap-1 data-[current]:bg-brand-50 data-[current]:text-brand-700`}
      >
        {label}
        <ChevronDown aria-hidden className="size-4 transition-transform group-data-[open]/submenu:rotate-180" />
      </button>
      {/* Padding, not margin, above the panel: the pointer crosses no gap on its way down. */}
      <div id={panelId} className="nav-submenu-panel absolute left-0 top-full w-56 pt-2">
        <ul className="rounded-xl border border-slate-100 bg-white p-2 shadow-lg">{children}</ul>
      </div>
    </div>
  );
}
