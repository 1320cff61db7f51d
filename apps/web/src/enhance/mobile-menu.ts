// The mobile menu (mobile-menu-dialog.tsx) as a modal dialog: the page behind is inert and the focus stays inside
// until Escape, the close button, a tap beside it or a link closes it; the focus then goes back to the menu button.
// Without this script (or the dialog element's showModal) it stays the browser's popover.
export function enhanceMobileMenu(doc: Document) {
  const dialog = doc.getElementById('site-menu');
  const opener = doc.querySelector<HTMLButtonElement>('[data-menu-open]');
  if (!(dialog instanceof HTMLDialogElement) || !opener || typeof dialog.showModal !== 'function') return;
  dialog.removeAttribute('popover');
  for (const button of doc.querySelectorAll('[popovertarget="site-menu"]')) {
    button.removeAttribute('popovertarget');
    button.removeAttribute('popovertargetaction');
  }
  opener.setAttribute('aria-expanded', 'false');
  opener.addEventListener('click', () => {
    dialog.showModal();
    opener.setAttribute('aria-expanded', 'true');
  });
  dialog.addEventListener('close', () => opener.setAttribute('aria-expanded', 'false'));
  dialog.addEventListener('click', (event) => {
    // The dialog itself is hit only beside its content, on the backdrop.
    const target = event.target as Element;
    if (target === dialog || target.closest('[data-menu-close], a[href]')) dialog.close();
  });
}
