// Bounds how many pages render at once: a burst of uncached pages waits briefly in line, and past that gets a 503
// with Retry-After instead of growing the server's memory without limit.
/** Every render slot stayed taken for the whole wait: the page answers 503 with Retry-After. */
export class ServerBusyError extends Error {}

export type RenderLimit = { run<T>(task: () => Promise<T>): Promise<T> };

export function createRenderLimit(options: { concurrent: number; waitMs: number }): RenderLimit {
  let running = 0;
  const waiting: Array<() => void> = [];

  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };

  return {
    async run(task) {
      if (running >= options.concurrent) {
        await new Promise<void>((resolve, reject) => {
          const turn = () => {
            clearTimeout(timer);
            resolve();
          };
          const timer = setTimeout(() => {
            waiting.splice(waiting.indexOf(turn), 1);
            reject(new ServerBusyError('The server is busy; try again in a moment'));
          }, options.waitMs);
          waiting.push(turn);
        });
      } else {
        running++;
      }
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}
