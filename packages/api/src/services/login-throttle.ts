// Sign-in throttling: after 5 failures in 15 minutes from one address or for one username, further attempts get
// 429 until the window passes. Keeps password guessing slow and the memory-hard hash from being used as a lever.
// Each attempt takes its try before the password is checked, so attempts sent at once cannot pass the limit together
// while their hashes are computed.
import { rateLimited } from '@coach/shared';
import { RateLimiterMemory } from 'rate-limiter-flexible';

export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_WINDOW_SECONDS = 15 * 60;
export const LOGIN_THROTTLED_MESSAGE = 'Too many failed sign-in attempts. Please try again in 15 minutes.';

/** Gives a try back to `key`'s count, if it still has one in its window (never more tries than the limit). */
export async function giveTryBack(tries: RateLimiterMemory, key: string): Promise<void> {
  const state = await tries.get(key);
  if (state && state.consumedPoints > 0) await tries.reward(key, 1);
}

/**
 * Takes a try from each of `keys` in turn: when one has none left, the tries already taken are given back and the
 * answer is a 429 with `message`, so a refused attempt counts nowhere.
 */
export async function takeTry(tries: RateLimiterMemory, keys: string[], message: string): Promise<void> {
  for (const [index, key] of keys.entries()) {
    try {
      await tries.consume(key);
    } catch {
      await Promise.all(keys.slice(0, index).map((taken) => giveTryBack(tries, taken)));
      throw rateLimited(message);
    }
  }
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

export function createLoginThrottle(maxFailures = LOGIN_MAX_FAILURES, windowSeconds = LOGIN_WINDOW_SECONDS) {
  const tries = new RateLimiterMemory({ points: maxFailures, duration: windowSeconds });
  const addressKey = (ip: string) => `ip:${ip}`;
  // Stryker disable next-line MethodExpression: upper or lower case, one key for every spelling of the name
  const userKey = (username: string) => `user:${username.trim().toLowerCase()}`;
  return {
    /**
     * Takes a try for the address and the username before the password is checked: a 429 when either has used up
     * its failures in the current window. A try not given back counts as a failure.
     */
    async take(ip: string, username: string): Promise<void> {
      await takeTry(tries, [addressKey(ip), userKey(username)], LOGIN_THROTTLED_MESSAGE);
    },
    /** The try was no failure (the password was right, its code comes next): both counts get it back. */
    async giveBack(ip: string, username: string): Promise<void> {
      await Promise.all([giveTryBack(tries, addressKey(ip)), giveTryBack(tries, userKey(username))]);
    },
    /** A successful sign-in clears the username's failures; the address gets its try back and keeps its count. */
    async recordSuccess(ip: string, username: string): Promise<void> {
      await Promise.all([giveTryBack(tries, addressKey(ip)), tries.delete(userKey(username))]);
    },
  };
}
