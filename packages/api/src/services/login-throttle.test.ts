import { describe, expect, it } from 'vitest';
import { createLoginThrottle } from './login-throttle';

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
