// Sign-in throttling: after 5 failures in 15 minutes from one address or for one username, further attempts get
// 429 until the window passes. Keeps password guessing slow and the memory-hard hash from being used as a lever.
import { rateLimited } from '@coach/shared';
import { RateLimiterMemory } from 'rate-limiter-flexible';

export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_WINDOW_SECONDS = 15 * 60;
export const LOGIN_THROTTLED_MESSAGE = 'Too many failed sign-in attempts. Please try again in 15 minutes.';

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

export function createLoginThrottle(maxFailures = LOGIN_MAX_FAILURES, windowSeconds = LOGIN_WINDOW_SECONDS) {
  const failures = new RateLimiterMemory({ points: maxFailures, duration: windowSeconds });
  const keys = (ip: string, username: string) => [`ip:${ip}`, `user:${username.trim().toLowerCase()}`];
  return {
    /** Throws 429 when the address or the username has used up its failures in the current window. */
    async check(ip: string, username: string): Promise<void> {
      for (const key of keys(ip, username)) {
        const state = await failures.get(key);
        if (state && state.consumedPoints >= maxFailures) throw rateLimited(LOGIN_THROTTLED_MESSAGE);
      }
    },
    async recordFailure(ip: string, username: string): Promise<void> {
      await Promise.all(keys(ip, username).map((key) => failures.penalty(key, 1)));
    },
    /** A successful sign-in clears the username's failures (the address keeps its count). */
    async recordSuccess(username: string): Promise<void> {
      await failures.delete(`user:${username.trim().toLowerCase()}`);
    },
  };
}
