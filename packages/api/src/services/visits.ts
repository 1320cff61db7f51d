// Private visit counts: each page view is added to an in-memory daily total and written in batches (one upsert per
// distinct row every FLUSH interval, not a row per view). A visitor of a day is known only by a hash of their address
// and browser with that day's random salt; salt and hashes live in memory and are dropped when the day ends, so
// nothing stored or kept links a visitor to an address or to another day.
import { createHash, randomBytes } from 'node:crypto';
import { countedWrite, type DB } from '@coach/db';
import type { DeviceClass } from '@coach/shared';
import { sql } from 'kysely';

/**
 * The most visitors a day remembers (about 3 MB of hashes); past it every view counts as a new visitor, so a flood of
 * made-up addresses cannot grow memory without bound.
 */
export const SEEN_PER_DAY_MAX = 50_000;

/** How many flushes in a row may fail before the counts they hold are given up (a database that refuses for long). */
export const VISIT_FLUSH_ATTEMPTS = 3;

/** How often counted views are written; a view shows in the figures within this (and a hard kill loses at most it). */
export const VISIT_FLUSH_MS = 2000;

export type PageView = {
  path: string;
  source: string;
  /** The UTM campaign, or '' without one. */
  campaign: string;
  device: DeviceClass;
  /** The visitor's address and user agent: hashed with the day's salt, never stored. */
  address: string;
  userAgent: string;
};

export type VisitCounter = {
  /** Counts one view now (in memory); written at the next flush. */
  record(view: PageView): void;
  /** Writes what is counted so far (also called on shutdown). */
  flush(): Promise<void>;
  /** Stops the timer and writes what is left. */
  stop(): Promise<void>;
};

type Totals = { pageviews: number; visitors: number };

/** The day's salt and the hashes of that day's visitors: replaced together when the business day changes. */
export type DailySalt = { day: string; salt: Buffer; seen: Set<string> };

/** The calendar day of an instant in a time zone (YYYY-MM-DD). */
export function dayIn(timeZone: string, at: Date): string {
  return dayFormatter(timeZone).format(at);
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function dayFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // en-CA writes dates as YYYY-MM-DD.
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * The visitor's identity for one day: SHA-256 of the day's salt, the address and the user agent. The same visitor
 * gives the same hash all day; with the next day's salt nothing links the two.
 */
export function visitorHash(salt: Buffer, address: string, userAgent: string): string {
  // 96 bits: no collision to fear among a day's visitors, and a third of the memory of the whole digest.
  return createHash('sha256')
    .update(salt)
    .update(address)
    .update('\n')
    .update(userAgent)
    .digest('base64url')
    .slice(0, 16);
}

/** Today's salt: the one given while the day lasts, else a new random salt with no visitor seen. */
export function saltFor(
  day: string,
  current: DailySalt | null,
  random: () => Buffer = () => randomBytes(32),
): DailySalt {
  return current?.day === day ? current : { day, salt: random(), seen: new Set() };
}

export function createVisitCounter(options: {
  db: DB;
  /** The business time zone: the days of the figures. */
  timeZone: () => Promise<string>;
  now?: () => Date;
  flushMs?: number;
  /** Visitors remembered a day (tests lower it). */
  seenMax?: number;
  onError?: (error: unknown) => void;
}): VisitCounter {
  const { db, now = () => new Date(), flushMs = VISIT_FLUSH_MS, seenMax = SEEN_PER_DAY_MAX } = options;
  let zone = 'UTC';
  let daily: DailySalt | null = null;
  let pending = new Map<string, Totals>();
  let writing: Promise<void> = Promise.resolve();
  let failures = 0;
  const refreshZone = async () => {
    zone = await options.timeZone();
  };
  let zoneReady: Promise<void> = refreshZone().catch(() => {});

  // The business day changes only on a minute's boundary (every zone's offset is whole quarter hours): it is worked
  // out once a minute, not for every view.
  let known = { zone: '', minute: -1, day: '' };
  const today = () => {
    const at = now();
    const minute = Math.floor(at.getTime() / 60_000);
    if (known.zone !== zone || known.minute !== minute) known = { zone, minute, day: dayIn(zone, at) };
    return known.day;
  };

  const record = (view: PageView) => {
    const day = today();
    daily = saltFor(day, daily);
    const visitor = visitorHash(daily.salt, view.address, view.userAgent);
    // A visitor counts once a day, in the row of their first view (their landing that day).
    const isNew = !daily.seen.has(visitor);
    if (isNew && daily.seen.size < seenMax) daily.seen.add(visitor);
    const key = JSON.stringify([day, view.path, view.source, view.campaign, view.device]);
    const totals = pending.get(key) ?? { pageviews: 0, visitors: 0 };
    totals.pageviews += 1;
    if (isNew) totals.visitors += 1;
    pending.set(key, totals);
  };

  const write = async () => {
    await zoneReady;
    if (pending.size === 0) return;
    const batch = pending;
    pending = new Map();
    try {
      // Counts only: no sync of their own (docs/decisions/019).
      await countedWrite(db, (connection) =>
        connection.transaction().execute(async (trx) => {
          for (const [key, totals] of batch) {
            const [day, path, source, campaign, device] = JSON.parse(key) as string[];
            await trx
              .insertInto('visit_counts')
              .values({ day: day!, path: path!, source: source!, campaign: campaign!, device: device!, ...totals })
              .onConflict((conflict) =>
                conflict.columns(['day', 'path', 'source', 'campaign', 'device']).doUpdateSet({
                  pageviews: sql`pageviews + excluded.pageviews`,
                  visitors: sql`visitors + excluded.visitors`,
                }),
              )
              .execute();
          }
        }),
      );
      failures = 0;
    } catch (error) {
      options.onError?.(error);
      // Given up after a few failures in a row, so counts that can never be written do not block the rest.
      if (++failures >= VISIT_FLUSH_ATTEMPTS) {
        failures = 0;
        return;
      }
      // Not written: kept for the next flush rather than lost.
      for (const [key, totals] of batch) {
        const merged = pending.get(key) ?? { pageviews: 0, visitors: 0 };
        pending.set(key, {
          pageviews: merged.pageviews + totals.pageviews,
          visitors: merged.visitors + totals.visitors,
        });
      }
    }
  };

  const flush = () => {
    writing = writing.then(write);
    return writing;
  };
  const timer = setInterval(() => {
    zoneReady = refreshZone().catch(() => {});
    void flush();
  }, flushMs);
  timer.unref();

  return {
    record,
    flush,
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}
