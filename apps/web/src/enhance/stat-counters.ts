// Headline numbers (components/ui/stat-counter.tsx) count up from zero over 2.5 s the first time they scroll into
// view; the figure read aloud is always the final one. Reduced motion, or a text that is not a number: left as drawn.
import { COUNTER_DURATION_MS } from '@coach/shared';

type Stat = { prefix: string; value: number; decimals: number; suffix: string };

/** "100+" -> 100 with suffix "+"; "4.8/5" -> 4.8 (one decimal) with suffix "/5"; "£2k" -> prefix "£". */
export function parseStat(text: string): Stat | null {
  const match = /^(\D*)(\d+(?:\.\d+)?)(.*)$/.exec(text);
  if (!match) return null;
  const [, prefix = '', number = '0', suffix = ''] = match;
  return { prefix, value: Number(number), decimals: number.split('.')[1]?.length ?? 0, suffix };
}

/** The figure shown `progress` (0 to 1) of the way through the count: fast at first, easing into the target. */
export function statAt(stat: Stat, progress: number): string {
  const shown = stat.value * (1 - (1 - Math.min(1, Math.max(0, progress))) ** 3);
  return `${stat.prefix}${shown.toFixed(stat.decimals)}${stat.suffix}`;
}

function countUp(figure: HTMLElement, stat: Stat) {
  const start = performance.now();
  // One text node whose characters change each frame: replacing the node (textContent) would restyle it each time.
  const text = figure.ownerDocument.createTextNode(statAt(stat, 0));
  figure.replaceChildren(text);
  const tick = (now: number) => {
    const progress = (now - start) / COUNTER_DURATION_MS;
    text.data = statAt(stat, progress);
    if (progress < 1) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

export function enhanceStatCounters(doc: Document) {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches || !('IntersectionObserver' in window)) return;
  const stats = new Map<Element, Stat>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const { target, isIntersecting } of entries) {
        const stat = stats.get(target);
        if (!isIntersecting || !stat) continue;
        observer.unobserve(target);
        countUp(target as HTMLElement, stat);
      }
    },
    { threshold: 0.4 },
  );
  for (const figure of doc.querySelectorAll<HTMLElement>('[data-stat-counter]')) {
    const stat = parseStat(figure.dataset.statCounter ?? '');
    if (!stat) continue;
    stats.set(figure, stat);
    // Zero until it is seen.
    figure.textContent = statAt(stat, 0);
    observer.observe(figure);
  }
}
