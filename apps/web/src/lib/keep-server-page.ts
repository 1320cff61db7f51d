// When the browser code fails while it takes over a server-rendered page, the page stays as the server sent it
// (readable, its links plain links) instead of going blank, and the failure is reported to the server once.
import { isNotFound, isRedirect } from '@tanstack/react-router';
import type { Root } from 'react-dom/client';
import { postBeacon } from './beacon';

let reported = false;

/** Tells the server's log, once per page load, that this page failed in the browser. */
export function reportPageFailure(error: unknown): void {
  if (reported) return;
  reported = true;
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const body = JSON.stringify({ path: window.location.pathname, message: message.slice(0, 1000) });
  try {
    postBeacon('/api/page-failures', body);
  } catch {
    // Reporting must never be a second failure.
  }
}

/**
 * Keeps a copy of the server's page (about a millisecond on a desktop) before React takes it over. Its error
 * callbacks log as React's own do. On a public page, an error while the server's page is still the one shown (React
 * taking it over, a part of it whose code did not load, a click on it) also unmounts React and puts the server's
 * page back; after a move to another page, the router's error screen shows as usual. A cloned script is marked as
 * already run, so nothing runs twice.
 */
export function keepServerPage() {
  const serverAddress = window.location.href;
  // Admin pages keep the router's error screen (its details help the owner): no copy is needed there.
  const serverBody = /^\/admin(\/|$)/.test(window.location.pathname) ? null : document.body.cloneNode(true);
  const isServerPage = () => serverBody !== null && window.location.href === serverAddress;
  let root: Root | null = null;
  let restored = false;
  const fail = (error: unknown) => {
    // "Not found" and redirects travel as thrown values; they are answers, not failures.
    if (restored || !isServerPage() || isNotFound(error) || isRedirect(error)) return;
    reportPageFailure(error);
    restored = true;
    // After React's commit, before the next paint: never a blank frame.
    queueMicrotask(() => {
      try {
        root?.unmount();
      } catch {}
      document.body.replaceChildren(...(serverBody?.childNodes ?? []));
      document.documentElement.dataset.hydrated = 'failed';
    });
  };
  return {
    attach(hydrated: Root) {
      root = hydrated;
    },
    onUncaughtError(error: unknown) {
      reportError(error);
      fail(error);
    },
    onCaughtError(error: unknown) {
      console.error(error);
      fail(error);
    },
  };
}
