// The loop the background senders share (the e-mail outbox, the webhook deliveries): a pass over what is due every
// few seconds, one pass at a time, a wake soon after something is queued, and a stop that lets the pass in hand end.
import type { FastifyBaseLogger } from 'fastify';

export type BackgroundQueue = {
  start(): void;
  stop(): Promise<void>;
  /** Looks for due work soon (after something is queued). */
  wake(): void;
  /** Does everything due now; returns how much succeeded. Used by tests and by the loop. */
  flush(): Promise<number>;
};

export function backgroundQueue(options: {
  /** One pass over what is due; it stops early when `stopping()` turns true. */
  pass: (stopping: () => boolean) => Promise<number>;
  pollMs: number;
  log: FastifyBaseLogger;
  /** The log line of a pass that failed as a whole. */
  failure: string;
  /** After the last pass, on stop: close connections. */
  closed?: () => void;
}): BackgroundQueue {
  let running: Promise<number> | null = null;
  let stopping = false;

  /** One pass at a time; a wake during a pass is served by the next one. */
  function flush(): Promise<number> {
    running ??= options
      .pass(() => stopping)
      .catch((error) => {
        options.log.error({ err: error }, options.failure);
        return 0;
      })
      .finally(() => {
        running = null;
      });
    return running;
  }

  let timer: NodeJS.Timeout | null = null;
  let wakeTimer: NodeJS.Timeout | null = null;
  return {
    start() {
      stopping = false;
      timer ??= setInterval(() => void flush(), options.pollMs);
      timer.unref();
      void flush();
    },
    async stop() {
      stopping = true;
      if (timer) clearInterval(timer);
      if (wakeTimer) clearTimeout(wakeTimer);
      timer = wakeTimer = null;
      await running;
      options.closed?.();
    },
    wake() {
      if (!timer || wakeTimer) return;
      wakeTimer = setTimeout(() => {
        wakeTimer = null;
        void flush();
      }, 50);
      wakeTimer.unref();
    },
    flush,
  };
}
