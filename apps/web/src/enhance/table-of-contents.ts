// The floating table of contents (components/layout/table-of-contents.tsx) with script: its entries become buttons
// that close the list and scroll the section below the header (smoothly unless reduced motion is preferred), and the
// entry of the section being read is marked.
import { scrollToElement } from '@/lib/section-scroll';

/** A section counts as being read once its top has reached this distance from the top of the viewport. */
const ACTIVE_SECTION_TOP_PX = 100;

export function enhanceTableOfContents(doc: Document) {
  const list = doc.querySelector<HTMLElement>('[data-table-of-contents]');
  const view = doc.defaultView;
  if (!list || !view) return;
  const entries = [...list.querySelectorAll<HTMLAnchorElement>('a[data-toc-entry]')].map((link) => {
    const button = doc.createElement('button');
    button.type = 'button';
    button.className = link.className;
    button.dataset.tocEntry = link.dataset.tocEntry;
    button.append(...link.childNodes);
    link.replaceWith(button);
    return button;
  });
  const sectionOf = (entry: HTMLElement) => doc.getElementById(entry.dataset.tocEntry ?? '');

  list.addEventListener('click', (event) => {
    const entry = (event.target as Element).closest<HTMLElement>('[data-toc-entry]');
    const section = entry && sectionOf(entry);
    if (!section) return;
    list.hidePopover();
    scrollToElement(section, section.id);
  });

  // The last section whose top is at or above the reading line; the first entry until any has reached it.
  let frame = 0;
  const update = () => {
    frame = 0;
    let active = entries[0];
    for (const entry of entries) {
      const top = sectionOf(entry)?.getBoundingClientRect().top;
      if (top !== undefined && top <= ACTIVE_SECTION_TOP_PX) active = entry;
    }
    for (const entry of entries) {
      if (entry === active) entry.setAttribute('aria-current', 'true');
      else entry.removeAttribute('aria-current');
    }
  };
  const onScroll = () => {
    if (!frame) frame = view.requestAnimationFrame(update);
  };
  update();
  view.addEventListener('scroll', onScroll, { passive: true });
  view.addEventListener('resize', onScroll);
}
