// Per-IP limits on lead submissions, shared by the REST routes and the tRPC procedures.
import { rateLimited } from '@coach/shared';
import { RateLimiterMemory } from 'rate-limiter-flexible';

export const RATE_LIMIT_MESSAGE = 'Rate limit exceeded. Please try again later.';

export type RateLimit = { consume(key: string): Promise<void> };

/** `perHour` submissions per key and hour; 0 switches the limit off (benchmarks). */
export function createRateLimit(perHour: number): RateLimit {
  if (perHour <= 0) return { consume: async () => {} };
  const limiter = new RateLimiterMemory({ points: perHour, duration: 3600 });
  return {
    async consume(key) {
      try {
        await limiter.consume(key);
      } catch {
        throw rateLimited(RATE_LIMIT_MESSAGE);
      }
    },
  };
}
