// Islands on intent: each island of the page loads its code and hydrates, on its own, the first time the visitor
// reaches for it (a pointer over it or pressing it, a touch, the focus). A form sent before its island is ready waits
// for it and is then sent by the island; if the island cannot load, the form posts as plain HTML.
import type { ComponentType } from 'react';
import { ISLAND_ATTRIBUTE } from '@/lib/islands/island-markup';

type IslandModule = { default: { Component: ComponentType<object> } };

/** Every island's code, by its file name: `features/<area>/public/<name>.island.tsx`. */
const ISLAND_FILES = import.meta.glob<IslandModule>('../features/*/public/*.island.tsx');
const islandCode = new Map(
  Object.entries(ISLAND_FILES).map(([file, load]) => [/([^/]+)\.island\.tsx$/.exec(file)?.[1] ?? file, load]),
);

/** What a visitor does that shows she is about to use a part of the page. */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

const started = new WeakMap<HTMLElement, Promise<boolean>>();

/** Loads and hydrates one island; resolves true once it is live, false if its code could not be had. */
export function wakeIsland(element: HTMLElement): Promise<boolean> {
  let waking = started.get(element);
  if (!waking) {
    const load = islandCode.get(element.getAttribute(ISLAND_ATTRIBUTE) ?? '');
    waking = load
      ? Promise.all([import('@/lib/islands/hydrate'), load()]).then(
          async ([{ hydrateIsland }, island]) => {
            await hydrateIsland(element, island.default.Component);
            element.dataset.islandLive = 'true';
            return true;
          },
          (error: unknown) => {
            // A dropped connection: the next reach tries again; meanwhile the plain HTML keeps working.
            started.delete(element);
            console.warn('An island could not load', error);
            return false;
          },
        )
      : Promise.resolve(false);
    started.set(element, waking);
  }
  return waking;
}

const islandOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`) : null;

/**
 * Runs `then` once the browser has painted what the current event changed (a field focused, a dialog shown), so that
 * what follows runs in tasks of its own.
 */
export const afterNextPaint = (view: Window, then: () => void) =>
  view.requestAnimationFrame(() => view.setTimeout(then));

export function enhanceIslands(doc: Document) {
  const view = doc.defaultView;
  for (const type of INTENT_EVENTS) {
    doc.addEventListener(
      type,
      (event) => {
        const island = islandOf(event.target);
        if (!island || island.dataset.islandLive || started.has(island)) return;
        // A pointer comes before its press: the code starts loading at once. The focus comes with the press (or a
        // dialog's opening), whose answer is painted first.
        if (type === 'focusin' && view) afterNextPaint(view, () => void wakeIsland(island));
        else void wakeIsland(island);
      },
      { passive: true, capture: true },
    );
  }
  // The visitor reached a field before this script ran (it starts after the first paint): its island wakes now.
  const focused = islandOf(doc.activeElement);
  if (focused && view) afterNextPaint(view, () => void wakeIsland(focused));
  // A form sent before its island is live: held, then sent again once the island handles it.
  doc.addEventListener(
    'submit',
    (event) => {
      const form = event.target as HTMLFormElement;
      const island = islandOf(form);
      if (!island || island.dataset.islandLive) return;
      event.preventDefault();
      const submitter = (event as SubmitEvent).submitter;
      void wakeIsland(island).then((live) => {
        if (!live) return form.submit();
        // The island drew the same form: send it through the island's own handler.
        const again = form.isConnected ? form : island.querySelector('form');
        again?.requestSubmit(submitter && again.contains(submitter) ? submitter : null);
      });
    },
    { capture: true },
  );
}
