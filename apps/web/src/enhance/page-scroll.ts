// The chrome's scroll state (site-chrome.tsx marks its parts): the reading-progress strip, the navigation's style past
// 50px, the back-to-top and BMI buttons after 300px and the ring around back-to-top; one listener, one update a frame.
import { FLOATING_BUTTONS_SCROLL_PX, NAV_STYLE_SCROLL_PX } from '@coach/shared';

export function enhancePageScroll(doc: Document) {
  const view = doc.defaultView;
  if (!view) return;
  const header = doc.querySelector('[data-site-header]');
  const strip = doc.querySelector<HTMLElement>('[data-scroll-progress]');
  const ring = doc.querySelector('[data-progress-ring]');
  const ringLength = Number(ring?.getAttribute('stroke-dasharray') ?? 0);
  const buttons = [...doc.querySelectorAll<HTMLElement>('[data-after-scroll]')];
  let buttonsShown: boolean | null = null;
  let frame = 0;

  const update = () => {
    frame = 0;
    const y = view.scrollY;
    const max = doc.documentElement.scrollHeight - view.innerHeight;
    const progress = max > 0 ? Math.min(1, y / max) : 0;
    header?.toggleAttribute('data-scrolled', y > NAV_STYLE_SCROLL_PX);
    if (strip) {
      strip.style.transform = `scaleX(${progress})`;
      strip.setAttribute('aria-valuenow', String(Math.round(progress * 100)));
    }
    ring?.setAttribute('stroke-dashoffset', String(ringLength * (1 - progress)));
    const show = y > FLOATING_BUTTONS_SCROLL_PX;
    if (show === buttonsShown) return;
    buttonsShown = show;
    // Out of sight is out of the keyboard's way and of the accessibility tree too.
    for (const button of buttons) {
      button.toggleAttribute('data-visible', show);
      button.tabIndex = show ? 0 : -1;
      button.setAttribute('aria-hidden', String(!show));
    }
  };
  const onScroll = () => {
    if (!frame) frame = view.requestAnimationFrame(update);
  };

  // At the next frame, whose layout the page needs anyway: reading the page's height now would lay it out twice.
  onScroll();
  // Drawn now: without script they are not in the page at all.
  for (const element of [strip, ...buttons]) if (element) element.hidden = false;
  view.addEventListener('scroll', onScroll, { passive: true });
  view.addEventListener('resize', onScroll);
  // Smooth unless reduced motion is preferred: the stylesheet's scroll-behavior decides.
  doc.querySelector('[data-back-to-top]')?.addEventListener('click', () => view.scrollTo({ top: 0 }));
}
