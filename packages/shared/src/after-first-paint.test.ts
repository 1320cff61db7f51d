// The inline loader's timing, run as the browser runs it (its source in a fresh context) against a page whose load
// event, first contentful paint, frames and timers the test fires itself.
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { AFTER_FIRST_PAINT, AFTER_FIRST_PAINT_LIMIT_MS } from './after-first-paint';

/** A page: the tags its body holds, whether it has loaded, and whether the browser has paint timing. */
function page({
  body,
  loaded = false,
  paintTiming = true,
}: {
  body: string[];
  loaded?: boolean;
  paintTiming?: boolean;
}) {
  const listeners: Record<string, () => void> = {};
  const frames: (() => void)[] = [];
  const timers: { ms: number; run: () => void }[] = [];
  let observer: ((list: { getEntriesByName(name: string): unknown[] }, o: { disconnect(): void }) => void) | null =
    null;
  let runs = 0;
  const context = {
    document: { readyState: loaded ? 'complete' : 'loading', body: { children: body.map((tagName) => ({ tagName })) } },
    addEventListener: (name: string, listener: () => void) => {
      listeners[name] = listener;
    },
    requestAnimationFrame: (frame: () => void) => frames.push(frame),
    setTimeout: (run: () => void, ms = 0) => timers.push({ ms, run }),
    PerformanceObserver: paintTiming
      ? class {
          constructor(callback: typeof observer) {
            observer = callback;
          }
          observe() {}
        }
      : undefined,
    run: () => {
      runs += 1;
    },
  };
  runInNewContext(`(${AFTER_FIRST_PAINT})(run)`, context);
  /** Lets the frames and zero-delay timers that are due run; returns how often `run` has run. */
  const settle = () => {
    while (frames.length) frames.shift()?.();
    for (const timer of timers.filter((t) => t.ms === 0)) {
      timers.splice(timers.indexOf(timer), 1);
      timer.run();
    }
    return runs;
  };
  return {
    load: () => listeners.load?.(),
    paint: (name = 'first-contentful-paint') =>
      observer?.({ getEntriesByName: (wanted) => (wanted === name ? [{}] : []) }, { disconnect() {} }),
    limit: () => {
      const timer = timers.find((t) => t.ms === AFTER_FIRST_PAINT_LIMIT_MS);
      timer?.run();
    },
    settle,
  };
}

const CONTENT = ['SCRIPT', 'HEADER', 'MAIN', 'FOOTER', 'SCRIPT'];
const SHELL = ['SCRIPT', 'SCRIPT', 'NOSCRIPT', 'TEMPLATE', 'STYLE', 'LINK'];

describe('scripts after the first paint', () => {
  it('a page with content waits for its load event and its first contentful paint, then runs once', () => {
    const p = page({ body: CONTENT });
    p.load();
    expect(p.settle()).toBe(0);
    p.paint('first-paint');
    expect(p.settle()).toBe(0);
    p.paint();
    expect(p.settle()).toBe(1);
    p.paint();
    p.limit();
    expect(p.settle()).toBe(1);
  });

  it('a paint before the load event waits for the load event', () => {
    const p = page({ body: CONTENT });
    p.paint();
    expect(p.settle()).toBe(0);
    p.load();
    expect(p.settle()).toBe(1);
  });

  it('a page with nothing to paint (the portal shell: scripts only) goes ahead at its load event', () => {
    const p = page({ body: SHELL });
    expect(p.settle()).toBe(0);
    p.load();
    expect(p.settle()).toBe(1);
    p.paint();
    expect(p.settle()).toBe(1);
  });

  it('an empty shell that has already loaded runs at once', () => {
    expect(page({ body: [], loaded: true }).settle()).toBe(1);
  });

  it('a page that has already loaded still waits for its paint', () => {
    const p = page({ body: CONTENT, loaded: true });
    expect(p.settle()).toBe(0);
    p.paint();
    expect(p.settle()).toBe(1);
  });

  it('without paint timing, the load event is enough', () => {
    const p = page({ body: CONTENT, paintTiming: false });
    expect(p.settle()).toBe(0);
    p.load();
    expect(p.settle()).toBe(1);
  });

  it('a page that neither loads nor paints goes ahead at the limit, once', () => {
    const p = page({ body: CONTENT });
    p.limit();
    expect(p.settle()).toBe(1);
    p.load();
    p.paint();
    expect(p.settle()).toBe(1);
  });
});
