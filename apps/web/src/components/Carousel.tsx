// An endlessly scrolling carousel (20 s per loop, the list doubled so it wraps seamlessly) showing 3, 2 or 1 items
// by width. Pause/Play appears only when there are more items than fit; reduced motion starts it paused. The page's
// HTML holds each item once; the second copy the loop needs is added once the page has come to life.
import { CAROUSEL_LOOP_MS, carouselVisibleCount } from '@coach/shared';
import clsx from 'clsx';
import { Pause, Play } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { usePrefersReducedMotion, useViewportWidth } from '../lib/use-media';

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

  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const scrolls = items.length > visible;
  const loops = scrolls && hydrated;
  const track = loops ? [...items, ...items] : items;
  return (
    <section aria-roledescription="carousel" aria-label={label} className="relative">
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
