// Brings one island to life: its code is here, React hydrates the server's markup of it with the props it was drawn
// with. Loaded only when a visitor first reaches for an island (enhance/islands.ts), so React is never part of a
// public page's first load.
import { type ComponentType, type ReactNode, StrictMode, startTransition, useLayoutEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';

/** Tells when React has committed the hydrated island (it draws nothing of its own, so the markup still matches). */
function Committed({ children, onCommit }: { children: ReactNode; onCommit: () => void }) {
  useLayoutEffect(onCommit, [onCommit]);
  return children;
}

/** Resolves once the island is hydrated and its handlers are attached. */
export function hydrateIsland(element: HTMLElement, Component: ComponentType<object>): Promise<void> {
  const props = JSON.parse(element.dataset.props ?? '{}') as object;
  // As a transition: React hydrates in slices and yields between them, and an event that reaches a part not yet
  // hydrated hydrates that part (its Suspense boundary) first, not the whole island (decision 181).
  return new Promise((resolve) => {
    startTransition(() => {
      hydrateRoot(
        element,
        <StrictMode>
          <Committed onCommit={resolve}>
            <Component {...props} />
          </Committed>
        </StrictMode>,
        { identifierPrefix: element.dataset.islandId ?? '' },
      );
    });
  });
}
