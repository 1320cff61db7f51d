// Sticky navigation: logo, links with the Services dropdown (opens on hover and by keyboard), mobile menu, Book Consultation.
import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { Link, useRouter, useRouterState } from '@tanstack/react-router';
import clsx from 'clsx';
import { ChevronDown, Menu } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { asTo } from '../lib/links';
import { scrollToConsultation } from '../lib/section-scroll';
import { useSectionInView } from '../lib/use-section-in-view';
import { Logo } from './Logo';
import { isActivePath, NAV_ITEMS } from './nav-items';

const MobileMenuDialog = lazy(() => import('./MobileMenuDialog'));
const preloadMobileMenu = () => void import('./MobileMenuDialog');

export function NavBar({ scrolled }: { scrolled: boolean }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  // On the home page the item of the section in view is highlighted (Home above the first such section).
  const sectionInView = useSectionInView(pathname === '/');
  const activePath = sectionInView ?? pathname;
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
        <NavigationMenu.Root
          className="order-last hidden w-full md:block xl:order-none xl:w-auto"
          aria-label="Site sections"
        >
          <NavigationMenu.List className="flex items-center justify-center gap-1">
            {NAV_ITEMS.map((item) => {
              const active = isActivePath(item.to, activePath);
              const linkClass = clsx(
                'rounded-full px-3 py-2 text-sm font-medium transition-colors',
                active ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:text-brand-700',
              );
              if (!item.children) {
                return (
                  <NavigationMenu.Item key={item.to}>
                    <NavigationMenu.Link asChild active={active}>
                      <SectionAwareLink to={item.to} active={active} className={linkClass}>
                        {item.label}
                      </SectionAwareLink>
                    </NavigationMenu.Link>
                  </NavigationMenu.Item>
                );
              }
              return (
                <NavigationMenu.Item key={item.to} className="relative">
                  <NavigationMenu.Trigger className={clsx(linkClass, 'inline-flex items-center gap-1')}>
                    {item.label}
                    <ChevronDown aria-hidden className="size-4" />
                  </NavigationMenu.Trigger>
                  <NavigationMenu.Content className="absolute left-0 top-full mt-2 w-56 rounded-xl border border-slate-100 bg-white p-2 shadow-lg">
                    <ul>
                      <li>
                        <NavigationMenu.Link asChild>
                          <Link to={asTo(item.to)} className="block rounded-lg px-3 py-2 text-sm hover:bg-brand-50">
                            All Services
                          </Link>
                        </NavigationMenu.Link>
                      </li>
                      {item.children.map((child) => (
                        <li key={child.hash}>
                          <NavigationMenu.Link asChild>
                            <Link
                              to={asTo(child.to)}
                              hash={child.hash}
                              className="block rounded-lg px-3 py-2 text-sm hover:bg-brand-50"
                            >
                              {child.label}
                            </Link>
                          </NavigationMenu.Link>
                        </li>
                      ))}
                    </ul>
                  </NavigationMenu.Content>
                </NavigationMenu.Item>
              );
            })}
          </NavigationMenu.List>
        </NavigationMenu.Root>
        <div className="flex items-center gap-2">
          <Link
            to={asTo('/contact')}
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
      onMouseEnter={() => void router.preloadRoute({ to: asTo(to) }).catch(() => undefined)}
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
        void router.navigate({ to: asTo(to) });
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
