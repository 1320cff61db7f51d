// Dialogs over a public page (the mobile menu, Talk to Expert, the consultation popup) open in the top layer as
// popovers that act as modals (decision 180): the focus goes in and stays in until they close, Escape and a tap beside
// them close them, that tap reaches nothing behind, and the focus goes back where it was. Not showModal: making the
// rest of the page inert restyles every element of it, which took some 200 ms of a phone's processor at each opening.
// A browser without popovers gets showModal.

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The open dialogs, the newest last; and where the focus was when each opened. */
const shown: HTMLDialogElement[] = [];
const returnFocusTo = new WeakMap<HTMLDialogElement, Element | null>();
const wired = new WeakSet<HTMLDialogElement>();
const wiredDocuments = new WeakSet<Document>();

export const isDialogShown = (dialog: HTMLDialogElement) => dialog.open || dialog.matches(':popover-open');

export function closeDialog(dialog: HTMLDialogElement) {
  if (dialog.matches(':popover-open')) dialog.hidePopover();
  else if (dialog.open) dialog.close();
}

/** The controls the keyboard can reach in a dialog, in order. */
const focusableIn = (dialog: HTMLDialogElement) =>
  [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.getClientRects().length > 0);

/**
 * Opens `dialog` over the page, focusing `focus` (else its first control). Its `close` event fires when it closes, as
 * a modal dialog's does, however it was closed.
 */
export function showDialog(dialog: HTMLDialogElement, focus?: HTMLElement | null) {
  if (isDialogShown(dialog)) return;
  const doc = dialog.ownerDocument;
  if (typeof dialog.showPopover !== 'function') {
    dialog.showModal();
    focus?.focus();
    return;
  }
  wireDocument(doc);
  wireDialog(dialog);
  returnFocusTo.set(dialog, doc.activeElement);
  dialog.showPopover();
  shown.push(dialog);
  (focus ?? focusableIn(dialog)[0])?.focus();
}

function wireDialog(dialog: HTMLDialogElement) {
  if (wired.has(dialog)) return;
  wired.add(dialog);
  dialog.setAttribute('popover', 'auto');
  dialog.setAttribute('aria-modal', 'true');
  dialog.addEventListener('toggle', (event) => {
    if ((event as ToggleEvent).newState !== 'closed') return;
    const at = shown.indexOf(dialog);
    if (at >= 0) shown.splice(at, 1);
    // Back where it was, unless the visitor has moved on (another dialog took the focus).
    const doc = dialog.ownerDocument;
    const active = doc.activeElement;
    const before = returnFocusTo.get(dialog);
    if ((!active || active === doc.body || dialog.contains(active)) && before instanceof HTMLElement) before.focus();
    dialog.dispatchEvent(new Event('close'));
  });
}

/** Once per page: the focus kept in the newest dialog, and the tap that closes one by landing beside it swallowed. */
function wireDocument(doc: Document) {
  if (wiredDocuments.has(doc)) return;
  wiredDocuments.add(doc);
  // The browser closes the dialog on a press beside it; the click that follows must not also follow a link there.
  let swallowClick = false;
  doc.addEventListener('keydown', (event) => {
    // A click from the keyboard (Enter on a link) is never such a press.
    swallowClick = false;
    const dialog = shown.at(-1);
    if (event.key !== 'Tab' || !dialog) return;
    const controls = focusableIn(dialog);
    const first = controls[0];
    const last = controls.at(-1);
    if (!first || !last) return event.preventDefault();
    const active = doc.activeElement;
    if (event.shiftKey ? active === first || !dialog.contains(active) : active === last || !dialog.contains(active)) {
      event.preventDefault();
      (event.shiftKey ? last : first).focus();
    }
  });
  doc.addEventListener(
    'pointerdown',
    (event) => {
      const dialog = shown.at(-1);
      swallowClick = !!dialog && !(event.target instanceof Node && dialog.contains(event.target));
      // Nor may it move the focus there: it goes back to where it was before the dialog opened.
      if (swallowClick) event.preventDefault();
    },
    true,
  );
  doc.addEventListener(
    'click',
    (event) => {
      if (!swallowClick) return;
      swallowClick = false;
      event.preventDefault();
      event.stopImmediatePropagation();
      const dialog = shown.at(-1);
      if (dialog) closeDialog(dialog);
    },
    true,
  );
}
