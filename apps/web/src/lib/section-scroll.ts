// Scrolling to page sections by id, with the spec's retry schedule (sections may render after data arrives).
import {
  CONSULTATION_SCROLL_RETRIES_MS,
  CONSULTATION_SECTION_ID,
  HASH_SCROLL_ATTEMPTS_MS,
  SECTION_LOOKUP_INTERVAL_MS,
  SECTION_LOOKUP_TRIES,
  sectionOffset,
} from '@coach/shared';

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Scrolls so the section's top sits below the sticky header. */
export function scrollToElement(element: Element, id: string) {
  const top = element.getBoundingClientRect().top + window.scrollY - sectionOffset(id);
  window.scrollTo({ top: Math.max(0, top), behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
}

/** Looks the section up to 10 times, 200 ms apart; resolves true once it scrolled. */
function scrollToSection(id: string, signal?: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    let tries = 0;
    const attempt = () => {
      if (signal?.aborted) return resolve(false);
      const element = document.getElementById(id);
      if (element) {
        scrollToElement(element, id);
        return resolve(true);
      }
      if (++tries >= SECTION_LOOKUP_TRIES) return resolve(false);
      setTimeout(attempt, SECTION_LOOKUP_INTERVAL_MS);
    };
    attempt();
  });
}

/** After arriving with a hash: attempts at about 300, 800 and 1500 ms, as content settles. */
export function scheduleHashScroll(id: string): () => void {
  const controller = new AbortController();
  const timers = HASH_SCROLL_ATTEMPTS_MS.map((delay) =>
    setTimeout(() => void scrollToSection(id, controller.signal), delay),
  );
  return () => {
    controller.abort();
    for (const timer of timers) clearTimeout(timer);
  };
}

/** Book Consultation when already on /contact: scroll now, and again after 1 s and 2 s. */
export function scrollToConsultation(): void {
  void scrollToSection(CONSULTATION_SECTION_ID);
  for (const delay of CONSULTATION_SCROLL_RETRIES_MS)
    setTimeout(() => void scrollToSection(CONSULTATION_SECTION_ID), delay);
}
