// A carousel of cards, 3, 2 or 1 to a view by width (styles.css). As HTML it is a strip the visitor swipes or scrolls
// through; when there are more cards than fit, the page's script (enhance/carousel.ts) makes it an endless loop (20 s
// per loop, the list doubled so it wraps seamlessly, a CSS animation) and shows its Pause/Play button, whose place the
// HTML keeps (the stylesheet knows from the count whether the cards fit) so nothing moves when it appears.
import { CAROUSEL_LOOP_MS } from '@coach/shared';
import { Pause, Play } from 'lucide-react';
import type { CSSProperties, ReactNode } from 'react';

/** What the page's script reads: the carousel, its cards' list, its button, and a switch elsewhere on the page. */
export const CAROUSEL_MARKS = {
  carousel: 'data-carousel',
  track: 'data-carousel-track',
  toggle: 'data-carousel-toggle',
  /** On a switch outside the carousel, naming the carousel's id: it plays and pauses the carousel too. */
  switch: 'data-carousel-switch',
} as const;

export function Carousel<T>({
  id,
  items,
  getKey,
  renderItem,
  label,
}: {
  /** Needed when a switch elsewhere on the page (`data-carousel-switch`) drives it. */
  id?: string;
  items: T[];
  getKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
  label: string;
}) {
  return (
    <section
      id={id}
      {...{ [CAROUSEL_MARKS.carousel]: '' }}
      data-count={items.length}
      // The stylesheet sizes the track from the count (styles.css, .carousel-track).
      style={{ '--count': items.length } as CSSProperties}
      aria-roledescription="carousel"
      aria-label={label}
      className="relative"
    >
      {/* Only the script plays and pauses: without it the button is not there (its place is, invisible). */}
      <div className="carousel-controls mb-4 flex justify-end">
        <button
          type="button"
          {...{ [CAROUSEL_MARKS.toggle]: '' }}
          className="carousel-toggle btn-outline px-4 py-1.5"
          aria-label="Pause carousel"
        >
          <span className="carousel-when-playing contents">
            <Pause aria-hidden className="size-4" />
            Pause
          </span>
          <span className="carousel-when-paused contents">
            <Play aria-hidden className="size-4" />
            Play
          </span>
        </button>
      </div>
      {/* Scrolls sideways as HTML, so it needs the keyboard's focus; the script takes it away once it lays it out. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <div className="carousel-viewport" tabIndex={0}>
        <ul
          {...{ [CAROUSEL_MARKS.track]: '' }}
          className="carousel-track"
          style={{ animationDuration: `${CAROUSEL_LOOP_MS}ms` }}
        >
          {items.map((item) => (
            <li key={getKey(item)} className="carousel-item p-3">
              {renderItem(item)}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
