// Carousels (components/ui/carousel.tsx) come alive: with more cards than fit at this width, the list is doubled and
// loops (the animation is the stylesheet's), Pause/Play shows and a switch elsewhere on the page follows it; reduced
// motion starts it paused. With fewer, it stays the HTML's still row. It is laid out when it first comes on screen (a
// carousel below the fold costs a page's load nothing) and moves only while on screen: sliding out of sight, its lazy
// images kept the page's main thread drawing every frame (a tap on a slow phone waited some 80 ms).
import { carouselVisibleCount } from '@coach/shared';

export function enhanceCarousels(doc: Document) {
  for (const carousel of doc.querySelectorAll<HTMLElement>('[data-carousel]')) enhanceCarousel(doc, carousel);
}

function enhanceCarousel(doc: Document, carousel: HTMLElement) {
  const track = carousel.querySelector<HTMLElement>('[data-carousel-track]');
  const toggle = carousel.querySelector<HTMLElement>('[data-carousel-toggle]');
  if (!track || !toggle) return;
  const cards = [...track.children];
  // The copies the loop needs, made when it first loops: hidden from assistive technology and out of the keyboard's way.
  let copies: HTMLElement[] = [];
  const makeCopies = () =>
    cards.map((card) => {
      const copy = card.cloneNode(true) as HTMLElement;
      copy.setAttribute('aria-hidden', 'true');
      copy.inert = true;
      return copy;
    });
  const switches = carousel.id ? [...doc.querySelectorAll<HTMLElement>(`[data-carousel-switch="${carousel.id}"]`)] : [];

  const play = (playing: boolean) => {
    carousel.dataset.playing = String(playing);
    toggle.setAttribute('aria-label', playing ? 'Pause carousel' : 'Play carousel');
    for (const control of switches) control.setAttribute('aria-checked', String(playing));
  };
  const layOut = () => {
    const loops = cards.length > carouselVisibleCount(window.innerWidth);
    if (loops === (carousel.dataset.looping === 'true')) return;
    carousel.dataset.looping = String(loops);
    if (loops) {
      if (copies.length === 0) copies = makeCopies();
      track.append(...copies);
      // A strip scrolled by hand before the script ran starts the loop from its start.
      if (track.parentElement) track.parentElement.scrollLeft = 0;
    } else for (const copy of copies) copy.remove();
  };

  const playing = () => carousel.dataset.playing === 'true';
  toggle.addEventListener('click', () => play(!playing()));
  for (const control of switches) {
    control.addEventListener('click', () => play(!playing()));
    control.closest<HTMLElement>('[hidden]')?.removeAttribute('hidden');
  }
  play(!window.matchMedia('(prefers-reduced-motion: reduce)').matches);
  // Laid out when first on screen, never as the page's script runs: the window's width, read then, would lay the page
  // out before the browser's own frame does (on a slow phone, a long task at load).
  let seen = false;
  const onScreen = (shown: boolean) => {
    carousel.dataset.onScreen = String(shown);
    if (!shown || seen) return;
    seen = true;
    layOut();
    // The strip no longer scrolls by hand: laid out by width, or looping.
    track.parentElement?.removeAttribute('tabindex');
    window.addEventListener('resize', layOut, { passive: true });
  };
  if ('IntersectionObserver' in window) {
    new IntersectionObserver(([entry]) => onScreen(entry?.isIntersecting ?? true)).observe(carousel);
  } else requestAnimationFrame(() => onScreen(true));
}
