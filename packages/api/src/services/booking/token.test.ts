import { createHash } from 'node:crypto';
import { bookingTokenSchema } from '@coach/shared';
import { describe, expect, it } from 'vitest';
import { bookingLink, hashBookingToken, newBookingToken, newInviteUid } from './token';

describe('the private booking link', () => {
  it('is 32 random bytes in base64url, which the route schema accepts, and never the same twice', () => {
    const tokens = Array.from({ length: 200 }, () => newBookingToken().token);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
      expect(bookingTokenSchema.safeParse({ token }).success).toBe(true);
    }
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it('is stored as its SHA-256 only', () => {
    const { token, hash } = newBookingToken();
    expect(hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(hash).toBe(hashBookingToken(token));
    expect(hash).not.toContain(token);
    // A known vector, so the hash cannot quietly change (every stored link would stop working).
    expect(hashBookingToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hashBookingToken('abd')).not.toBe(hashBookingToken('abc'));
  });

  it('is refused by the route schema when it is not a token', () => {
    for (const token of ['', 'x'.repeat(42), 'x'.repeat(44), `${'x'.repeat(42)}/`, `${'x'.repeat(42)}=`]) {
      expect(bookingTokenSchema.safeParse({ token }).success, token).toBe(false);
    }
  });

  it('opens the booking page of the site', () => {
    expect(bookingLink('https://coach.example', 'T0k')).toBe('https://coach.example/booking/T0k');
  });

  it('comes with an invite UID that is unique and names the site', () => {
    const uid = newInviteUid('https://coach.example:8443');
    expect(uid).toMatch(/^[0-9a-f-]{36}@coach\.example$/);
    expect(newInviteUid('https://coach.example')).not.toBe(uid.replace(':8443', ''));
  });
});
