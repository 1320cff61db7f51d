// The loop the background senders share (the e-mail outbox, the webhook deliveries): a pass over what is due every
// few seconds, one pass at a time, a wake soon after something is queued (a wake during a pass brings another after
// it), and a stop that lets the pass in hand end. A sender may give way while the site is busy: its passes wait for a
// quiet moment, for a few seconds at most and then work a short slice, and a pass in hand stops between items and
// goes on after.
import type { FastifyBaseLogger } from 'fastify';

export type BackgroundQueue = {
  start(): void;
  stop(): Promise<void>;
  /** Looks for due work soon (after something is queued). */
  wake(): void;
  /** Does everything due now, busy or not; returns how much succeeded. Used by tests and by the loop. */
  flush(): Promise<number>;
};

/** How soon after a wake a pass starts, so the writes of one moment are served by one pass. */
const WAKE_DELAY_MS = 50;
/** The longest the loop's passes wait for the site to be quiet before they work a slice. */
const MAX_WAIT_MS = 3_000;
const WORK_SLICE_MS = 250;

export function backgroundQueue(options: {
  /** One pass over what is due; it stops early when `stopping()` turns true. */
  pass: (stopping: () => boolean) => Promise<number>;
  pollMs: number;
  log: FastifyBaseLogger;
  /** The log line of a pass that failed as a whole. */
  failure: string;
  /** After the last pass, on stop: close connections. */
  closed?: () => void;
  /** True while the site is busy (a burst of leads): the loop's passes wait, and one in hand stops between items. */
  busy?: () => boolean;
}): BackgroundQueue {
  let running: Promise<number> | null = null;
  let stopping = false;
  /** Another pass is owed after the one in hand: a wake came during it, or it gave way to the site. */
  let again = false;
  /** Since when the loop has waited for a quiet moment, or null. */
  let waitingSince: number | null = null;
  let timer: NodeJS.Timeout | null = null;
  let wakeTimer: NodeJS.Timeout | null = null;

  /** Until when the loop may work although the site is busy: a slice after each full wait. */
  let grantedUntil = 0;
  /**
   * Should the loop wait? Only while busy, and then at most MAX_WAIT_MS at a time: after each wait it works for
   * WORK_SLICE_MS and waits again, so a sustained burst neither starves it nor shares the machine with it evenly.
   */
  function busy(): boolean {
    if (!options.busy?.()) {
      waitingSince = null;
      return false;
    }
    const now = performance.now();
    if (now < grantedUntil) return false;
    waitingSince ??= now;
    if (now - waitingSince < MAX_WAIT_MS) return true;
    waitingSince = null;
    grantedUntil = now + WORK_SLICE_MS;
    return false;
  }

  function run(givingWay: boolean): Promise<number> {
    running ??= options
      .pass(() => {
        if (stopping) return true;
        if (!givingWay || !busy()) return false;
        again = true;
        return true;
      })
      .catch((error) => {
        options.log.error({ err: error }, options.failure);
        return 0;
      })
      .finally(() => {
        running = null;
        if (again && !stopping) {
          again = false;
          soon();
        }
      });
    return running;
  }

  /** The loop's pass: it waits while the site is busy; during a pass, it is owed after it. */
  function loopPass() {
    if (busy()) return soon();
    if (running) {
      again = true;
      return;
    }
    void run(true);
  }

  function soon() {
    if (!timer || wakeTimer) return;
    wakeTimer = setTimeout(() => {
      wakeTimer = null;
      loopPass();
    }, WAKE_DELAY_MS);
    wakeTimer.unref();
  }

  return {
    start() {
      stopping = false;
      timer ??= setInterval(loopPass, options.pollMs);
      timer.unref();
      void run(false);
    },
    async stop() {
      stopping = true;
      if (timer) clearInterval(timer);
      if (wakeTimer) clearTimeout(wakeTimer);
      timer = wakeTimer = null;
      await running;
      options.closed?.();
    },
    wake: soon,
    flush: () => run(false),
  };
}
