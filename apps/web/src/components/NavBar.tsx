// Sticky navigation: logo, links with the Services dropdown (opens on hover and by keyboard), mobile menu, Book Consultation.
import * as Dialog from '@radix-ui/react-dialog';
import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { Link, useRouter, useRouterState } from '@tanstack/react-router';
import clsx from 'clsx';
import { ChevronDown, Menu, X } from 'lucide-react';
import { useState } from 'react';
import { asTo } from '../lib/links';
import { scrollToConsultation } from '../lib/section-scroll';
import { useSectionInView } from '../lib/use-section-in-view';
import { Logo } from './Logo';
import { isActivePath, NAV_ITEMS } from './nav-items';

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
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="rounded-full p-2 text-slate-700 hover:bg-brand-50 md:hidden" aria-label="Open menu">
        <Menu aria-hidden className="size-6" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-80 max-w-full flex-col gap-2 overflow-y-auto bg-white p-6 shadow-xl">
          <div className="mb-4 flex items-center justify-between">
            <Dialog.Title className="sr-only">Menu</Dialog.Title>
            <Logo size="mobile" />
            <Dialog.Close className="rounded-full p-2 hover:bg-slate-100" aria-label="Close menu">
              <X aria-hidden className="size-6" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">Site navigation</Dialog.Description>
          <ul className="flex flex-col gap-1">
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <Link
                  to={asTo(item.to)}
                  onClick={() => setOpen(false)}
                  className={clsx(
                    'block rounded-lg px-3 py-2 font-medium',
                    isActivePath(item.to, pathname) ? 'bg-brand-50 text-brand-700' : 'text-slate-700',
                  )}
                >
                  {item.label}
                </Link>
                {item.children && (
                  <ul className="ml-4 border-l border-slate-100 pl-2">
                    {item.children.map((child) => (
                      <li key={child.hash}>
                        <Link
                          to={asTo(child.to)}
                          hash={child.hash}
                          onClick={() => setOpen(false)}
                          className="block rounded-lg px-3 py-1.5 text-sm text-slate-600"
                        >
                          {child.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
          <Link to={asTo('/contact')} hash="consultation" onClick={() => setOpen(false)} className="btn-accent mt-4">
            Book Consultation
          </Link>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
