// Page dialogs with script (components/ui/page-dialog.tsx): a link to one opens it as a modal (lib/modal-dialog.ts:
// the focus kept inside, Escape and a tap beside it close it), its close control closes it, and its name leaves the
// address. An island inside wakes as the dialog opens.
import { ISLAND_ATTRIBUTE } from '@/lib/islands/island-markup';
import { closeDialog, isDialogShown, showDialog } from '@/lib/modal-dialog';
import { afterNextPaint, wakeIsland } from './islands';

const PAGE_DIALOG = 'dialog[data-page-dialog]';

/** The page dialog a link's `#fragment` names, if any. */
function dialogNamed(doc: Document, hash: string | null): HTMLDialogElement | null {
  if (!hash?.startsWith('#') || hash.length < 2) return null;
  const element = doc.getElementById(decodeURIComponent(hash.slice(1)));
  return element instanceof HTMLDialogElement && element.matches(PAGE_DIALOG) ? element : null;
}

const openerOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLAnchorElement>('a[href^="#"]') : null;

/** After the dialog is painted open: its island's code loads in tasks of its own, never delaying the opening. */
function wakeIslandsIn(dialog: HTMLDialogElement) {
  const view = dialog.ownerDocument.defaultView;
  const wake = () => {
    for (const island of dialog.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)) void wakeIsland(island);
  };
  if (view) afterNextPaint(view, wake);
  else wake();
}

/**
 * Opens a page dialog as a modal, its first field focused (a dialog without fields focuses its first control), and
 * wakes its island: its code loads while the visitor sees the dialog open (nothing loads before, so the opening
 * itself never waits for it).
 */
function openPageDialog(dialog: HTMLDialogElement) {
  showDialog(
    dialog,
    dialog.querySelector<HTMLElement>('input:not([type="hidden"]):not([tabindex="-1"]),select,textarea'),
  );
  wakeIslandsIn(dialog);
}

export function enhanceDialogs(doc: Document) {
  const view = doc.defaultView;
  doc.addEventListener('click', (event) => {
    const target = event.target;
    const dialog = dialogNamed(doc, openerOf(target)?.getAttribute('href') ?? null);
    if (dialog) {
      event.preventDefault();
      openPageDialog(dialog);
      return;
    }
    if (!(target instanceof Element)) return;
    const closer = target.closest('[data-dialog-close]');
    const own = (closer ?? target).closest<HTMLDialogElement>(PAGE_DIALOG);
    if (!own || !isDialogShown(own)) return;
    if (closer) {
      event.preventDefault();
      closeDialog(own);
      return;
    }
    // A browser without popovers opens it as a modal: a click on the backdrop reaches the dialog, outside its box.
    const box = own.getBoundingClientRect();
    const { clientX: x, clientY: y } = event as MouseEvent;
    if (target === own && (x < box.left || x > box.right || y < box.top || y > box.bottom)) own.close();
  });
  // A link playing a button answers the space bar as a button does.
  doc.addEventListener('keydown', (event) => {
    const target = event.target;
    if (event.key !== ' ' || !(target instanceof HTMLAnchorElement) || target.getAttribute('role') !== 'button') return;
    event.preventDefault();
    target.click();
  });
  // Closed: the address no longer names it (so a reload or the CSS does not show it again).
  doc.addEventListener(
    'close',
    (event) => {
      const dialog = event.target;
      if (!view || !(dialog instanceof HTMLDialogElement) || view.location.hash !== `#${dialog.id}`) return;
      view.history.replaceState(view.history.state, '', view.location.pathname + view.location.search);
    },
    true,
  );
  // An address that names a dialog (a call-back post's answer): it opens as a modal.
  const named = view && dialogNamed(doc, view.location.hash);
  if (named) openPageDialog(named);
}
