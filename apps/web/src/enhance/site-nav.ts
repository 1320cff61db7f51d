// The navigation beyond its HTML (nav-bar.tsx): the Services menu by click, keyboard and mouse; on the home page the
// item of the section in view; Book Consultation on /contact scrolls to the form (now, and again after 1 s and 2 s).
import { CONSULTATION_SECTION_ID, HEADER_OFFSET_PX } from '@coach/shared';
import { scrollToConsultation } from '@/lib/section-scroll';

/** The disclosure pattern: the button toggles; Escape closes back to it; so do the pointer and the focus leaving. */
function enhanceSubMenu(menu: HTMLElement) {
  const button = menu.querySelector('button');
  if (!button) return;
  const isOpen = () => menu.hasAttribute('data-open');
  const setOpen = (open: boolean) => {
    menu.toggleAttribute('data-open', open);
    button.setAttribute('aria-expanded', String(open));
  };
  setOpen(false);
  button.addEventListener('click', () => setOpen(!isOpen()));
  // A mouse only: a tap also sends pointer events, and its click must not close what the pointer just opened.
  menu.addEventListener('pointerenter', (event) => {
    if (event.pointerType === 'mouse') setOpen(true);
  });
  menu.addEventListener('pointerleave', (event) => {
    menu.removeAttribute('data-dismissed');
    if (event.pointerType === 'mouse') setOpen(false);
  });
  menu.addEventListener('focusout', (event) => {
    if (!menu.contains(event.relatedTarget as Node | null)) setOpen(false);
  });
  menu.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !isOpen()) return;
    setOpen(false);
    // Closed under the pointer too, until it leaves (the stylesheet opens the menu on hover).
    menu.setAttribute('data-dismissed', '');
    button.focus();
  });
  menu.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) setOpen(false);
  });
}

/** Home page: "current" moves to the item whose section (data-nav-section="/path") shows most; Home above them. */
function followSectionInView(doc: Document) {
  const items = [...doc.querySelectorAll<HTMLElement>('[data-nav-link]')];
  const sections = [...doc.querySelectorAll<HTMLElement>('[data-nav-section]')];
  if (sections.length === 0 || typeof IntersectionObserver !== 'function') return;
  const mark = (path: string) => {
    for (const item of items) {
      const current = item.dataset.navLink === path;
      // A link is the current page; the Services menu's button is only highlighted.
      if (item instanceof HTMLAnchorElement) {
        if (current) item.setAttribute('aria-current', 'page');
        else item.removeAttribute('aria-current');
      } else item.toggleAttribute('data-current', current);
    }
  };
  const shares = new Map<Element, number>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) shares.set(entry.target, entry.intersectionRatio);
      let best: HTMLElement | null = null;
      let bestShare = 0;
      for (const [section, share] of shares) {
        if (share > bestShare) [best, bestShare] = [section as HTMLElement, share];
      }
      mark(best?.dataset.navSection ?? '/');
    },
    { rootMargin: `-${HEADER_OFFSET_PX}px 0px -40% 0px`, threshold: [0, 0.25, 0.5, 0.75, 1] },
  );
  for (const section of sections) observer.observe(section);
}

function scrollToFormOnContact(doc: Document) {
  const view = doc.defaultView;
  doc.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    const link = (event.target as Element).closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement) || !view) return;
    const { origin, pathname } = view.location;
    if (link.hash !== `#${CONSULTATION_SECTION_ID}` || link.origin !== origin || link.pathname !== pathname) return;
    event.preventDefault();
    scrollToConsultation();
  });
}

export function enhanceSiteNav(doc: Document) {
  for (const menu of doc.querySelectorAll<HTMLElement>('[data-submenu]')) enhanceSubMenu(menu);
  if (doc.defaultView?.location.pathname === '/') followSectionInView(doc);
  scrollToFormOnContact(doc);
}
