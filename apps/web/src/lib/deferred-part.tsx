// Parts of a page below its first screen: rendered in full on the server, their code fetched and hydrated only when
// they come near the screen. A phone that opens the page runs the framework and the first screen's code at start,
// not the whole page's. After the page has started, a navigation that shows the part loads it first (its route's
// loader calls `ready`), so it renders at once, as any other part of the page.
import { type ComponentType, lazy, memo, Suspense } from 'react';

type PartModule = { default: ComponentType };

/** How far below (or above) the screen a part starts to load: about half a screen before it is reached. */
const NEAR_SCREEN_MARGIN = '50% 0px';

function whenNearScreen(anchorId: string): Promise<void> {
  return new Promise((resolve) => {
    const anchor = document.getElementById(anchorId);
    if (!anchor || typeof IntersectionObserver === 'undefined') return resolve();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: NEAR_SCREEN_MARGIN },
    );
    observer.observe(anchor);
  });
}

/** A thenable React's `lazy` reads at once: a part whose code is here renders without suspending. */
// biome-ignore lint/suspicious/noThenProperty: a thenable is what React's lazy reads
const alreadyLoaded = (module: PartModule) => ({ then: (resolve: (value: PartModule) => void) => resolve(module) });

/**
 * `load` imports the part's module (its default export takes no props); `anchorId` is the id of an element the part
 * renders, which the server's HTML carries, watched to tell when the part comes near the screen.
 */
export function deferredPart(load: () => Promise<PartModule>, anchorId: string) {
  let loaded: PartModule | undefined;
  let loading: Promise<PartModule> | undefined;
  let requestLoad = () => {};
  const requested = new Promise<void>((resolve) => {
    requestLoad = resolve;
  });
  const preload = (): Promise<PartModule> => {
    requestLoad();
    loading ??= load().then((module) => {
      loaded = module;
      return module;
    });
    return loading;
  };
  const Lazy = lazy(() => {
    if (loaded) return alreadyLoaded(loaded) as Promise<PartModule>;
    if (loading || typeof document === 'undefined') return preload();
    // Hydrating the server's page: wait until the part nears the screen, or a navigation's loader asks for it.
    void whenNearScreen(anchorId).then(preload);
    return requested.then(preload);
  });
  // biome-ignore lint/correctness/noComponentHookFactories: made once per part, at module level, as React's lazy is
  const Part = memo(function DeferredPart() {
    return (
      <Suspense fallback={null}>
        <Lazy />
      </Suspense>
    );
  });
  /** For the route's loader, which runs on the server and in navigations (not while the server's page hydrates). */
  const ready = async (): Promise<void> => {
    await preload();
  };
  return { Part, ready };
}
