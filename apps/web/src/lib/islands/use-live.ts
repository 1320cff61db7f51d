// Whether an island's render is the live one in the browser, or the server's (and the hydration that matches it).
import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};

/**
 * False on the server and while React hydrates the server's markup, then true: a part drawn one way without script
 * (a plain choice) can become its richer self once the island is live, without a hydration mismatch.
 */
export const useLive = (): boolean =>
  useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );

/**
 * A value the browser knows and the server cannot (the visitor's time zone): the server's stand-in while the server's
 * markup is hydrated, the browser's own after, and the browser's at once for a part first drawn in the browser.
 */
export const useBrowserValue = <Value extends string | number | boolean>(browser: () => Value, server: Value): Value =>
  useSyncExternalStore(unchanging, browser, () => server);
