// The private booking link's token: 32 random bytes (base64url, 43 characters), stored only as its SHA-256, so the
// database alone never opens anyone's booking and a guessed id opens nothing.
import { createHash, randomBytes, randomUUID } from 'node:crypto';

export const hashBookingToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export function newBookingToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashBookingToken(token) };
}

/** The calendar invite's UID: random, stable for the booking's life, with the site's host as the spec suggests. */
export const newInviteUid = (origin: string): string => `${randomUUID()}@${new URL(origin).hostname}`;

/** The visitor's private page for a booking. */
export const bookingLink = (origin: string, token: string): string => `${origin}/booking/${token}`;
