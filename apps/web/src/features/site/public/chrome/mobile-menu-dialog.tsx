// The menu dialog at 768px and below: every section of the site, loaded when the menu is first opened.
import * as Dialog from '@radix-ui/react-dialog';
import { Link } from '@tanstack/react-router';
import clsx from 'clsx';
import { X } from 'lucide-react';
import { useServiceLinks } from '@/features/site/site-details';
import { useReturnFocus } from '@/lib/use-return-focus';
import { Logo } from './logo';
import { isActivePath, NAV_ITEMS } from './nav-items';

export default function MobileMenuDialog({ pathname, onClose }: { pathname: string; onClose: () => void }) {
  const returnFocus = useReturnFocus();
  const serviceLinks = useServiceLinks().menu;
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <Dialog.Content
          onCloseAutoFocus={returnFocus}
          className="fixed inset-y-0 right-0 z-50 flex w-80 max-w-full flex-col gap-2 overflow-y-auto bg-white p-6 shadow-xl"
        >
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
                  to={item.to}
                  onClick={onClose}
                  className={clsx(
                    'block rounded-lg px-3 py-2 font-medium',
                    isActivePath(item.to, pathname) ? 'bg-brand-50 text-brand-700' : 'text-slate-700',
                  )}
                >
                  {item.label}
                </Link>
                {item.servicesMenu && serviceLinks.length > 0 && (
                  <ul className="ml-4 border-l border-slate-100 pl-2">
                    {serviceLinks.map((child) => (
                      <li key={child.hash}>
                        <Link
                          to={child.to}
                          hash={child.hash}
                          onClick={onClose}
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
          <Link to="/contact" hash="consultation" onClick={onClose} className="btn-accent mt-4">
            Book Consultation
          </Link>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
