// The menu at 768px and below: every section of the site in a dialog beside the page. Without script it opens as the
// browser's own popover (its button's `popovertarget`: Escape, a tap outside and the close button shut it); the
// script (enhance/mobile-menu.ts) makes it a modal that keeps the focus inside until it closes.
import clsx from 'clsx';
import { Menu, X } from 'lucide-react';
import { useServiceLinks } from '@/features/site/site-details';
import { Logo } from './logo';
import { CONSULTATION_HREF, isActivePath, NAV_ITEMS, serviceHref } from './nav-items';

const MENU_ID = 'site-menu';

/** The menu's button, in the header from 768px down. */
export function MobileMenuButton() {
  return (
    <button
      type="button"
      popoverTarget={MENU_ID}
      aria-haspopup="dialog"
      aria-label="Open menu"
      data-menu-open
      className="rounded-full p-2 text-slate-700 hover:bg-brand-50 md:hidden"
    >
      <Menu aria-hidden className="size-6" />
    </button>
  );
}

/** The menu itself, outside the header (the header's landmark holds only what it shows). */
export function MobileMenuDialog({ pathname }: { pathname: string }) {
  const serviceLinks = useServiceLinks().menu;
  return (
    // No layout on the dialog itself: its display is the browser's, shown only while open.
    <dialog
      id={MENU_ID}
      popover="auto"
      aria-labelledby={`${MENU_ID}-title`}
      aria-describedby={`${MENU_ID}-description`}
      className="fixed inset-y-0 right-0 left-auto m-0 h-full max-h-full w-80 max-w-full overflow-y-auto border-0 bg-white p-0 shadow-xl backdrop:bg-slate-900/40"
    >
      <div className="flex flex-col gap-2 p-6">
        <div className="mb-4 flex items-center justify-between">
          <h2 id={`${MENU_ID}-title`} className="sr-only">
            Menu
          </h2>
          <Logo size="mobile" />
          <button
            type="button"
            popoverTarget={MENU_ID}
            popoverTargetAction="hide"
            aria-label="Close menu"
            data-menu-close
            className="rounded-full p-2 hover:bg-slate-100"
          >
            <X aria-hidden className="size-6" />
          </button>
        </div>
        <p id={`${MENU_ID}-description`} className="sr-only">
          Site navigation
        </p>
        <ul className="flex flex-col gap-1">
          {NAV_ITEMS.map((item) => (
            <li key={item.to}>
              <a
                href={item.to}
                aria-current={isActivePath(item.to, pathname) ? 'page' : undefined}
                className={clsx(
                  'block rounded-lg px-3 py-2 font-medium text-slate-700',
                  'aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700',
                )}
              >
                {item.label}
              </a>
              {item.servicesMenu && serviceLinks.length > 0 && (
                <ul className="ml-4 border-l border-slate-100 pl-2">
                  {serviceLinks.map((child) => (
                    <li key={child.hash}>
                      <a href={serviceHref(child)} className="block rounded-lg px-3 py-1.5 text-sm text-slate-600">
                        {child.label}
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
        <a href={CONSULTATION_HREF} className="btn-accent mt-4">
          Book Consultation
        </a>
      </div>
    </dialog>
  );
}
