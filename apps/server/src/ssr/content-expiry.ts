// When cached content stops being true by itself, without any write: what shows posts changes when a scheduled
// post's time comes, and shows view and like counts that move.
import { type DB, nextScheduledPublishDate } from '@coach/db';

/** Content showing posts is computed again at least this often, so the counts it shows stay recent. */
const COUNTS_MAX_AGE_MS = 5 * 60 * 1000;

/** The time (ms) content that read these areas must be computed again by, or null: only a write changes it. */
export async function contentExpiry(db: DB, areas: ReadonlySet<string>): Promise<number | null> {
  if (!areas.has('blog')) return null;
  const next = await nextScheduledPublishDate(db);
  return Math.min(Date.now() + COUNTS_MAX_AGE_MS, next ? Date.parse(next) : Number.POSITIVE_INFINITY);
}
