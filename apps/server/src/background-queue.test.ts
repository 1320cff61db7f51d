// The background loop: a wake during a pass brings another pass after it; while the site is busy the loop's passes
// wait (3 s at a time, then a slice of work) and a pass in hand stops between items, then goes on; a test's flush never waits.
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backgroundQueue } from './background-queue';

const log = { error: vi.fn() } as unknown as FastifyBaseLogger;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'performance'] });
});
afterEach(() => {
  vi.useRealTimers();
});

/** A queue whose pass takes items one at a time from `items`, each taking 10 ms, recording what it did. */
function queueOver(items: string[], busy: () => boolean = () => false) {
  const done: string[] = [];
  let passes = 0;
  const queue = backgroundQueue({
    pollMs: 60_000,
    log,
    failure: 'failed',
    busy,
    pass: async (stopping) => {
      passes++;
      let count = 0;
      while (items.length && !stopping()) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        done.push(items.shift() as string);
        count++;
      }
      return count;
    },
  });
  return { queue, done, passes: () => passes };
}

describe('the background loop', () => {
  it('runs another pass after one in hand when woken during it', async () => {
    const items = ['a'];
    const { queue, done, passes } = queueOver(items);
    queue.start();
    // The start's pass is taking 'a'; something else is queued meanwhile and the loop is woken.
    await vi.advanceTimersByTimeAsync(5);
    items.push('b');
    queue.wake();
    await vi.advanceTimersByTimeAsync(100);
    expect(done).toEqual(['a', 'b']);
    expect(passes()).toBe(2);
    await queue.stop();
  });

  it('waits while the site is busy, goes on when it is quiet, and under a long burst works a slice every 3 s', async () => {
    let busy = true;
    const items: string[] = [];
    const { queue, done } = queueOver(items, () => busy);
    queue.start();
    await vi.advanceTimersByTimeAsync(1);
    items.push('a', 'b', 'c');
    queue.wake();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(done).toEqual([]);
    busy = false;
    await vi.advanceTimersByTimeAsync(100);
    expect(done).toEqual(['a', 'b', 'c']);

    // Busy for good: the loop gives way for 3 s, works a quarter of a second (25 items of 10 ms), and gives way again.
    busy = true;
    items.push(...Array.from({ length: 60 }, (_, i) => `n${i}`));
    queue.wake();
    await vi.advanceTimersByTimeAsync(2_900);
    expect(done).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(400);
    const slice = done.length - 3;
    expect(slice).toBeGreaterThanOrEqual(20);
    expect(slice).toBeLessThanOrEqual(30);
    await vi.advanceTimersByTimeAsync(2_500);
    expect(done).toHaveLength(3 + slice);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(done.length).toBeGreaterThan(3 + slice);
    await queue.stop();
  });

  it('stops a pass in hand between items when the site turns busy, and finishes it when quiet; flush never waits', async () => {
    let busy = false;
    const items: string[] = [];
    const { queue, done } = queueOver(items, () => busy);
    queue.start();
    await vi.advanceTimersByTimeAsync(1);
    items.push('a', 'b', 'c', 'd');
    queue.wake();
    await vi.advanceTimersByTimeAsync(65);
    busy = true;
    await vi.advanceTimersByTimeAsync(20);
    const taken = done.length;
    expect(taken).toBeGreaterThan(0);
    expect(taken).toBeLessThan(4);
    await vi.advanceTimersByTimeAsync(500);
    expect(done).toHaveLength(taken);
    busy = false;
    await vi.advanceTimersByTimeAsync(200);
    expect(done).toEqual(['a', 'b', 'c', 'd']);

    busy = true;
    items.push('e');
    const flushed = queue.flush();
    await vi.advanceTimersByTimeAsync(20);
    expect(await flushed).toBe(1);
    await queue.stop();
  });
});
