// Scheduled backups while serving: one every BACKUP_INTERVAL_HOURS after the newest one in BACKUP_DIR.
import type { BackupService } from '@coach/api';
import type { FastifyBaseLogger } from 'fastify';

/** The first scheduled backup waits at least this long after start, so it never competes with starting up. */
const FIRST_DELAY_MS = 60_000;
/** A failed scheduled backup (a full disk, say) is tried again after an hour. */
const RETRY_MS = 60 * 60 * 1000;
/** setTimeout's ceiling (about 24.8 days); a longer wait is taken in several steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export type BackupSchedule = { stop(): Promise<void> };

export function scheduleBackups(options: {
  backups: BackupService;
  intervalHours: number;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  /** How long after start the first backup waits at the least (tests shorten it). */
  firstDelayMs?: number;
}): BackupSchedule {
  const { backups, log, firstDelayMs = FIRST_DELAY_MS } = options;
  const intervalMs = options.intervalHours * 60 * 60 * 1000;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  async function nextDueAt(): Promise<number> {
    const newest = (await backups.list())[0];
    const due = newest ? Date.parse(newest.created_at) + intervalMs : Date.now();
    return Math.max(due, Date.now() + firstDelayMs);
  }

  function wait(until: number) {
    if (stopped) return;
    timer = setTimeout(() => void tick(until), Math.min(Math.max(until - Date.now(), 0), MAX_TIMER_MS));
    timer.unref();
  }

  async function tick(until: number) {
    if (stopped) return;
    if (Date.now() < until) return wait(until);
    try {
      const { backup } = await backups.create('scheduled');
      log.info({ backup: backup.name, size: backup.size }, 'scheduled backup made');
      wait(Date.now() + intervalMs);
    } catch (error) {
      log.error({ err: error }, 'scheduled backup failed');
      wait(Date.now() + Math.min(intervalMs, RETRY_MS));
    }
  }

  if (intervalMs > 0) {
    nextDueAt()
      .then(wait)
      .catch((error) => log.error({ err: error }, 'could not schedule backups'));
  }

  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await backups.idle();
    },
  };
}
