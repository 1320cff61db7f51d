// Test helper for the admin lead routes: the three ways a request lacks a valid administrator session.
import { hkdfSync, randomUUID } from 'node:crypto';
import { passwordFingerprint } from '@coach/api';
import type { DB } from '@coach/db';
import type { Availability } from '@coach/shared';
import { SignJWT } from 'jose';

/** Signs an admin token like the server does, with the given key, for the first administrator. */
async function signAdminToken(db: DB, key: Uint8Array, expiresAt: number) {
  const admin = await db.selectFrom('administrators').select(['id', 'password_hash']).executeTakeFirstOrThrow();
  return new SignJWT({ pwf: passwordFingerprint(admin.password_hash) })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer('coach-site')
    .setAudience('admin')
    .setSubject(String(admin.id))
    .setJti(randomUUID())
    .setIssuedAt(expiresAt - 3600)
    .setExpirationTime(expiresAt)
    .sign(key);
}

/**
 * `cases`: [name, headers, expected error] for no header, a token signed with a wrong key, and an expired token
 * signed with the real key. `control` is the same real-key token unexpired: it must be accepted, which proves the
 * expired case fails for its expiry alone.
 */
export async function unauthorizedCases(db: DB, appSecret: string) {
  const realKey = new Uint8Array(hkdfSync('sha256', appSecret, 'coach-site', 'admin-token-signing', 32));
  const wrongKey = new Uint8Array(32).fill(7);
  const now = Math.floor(Date.now() / 1000);
  const forged = await signAdminToken(db, wrongKey, now + 3600);
  const expired = await signAdminToken(db, realKey, now - 60);
  const control = await signAdminToken(db, realKey, now + 3600);
  const cases: Array<[string, Record<string, string>, string]> = [
    ['no token', {}, 'Authentication required'],
    ['a forged token', { authorization: `Bearer ${forged}` }, 'Invalid or expired session'],
    ['an expired token', { authorization: `Bearer ${expired}` }, 'Invalid or expired session'],
  ];
  return { cases, control: { authorization: `Bearer ${control}` } };
}

/** Every day 09:00-17:00 UTC, hour slots, no buffer or notice: any test can find a free hour today or tomorrow. */
export const OPEN_AVAILABILITY: Availability = {
  timezone: 'UTC',
  slot_minutes: 60,
  buffer_minutes: 0,
  days_ahead: 14,
  min_notice_hours: 0,
  weekly: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '09:00', end: '17:00' })),
  blocked: [],
};
