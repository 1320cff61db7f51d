// Private visit counting and lead attribution in the browser. The tab remembers, in session storage (gone with the
// tab), where it landed: first page, referrer and UTM values. Every public page view sends them to /api/visits as a
// beacon (after the page is shown, never delaying it), and every lead form sends them with the lead. No cookie, no
// identifier: the server counts visitors with a daily salted hash it never stores.
import type { LeadAttributionInput } from '@coach/shared';
import { postBeacon } from './beacon';
import { whenShown } from './when-shown';

const KEY = 'coach:landing';
type Landing = NonNullable<LeadAttributionInput>;

/** The tab's landing: remembered at the first page view, then the same for the tab's life. */
function landing(location: Location): Landing | null {
  try {
    const kept = sessionStorage.getItem(KEY);
    if (kept) return JSON.parse(kept) as Landing;
    const query = new URLSearchParams(location.search);
    const referrer = document.referrer && new URL(document.referrer).host !== location.host ? document.referrer : null;
    const first: Landing = {
      landing_page: location.pathname,
      referrer,
      utm_source: query.get('utm_source'),
      utm_medium: query.get('utm_medium'),
      utm_campaign: query.get('utm_campaign'),
    };
    sessionStorage.setItem(KEY, JSON.stringify(first));
    return first;
  } catch {
    // Storage refused (a privacy mode): nothing is remembered, and leads go without attribution.
    return null;
  }
}

/** What a lead form sends as `attribution`: the tab's landing, or null when none is known. */
export function leadAttribution(): Landing | null {
  return typeof window === 'undefined' ? null : landing(window.location);
}

/** Counts one view of `path` (a public page); a page the browser rendered ahead of a click counts once shown. */
export function countVisit(path: string) {
  whenShown(document, () => sendVisit(path));
}

function sendVisit(path: string) {
  const first = landing(window.location);
  const body = JSON.stringify({
    path,
    referrer: first?.referrer ?? null,
    utm_source: first?.utm_source ?? null,
    utm_medium: first?.utm_medium ?? null,
    utm_campaign: first?.utm_campaign ?? null,
  });
  postBeacon('/api/visits', body);
}
