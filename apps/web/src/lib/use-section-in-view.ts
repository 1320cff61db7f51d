// On the home page, which navigation item's section is in view (sections carry data-nav-section="/path").
import { HEADER_OFFSET_PX } from '@coach/shared';
import { useEffect, useState } from 'react';

export function useSectionInView(enabled: boolean): string | null {
  const [active, setActive] = useState<string | null>(null);
  useEffect(() => {
    if (!enabled) {
      setActive(null);
      return;
    }
    const sections = [...document.querySelectorAll<HTMLElement>('[data-nav-section]')];
    const visible = new Map<HTMLElement, number>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) visible.set(entry.target as HTMLElement, entry.intersectionRatio);
        const best = [...visible.entries()].filter(([, ratio]) => ratio > 0).sort((a, b) => b[1] - a[1])[0];
        setActive(best ? (best[0].dataset.navSection ?? null) : null);
      },
      { rootMargin: `-${HEADER_OFFSET_PX}px 0px -40% 0px`, threshold: [0, 0.25, 0.5, 0.75, 1] },
    );
    for (const section of sections) observer.observe(section);
    return () => observer.disconnect();
  }, [enabled]);
  return active;
}
