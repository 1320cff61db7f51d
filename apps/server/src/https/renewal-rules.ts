// When a certificate is renewed, how long a failed attempt waits before the next, and when the owner hears of it.
import type { ServedCertificate } from '@coach/shared';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The certificate is looked at this often (and at start): at least twice a day, as the CA's advice may change. */
export const CHECK_EVERY_MS = 6 * HOUR;
/**
 * A failed attempt waits this long, doubled after each further failure up to RETRY_MAX_MS: the fifth failure comes
 * after an hour, within Let's Encrypt's five failed validations per name and hour.
 */
export const RETRY_FIRST_MS = 2 * MINUTE;
export const RETRY_MAX_MS = 6 * HOUR;
/** The owner is e-mailed once attempts have failed this long, or at once when the certificate is this near expiry. */
export const TELL_OWNER_AFTER_MS = DAY;
export const TELL_OWNER_NEAR_EXPIRY_MS = 14 * DAY;
/** While failures go on, the e-mail comes again every three days, and daily near expiry. */
export const REMIND_EVERY_MS = 3 * DAY;
export const REMIND_NEAR_EXPIRY_MS = DAY;

/** A renewal window the CA suggests (ACME Renewal Information). */
export type RenewalWindow = { start: Date; end: Date };

/**
 * When a certificate is due for renewal: a moment the CA's window suggests, chosen at random within it so sites do
 * not all ask at once, or else the start of the last third of its lifetime (90-day certificates at 60 days, 45-day
 * ones at 30).
 */
export function renewalTime(
  certificate: { notBefore: Date; notAfter: Date },
  window: RenewalWindow | null,
  random: () => number = Math.random,
): Date {
  if (window && window.end.getTime() > window.start.getTime()) {
    const span = window.end.getTime() - window.start.getTime();
    return new Date(window.start.getTime() + Math.floor(random() * span));
  }
  const lifetime = certificate.notAfter.getTime() - certificate.notBefore.getTime();
  return new Date(certificate.notBefore.getTime() + Math.floor((lifetime * 2) / 3));
}

/** Whether the certificate in hand will not do: none, expired, or not covering every name DOMAIN lists. */
export function needsNewCertificate(certificate: ServedCertificate | null, domains: string[], now: Date): boolean {
  if (!certificate) return true;
  if (new Date(certificate.notAfter).getTime() <= now.getTime()) return true;
  const covered = new Set(certificate.names.map((name) => name.toLowerCase()));
  return domains.some((name) => !covered.has(name));
}

/** How long to wait after the `failures`-th failure in a row; a CA's Retry-After wins when it asks for longer. */
export function retryDelay(failures: number, retryAfterMs: number | null): number {
  const doubled = RETRY_FIRST_MS * 2 ** Math.max(0, failures - 1);
  return Math.max(Math.min(doubled, RETRY_MAX_MS), retryAfterMs ?? 0);
}

/** The challenge tried first: the preferred one, then by turns, so a blocked port does not fail every attempt. */
export function challengeOrder<T>(challenges: readonly T[], failures: number): T[] {
  const shift = failures % challenges.length;
  return [...challenges.slice(shift), ...challenges.slice(0, shift)];
}

/**
 * Whether to e-mail the owner now about failing attempts: once they have failed for a day, or at once when the
 * certificate expires within 14 days; then again every three days, daily within those 14 days.
 */
export function shouldTellOwner(record: {
  failingSince: Date | null;
  toldAt: Date | null;
  expiresAt: Date | null;
  now: Date;
}): boolean {
  const { failingSince, toldAt, expiresAt, now } = record;
  if (!failingSince) return false;
  const nearExpiry = expiresAt !== null && expiresAt.getTime() - now.getTime() <= TELL_OWNER_NEAR_EXPIRY_MS;
  if (!nearExpiry && now.getTime() - failingSince.getTime() < TELL_OWNER_AFTER_MS) return false;
  if (!toldAt || toldAt.getTime() < failingSince.getTime()) return true;
  return now.getTime() - toldAt.getTime() >= (nearExpiry ? REMIND_NEAR_EXPIRY_MS : REMIND_EVERY_MS);
}
