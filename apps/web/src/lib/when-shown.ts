// A page the browser renders ahead of a click (speculation rules, lib/speculation-rules.ts) runs its script before the
// visitor sees it: what belongs to her visit (counting it, timers, scrolling to a section) waits until it is shown.

/** Runs `run` now, or when the page rendered ahead is shown. */
export function whenShown(doc: Document, run: () => void): void {
  if ((doc as Document & { prerendering?: boolean }).prerendering) {
    doc.addEventListener('prerenderingchange', run, { once: true });
  } else run();
}
