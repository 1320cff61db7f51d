// When a campaign banner may show in this browser, and page paths as banners match them; free of schema code so
// the public popup stays light. banner.ts imports it, so it names the banner fields it reads instead of importing them.

/** A page path as the router sees it: no trailing slash (except the home page), no query or fragment. */
export function normalizePagePath(path: string): string {
  // Stryker disable next-line StringLiteral: split always gives a first part; the fallback only satisfies the type
  const bare = path.trim().split(/[?#]/)[0] ?? '';
  const trimmed = bare.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** The fields of a banner (PublicBanner) that decide whether it may show again. */
type BannerDisplayLimits = { max_displays_per_user: number; cooldown_hours: number };

/** Browser-side display history of one banner. */
export type BannerDisplayHistory = { count: number; lastShownAt: number | null };

export const bannerHistoryKey = (id: number) => `campaign_banner_${id}`;

/**
 * Whether a banner may show now: fewer displays than its maximum, and its cooldown passed since the last one
 * (a last display in the future, from a changed clock, counts as just now).
 */
export function mayShowBanner(banner: BannerDisplayLimits, history: BannerDisplayHistory, now: number): boolean {
  if (history.count >= banner.max_displays_per_user) return false;
  // Stryker disable next-line ConditionalExpression: without this line, now minus null is now, beyond any cooldown
  if (history.lastShownAt === null) return true;
  const since = now - history.lastShownAt;
  return since >= banner.cooldown_hours * 60 * 60 * 1000;
}

/** Reads stored history defensively: anything malformed is "never shown". */
export function parseBannerHistory(text: string | null): BannerDisplayHistory {
  try {
    const value = JSON.parse(text ?? '') as Partial<BannerDisplayHistory>;
    // Stryker disable next-line EqualityOperator: a count of 0 reads as 0 either way
    const count = Number.isInteger(value.count) && (value.count as number) > 0 ? (value.count as number) : 0;
    const last = Number.isFinite(value.lastShownAt) ? (value.lastShownAt as number) : null;
    return { count, lastShownAt: last };
  } catch {
    return { count: 0, lastShownAt: null };
  }
}
