// The public forms' guard without script: a signed token a cached page carries for a time window, and the check that a
// post comes from one of the site's own pages.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { FORM_TOKEN_GRACE_MS, FORM_TOKEN_WINDOW_MS } from '@coach/shared';
import { deriveKey } from './tokens';

/** The key's purpose, and the signed text's first line: a form token is never any other signed thing of the site. */
const FORM_TOKEN_PURPOSE = 'public-form-token';
/** How far ahead of ours a clock that issued an honest token may run (another instance, a corrected clock). */
const FORM_TOKEN_CLOCK_SKEW_MS = 5 * 60 * 1000;

/** What `check` says of a posted token: only `valid` lets the form through. */
export type FormTokenCheck = 'valid' | 'missing' | 'forged' | 'expired';

export type FormTokens = ReturnType<typeof createFormTokens>;

/**
 * The public forms' tokens, `<window start, base36>.<signature>`: one per FORM_TOKEN_WINDOW_MS slice of time since the
 * epoch, the same for every visitor, so a page cached for everyone can carry it. The signature is HMAC-SHA256 over the
 * purpose and the window's start, cut to 128 bits (base64url). It stays good FORM_TOKEN_GRACE_MS after its window ends.
 */
export function createFormTokens(options: { appSecret: string; now?: () => number }) {
  const key = deriveKey(options.appSecret, FORM_TOKEN_PURPOSE);
  const now = options.now ?? Date.now;
  const tokenOf = (windowStart: number) => {
    const signature = createHmac('sha256', key).update(`${FORM_TOKEN_PURPOSE}\n${windowStart}`).digest();
    return `${windowStart.toString(36)}.${signature.subarray(0, 16).toString('base64url')}`;
  };
  const currentWindowStart = () => Math.floor(now() / FORM_TOKEN_WINDOW_MS) * FORM_TOKEN_WINDOW_MS;

  return {
    /** The token of the current window: what a page rendered now puts in its forms. */
    issue(): string {
      return tokenOf(currentWindowStart());
    },

    /** When `issue` starts giving the next window's token (ms since the epoch): a cached page holding it ends then. */
    windowEndsAt(): number {
      return currentWindowStart() + FORM_TOKEN_WINDOW_MS;
    },

    /**
     * `forged` for anything this server did not sign, or signed for a window that has not begun (beyond the clock skew);
     * `expired` for its own token once its window and the grace after it have passed.
     */
    check(token: unknown): FormTokenCheck {
      if (typeof token !== 'string' || token === '') return 'missing';
      // The base-36 digits before the dot. The whole text is compared with the token of that window, so nothing but
      // the one spelling this server issues passes: no leading zeros or spaces, no other base64url ending of the bytes.
      const windowStart = Number.parseInt(token, 36);
      const expected = Buffer.from(tokenOf(windowStart));
      const given = Buffer.from(token);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'forged';
      const at = now();
      if (windowStart - at > FORM_TOKEN_CLOCK_SKEW_MS) return 'forged';
      return at < windowStart + FORM_TOKEN_WINDOW_MS + FORM_TOKEN_GRACE_MS ? 'valid' : 'expired';
    },
  };
}

/** Why `checkFormOrigin` refused a post. */
export type FormOriginRefusal = 'cross-site';

/**
 * Null when a form post may come from one of the site's own pages, else why not. A browser that sends Sec-Fetch-Site
 * must call it same-origin; an Origin header must be one of `siteOrigins` exactly (scheme://host[:port]), so the
 * opaque "null" of a sandboxed or privacy-redirected page is refused. Without either (old browsers, scripts) the post
 * passes here and the form token still applies. A header repeated, or anything but a string, is refused.
 */
export function checkFormOrigin(request: {
  origin: unknown;
  secFetchSite: unknown;
  siteOrigins: readonly string[];
}): FormOriginRefusal | null {
  const { origin, secFetchSite, siteOrigins } = request;
  if (secFetchSite !== undefined && (typeof secFetchSite !== 'string' || secFetchSite.toLowerCase() !== 'same-origin'))
    return 'cross-site';
  if (origin !== undefined && !siteOrigins.some((site) => site === origin)) return 'cross-site';
  return null;
}
