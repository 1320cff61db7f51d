// Following the address's #section: on arrival and at every change of it, the section is scrolled below the sticky
// header at about 300, 800 and 1500 ms, as the page settles (the stylesheet's scroll-margin places it at once).
import { scheduleHashScroll } from '@/lib/section-scroll';
import { whenShown } from '@/lib/when-shown';

export function enhanceHashScroll(doc: Document) {
  const view = doc.defaultView;
  if (!view) return;
  let cancel = () => {};
  const follow = () => {
    cancel();
    let id = '';
    try {
      id = decodeURIComponent(view.location.hash.slice(1));
    } catch {
      // A malformed escape is no section of the page.
    }
    cancel = id ? scheduleHashScroll(id) : () => {};
  };
  // A page the browser rendered ahead of the click scrolls once it is shown.
  whenShown(doc, follow);
  view.addEventListener('hashchange', follow);
}
