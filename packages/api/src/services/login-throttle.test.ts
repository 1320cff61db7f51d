import { describe, expect, it } from 'vitest';
import { createLoginThrottle, LOGIN_MAX_FAILURES, LOGIN_WINDOW_SECONDS } from './login-throttle';

const held = { kind: 'rate_limited' };

describe('login throttle', () => {
  it('blocks an address or a username after the allowed failures, per key', async () => {
    const throttle = createLoginThrottle(2, 60);
    await throttle.take('1.1.1.1', 'owner');
    await throttle.take('2.2.2.2', 'OWNER ');
    // "owner" has two failures (from two addresses): blocked everywhere; 1.1.1.1 has one: fine for others.
    await expect(throttle.take('3.3.3.3', 'owner')).rejects.toMatchObject(held);
    await expect(throttle.take('1.1.1.1', 'someone')).resolves.toBeUndefined();
    await expect(throttle.take('1.1.1.1', 'another')).rejects.toMatchObject(held);
  });

  it('a refused attempt counts nowhere: a blocked address does not use up a username’s tries', async () => {
    const throttle = createLoginThrottle(2, 60);
    await throttle.take('1.1.1.1', 'a');
    await throttle.take('1.1.1.1', 'b');
    await throttle.take('9.9.9.9', 'owner');
    // Nor does it give the username back the failure it had.
    for (let i = 0; i < 3; i++) await expect(throttle.take('1.1.1.1', 'owner')).rejects.toMatchObject(held);
    await throttle.take('2.2.2.2', 'owner');
    await expect(throttle.take('3.3.3.3', 'owner')).rejects.toMatchObject(held);
    await throttle.take('2.2.2.2', 'next');
    await expect(throttle.take('3.3.3.3', 'next')).resolves.toBeUndefined();
    // A username with none left gives the address back the try it took.
    await expect(throttle.take('4.4.4.4', 'owner')).rejects.toMatchObject(held);
    await throttle.take('4.4.4.4', 'c');
    await expect(throttle.take('4.4.4.4', 'd')).resolves.toBeUndefined();
  });

  it('attempts sent at once get no more tries between them than the limit', async () => {
    const throttle = createLoginThrottle(2, 60);
    const taken = await Promise.allSettled(Array.from({ length: 6 }, (_, i) => throttle.take(`10.0.0.${i}`, 'owner')));
    expect(taken.map((result) => result.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'rejected',
      'rejected',
      'rejected',
    ]);
  });

  it('a try given back was no failure, for the address or the username', async () => {
    const throttle = createLoginThrottle(2, 60);
    for (let i = 0; i < 5; i++) {
      await throttle.take('1.1.1.1', 'owner');
      await throttle.giveBack('1.1.1.1', 'owner');
    }
    await throttle.take('1.1.1.1', 'owner');
    await expect(throttle.take('1.1.1.1', 'other')).resolves.toBeUndefined();
    await expect(throttle.take('2.2.2.2', 'owner')).resolves.toBeUndefined();
  });

  it('a success clears the username but not the address', async () => {
    const throttle = createLoginThrottle(3, 60);
    await throttle.take('1.1.1.1', 'owner');
    await throttle.take('1.1.1.1', 'owner');
    await throttle.recordSuccess('1.1.1.1', 'owner');
    // The username starts again; the address keeps its one failure and got the success's try back.
    await throttle.take('5.5.5.5', 'owner');
    await throttle.take('6.6.6.6', 'owner');
    await expect(throttle.take('7.7.7.7', 'owner')).resolves.toBeUndefined();
    await throttle.take('1.1.1.1', 'x');
    await expect(throttle.take('1.1.1.1', 'y')).resolves.toBeUndefined();
    await expect(throttle.take('1.1.1.1', 'z')).rejects.toMatchObject(held);
  });

  it('giving back a try twice gives no extra one', async () => {
    const throttle = createLoginThrottle(1, 60);
    await throttle.take('1.1.1.1', 'owner');
    await throttle.giveBack('1.1.1.1', 'owner');
    await throttle.giveBack('1.1.1.1', 'owner');
    await throttle.take('1.1.1.1', 'owner');
    await expect(throttle.take('1.1.1.1', 'b')).rejects.toMatchObject(held);
    await expect(throttle.take('2.2.2.2', 'owner')).rejects.toMatchObject(held);
  });

  it('giving back to an address with nothing taken gives it no extra try', async () => {
    const throttle = createLoginThrottle(1, 60);
    await throttle.recordSuccess('1.1.1.1', 'owner');
    await throttle.giveBack('1.1.1.1', 'owner');
    await throttle.take('1.1.1.1', 'a');
    await expect(throttle.take('1.1.1.1', 'b')).rejects.toMatchObject(held);
    await throttle.take('2.2.2.2', 'owner');
    await expect(throttle.take('3.3.3.3', 'owner')).rejects.toMatchObject(held);
  });
});

describe('the sign-in throttle as configured', () => {
  it('allows five failures in 15 minutes, then answers with the message naming the wait', async () => {
    expect([LOGIN_MAX_FAILURES, LOGIN_WINDOW_SECONDS]).toEqual([5, 15 * 60]);
    const throttle = createLoginThrottle();
    for (let i = 0; i < 5; i++) await throttle.take('5.5.5.5', 'owner');
    await expect(throttle.take('6.6.6.6', 'owner')).rejects.toMatchObject({
      kind: 'rate_limited',
      message: 'Too many failed sign-in attempts. Please try again in 15 minutes.',
    });
  });

  it('a success clears the username however it was typed', async () => {
    const throttle = createLoginThrottle(2, 60);
    await throttle.take('1.1.1.1', 'owner');
    await throttle.recordSuccess('8.8.8.8', ' Owner ');
    await throttle.take('7.7.7.7', 'owner');
    await expect(throttle.take('9.9.9.9', 'owner')).resolves.toBeUndefined();
  });
});
