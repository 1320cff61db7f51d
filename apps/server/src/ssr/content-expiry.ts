// When cached content stops being true by itself, without any write: what shows posts changes when a scheduled
// post's time comes, and shows view and like counts that move; what shows free consultation times changes as they
// come within the minimum notice.
import { freeSlotsChangeAt } from '@coach/api';
import { type DB, nextScheduledPublishDate } from '@coach/db';

/** Content showing posts is computed again at least this often, so the counts it shows stay recent. */
const COUNTS_MAX_AGE_MS = 5 * 60 * 1000;

/** The time (ms) content that read these areas must be computed again by, or null: only a write changes it. */
export async function contentExpiry(db: DB, areas: ReadonlySet<string>): Promise<number | null> {
  const slots = areas.has('booking') ? await freeSlotsChangeAt(db) : null;
  if (!areas.has('blog')) return slots;
  const next = await nextScheduledPublishDate(db);
  return Math.min(
    slots ?? Number.POSITIVE_INFINITY,
    Date.now() + COUNTS_MAX_AGE_MS,
    next ? Date.parse(next) : Number.POSITIVE_INFINITY,
  );
}
