// Up and Down buttons that move an item of a list (so with the keyboard as with the mouse): after a move the focus
// stays on the moved item and a polite live region says where it went. The page editor's lists and the testimonials
// use them.
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useState } from 'react';

/** Focuses what `selector` finds once the moved or removed item has been drawn again. */
export const focusLater = (selector: string) =>
  requestAnimationFrame(() => document.querySelector<HTMLElement>(selector)?.focus());

/** What the live region says, and the move's announcement and focus. */
export function useMoveAnnouncer() {
  const [said, setSaid] = useState('');
  /** After `name` (the item's key `moveKey`) went from place `from` to place `to` of `count` (from 0). */
  const announceMove = ({
    moveKey,
    name,
    from,
    to,
    count,
  }: {
    moveKey: string;
    name: string;
    from: number;
    to: number;
    count: number;
  }) => {
    setSaid(`${name} moved to place ${to + 1} of ${count}`);
    // On the same button, or the other one when the item reached an end (where that button is disabled).
    const direction = to < from ? 'up' : 'down';
    const atEnd = to === 0 || to === count - 1;
    const other = direction === 'up' ? 'down' : 'up';
    focusLater(`[data-move="${moveKey}-${atEnd ? other : direction}"]`);
  };
  return { said, setSaid, announceMove };
}

/** The live region a list's moves (and adds and removals) are announced in. */
export function MoveAnnouncement({ said }: { said: string }) {
  return (
    <p aria-live="polite" className="sr-only">
      {said}
    </p>
  );
}

export function MoveButtons({
  moveKey,
  name,
  index,
  count,
  onMove,
}: {
  /** Follows the item through moves: the buttons are found by it after one. */
  moveKey: string;
  /** The item as the buttons name it: "Move {name} up". */
  name: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
}) {
  return (
    <>
      <button
        type="button"
        data-move={`${moveKey}-up`}
        className="btn-outline px-2 py-1 text-xs"
        disabled={index === 0}
        onClick={() => onMove(index, index - 1)}
        aria-label={`Move ${name} up`}
      >
        <ArrowUp aria-hidden className="size-4" /> Up
      </button>
      <button
        type="button"
        data-move={`${moveKey}-down`}
        className="btn-outline px-2 py-1 text-xs"
        disabled={index === count - 1}
        onClick={() => onMove(index, index + 1)}
        aria-label={`Move ${name} down`}
      >
        <ArrowDown aria-hidden className="size-4" /> Down
      </button>
    </>
  );
}
