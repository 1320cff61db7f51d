// The mobile menu (mobile-menu-dialog.tsx) as a modal (lib/modal-dialog.ts): the focus stays inside until Escape, the
// close button, a tap beside it or a link closes it; the focus then goes back to the menu button. Without this script
// it stays the browser's popover.
import { closeDialog, showDialog } from '@/lib/modal-dialog';

export function enhanceMobileMenu(doc: Document) {
  const dialog = doc.getElementById('site-menu');
  const opener = doc.querySelector<HTMLButtonElement>('[data-menu-open]');
  if (!(dialog instanceof HTMLDialogElement) || !opener || typeof dialog.showModal !== 'function') return;
  for (const button of doc.querySelectorAll('[popovertarget="site-menu"]')) {
    button.removeAttribute('popovertarget');
    button.removeAttribute('popovertargetaction');
  }
  opener.setAttribute('aria-expanded', 'false');
  opener.addEventListener('click', () => {
    showDialog(dialog);
    opener.setAttribute('aria-expanded', 'true');
  });
  dialog.addEventListener('close', () => opener.setAttribute('aria-expanded', 'false'));
  dialog.addEventListener('click', (event) => {
    // The dialog itself is hit only beside its content, on the backdrop (a browser without popovers: a modal).
    const target = event.target as Element;
    if (target === dialog || target.closest('[data-menu-close], a[href]')) closeDialog(dialog);
  });
}
