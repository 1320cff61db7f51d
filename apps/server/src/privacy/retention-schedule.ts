// The daily lead-retention pass while serving: deletes the leads older than Settings' "Delete leads older than N
// months" (nothing when it is empty), as scheduled backups run beside it (backup/schedule.ts).
import type { RetentionResult } from '@coach/api';
import type { FastifyBaseLogger } from 'fastify';

/** The first pass waits this long after start, so it never competes with starting up. */
const FIRST_DELAY_MS = 5 * 60_000;
export const RETENTION_INTERVAL_MS = 24 * 60 * 60 * 1000;

export type RetentionSchedule = { stop(): Promise<void> };

export function scheduleLeadRetention(options: {
  /** One pass at the given time: applyLeadRetention over the server's services. */
  run: (now: Date) => Promise<RetentionResult | null>;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  /** The clock the cut-off is computed from (tests set it). */
  now?: () => Date;
  firstDelayMs?: number;
  intervalMs?: number;
}): RetentionSchedule {
  const {
    run,
    log,
    now = () => new Date(),
    firstDelayMs = FIRST_DELAY_MS,
    intervalMs = RETENTION_INTERVAL_MS,
  } = options;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;

  function wait(ms: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      running = pass().finally(() => {
        running = null;
        wait(intervalMs);
      });
    }, ms);
    timer.unref();
  }

  async function pass() {
    try {
      const result = await run(now());
      if (result)
        log.info({ months: result.months, before: result.before, deleted: result.deleted }, 'old leads deleted');
    } catch (error) {
      log.error({ err: error }, 'lead retention failed');
    }
  }

  wait(firstDelayMs);
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
