// An endlessly scrolling carousel (20 s per loop, the list doubled so it wraps seamlessly) showing 3, 2 or 1 items
// by width. Pause/Play appears only when there are more items than fit; reduced motion starts it paused. The page's
// HTML holds each item once; the second copy the loop needs is added when the carousel comes near the screen.
import { CAROUSEL_LOOP_MS, carouselVisibleCount } from '@coach/shared';
import clsx from 'clsx';
import { Pause, Play } from 'lucide-react';
import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { usePrefersReducedMotion, useViewportWidth } from '@/lib/use-media';

export function Carousel<T>({
  items,
  getKey,
  renderItem,
  label,
  playing: controlledPlaying,
  onPlayingChange,
}: {
  items: T[];
  getKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
  label: string;
  playing?: boolean;
  onPlayingChange?: (playing: boolean) => void;
}) {
  const visible = carouselVisibleCount(useViewportWidth());
  const reducedMotion = usePrefersReducedMotion();
  const [ownPlaying, setOwnPlaying] = useState(true);
  const playing = controlledPlaying ?? ownPlaying;
  const setPlaying = onPlayingChange ?? setOwnPlaying;
  useEffect(() => {
    if (reducedMotion) setPlaying(false);
  }, [reducedMotion, setPlaying]);

  const section = useRef<HTMLElement>(null);
  const nearScreen = useNearScreen(section);

  const scrolls = items.length > visible;
  const loops = scrolls && nearScreen;
  const track = loops ? [...items, ...items] : items;
  return (
    <section ref={section} aria-roledescription="carousel" aria-label={label} className="relative">
      {scrolls && (
        <div className="mb-4 flex justify-end">
          <button
            type="button"
            onClick={() => setPlaying(!playing)}
            className="btn-outline px-4 py-1.5"
            aria-label={playing ? 'Pause carousel' : 'Play carousel'}
          >
            {playing ? <Pause aria-hidden className="size-4" /> : <Play aria-hidden className="size-4" />}
            {playing ? 'Pause' : 'Play'}
          </button>
        </div>
      )}
      <div className={clsx(scrolls ? 'overflow-hidden' : '')}>
        <ul
          className={clsx('flex', scrolls && 'carousel-track w-max', !scrolls && 'flex-wrap justify-center')}
          data-playing={playing && loops ? 'true' : 'false'}
          style={scrolls ? { animationDuration: `${CAROUSEL_LOOP_MS}ms` } : undefined}
        >
          {track.map((item, index) => (
            <li
              key={`${getKey(item)}-${index < items.length ? 'a' : 'b'}`}
              aria-hidden={index >= items.length || undefined}
              className="carousel-item shrink-0 p-3"
              data-visible={visible}
            >
              {renderItem(item)}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** True once the element is within a screen's height of the viewport (and from then on). */
function useNearScreen(element: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const node = element.current;
    if (!node || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [element, near]);
  return near;
}
