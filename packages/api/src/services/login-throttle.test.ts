import { describe, expect, it } from 'vitest';
import { createLoginThrottle, LOGIN_MAX_FAILURES, LOGIN_WINDOW_SECONDS } from './login-throttle';

describe('login throttle', () => {
  it('blocks an address or a username after the allowed failures, per key', async () => {
    const throttle = createLoginThrottle(2, 60);
    await throttle.check('1.1.1.1', 'owner');
    await throttle.recordFailure('1.1.1.1', 'owner');
    await throttle.recordFailure('2.2.2.2', 'OWNER ');
    // "owner" has two failures (from two addresses): blocked everywhere; 1.1.1.1 has one: fine for others.
    await expect(throttle.check('3.3.3.3', 'owner')).rejects.toMatchObject({ kind: 'rate_limited' });
    await expect(throttle.check('1.1.1.1', 'someone')).resolves.toBeUndefined();
  });

  it('a success clears the username but not the address', async () => {
    const throttle = createLoginThrottle(2, 60);
    await throttle.recordFailure('1.1.1.1', 'owner');
    await throttle.recordSuccess('owner');
    await throttle.recordFailure('1.1.1.1', 'owner');
    await expect(throttle.check('4.4.4.4', 'owner')).resolves.toBeUndefined();
    await expect(throttle.check('1.1.1.1', 'other')).rejects.toMatchObject({ kind: 'rate_limited' });
  });
});

describe('the sign-in throttle as configured', () => {
  it('allows five failures in 15 minutes, then answers with the message naming the wait', async () => {
    expect([LOGIN_MAX_FAILURES, LOGIN_WINDOW_SECONDS]).toEqual([5, 15 * 60]);
    const throttle = createLoginThrottle();
    for (let i = 0; i < 5; i++) {
      await throttle.check('5.5.5.5', 'owner');
      await throttle.recordFailure('5.5.5.5', 'owner');
    }
    await expect(throttle.check('6.6.6.6', 'owner')).rejects.toMatchObject({
      kind: 'rate_limited',
      message: 'Too many failed sign-in attempts. Please try again in 15 minutes.',
    });
  });

  it('a success clears the username however it was typed', async () => {
    const throttle = createLoginThrottle(2, 60);
    await throttle.recordFailure('1.1.1.1', 'owner');
    await throttle.recordSuccess(' Owner ');
    await throttle.recordFailure('7.7.7.7', 'owner');
    await expect(throttle.check('8.8.8.8', 'owner')).resolves.toBeUndefined();
  });
});
