import { describe, expect, it } from 'vitest';
import {
  CHECK_EVERY_MS,
  challengeOrder,
  needsNewCertificate,
  REMIND_EVERY_MS,
  REMIND_NEAR_EXPIRY_MS,
  RETRY_FIRST_MS,
  RETRY_MAX_MS,
  renewalTime,
  retryDelay,
  shouldTellOwner,
  TELL_OWNER_AFTER_MS,
  TELL_OWNER_NEAR_EXPIRY_MS,
} from './renewal-rules';

const DAY = 86_400_000;
const at = (iso: string) => new Date(iso);

describe('renewalTime', () => {
  it('renews at the start of the last third of the lifetime, whatever the lifetime', () => {
    const ninety = { notBefore: at('2026-01-01T00:00:00Z'), notAfter: at('2026-04-01T00:00:00Z') };
    expect(renewalTime(ninety, null).toISOString()).toBe('2026-03-02T00:00:00.000Z');
    const fortyFive = { notBefore: at('2026-01-01T00:00:00Z'), notAfter: at('2026-02-15T00:00:00Z') };
    expect(renewalTime(fortyFive, null).toISOString()).toBe('2026-01-31T00:00:00.000Z');
    const sixDays = { notBefore: at('2026-01-01T00:00:00Z'), notAfter: at('2026-01-07T00:00:00Z') };
    expect(renewalTime(sixDays, null).toISOString()).toBe('2026-01-05T00:00:00.000Z');
  });

  it('takes a moment within the CA’s window when it gives one, chosen at random', () => {
    const certificate = { notBefore: at('2026-01-01T00:00:00Z'), notAfter: at('2026-04-01T00:00:00Z') };
    const window = { start: at('2026-02-01T00:00:00Z'), end: at('2026-02-03T00:00:00Z') };
    expect(renewalTime(certificate, window, () => 0).toISOString()).toBe('2026-02-01T00:00:00.000Z');
    expect(renewalTime(certificate, window, () => 0.5).toISOString()).toBe('2026-02-02T00:00:00.000Z');
    expect(renewalTime(certificate, window, () => 0.999_999_999).getTime()).toBeLessThan(window.end.getTime());
    // A window in the past (the CA asks for renewal now, as after a revocation) is simply due.
    const past = { start: at('2025-12-01T00:00:00Z'), end: at('2025-12-02T00:00:00Z') };
    expect(renewalTime(certificate, past, () => 0.5).toISOString()).toBe('2025-12-01T12:00:00.000Z');
  });

  it('ignores a window that ends before it starts', () => {
    const certificate = { notBefore: at('2026-01-01T00:00:00Z'), notAfter: at('2026-04-01T00:00:00Z') };
    const backwards = { start: at('2026-02-03T00:00:00Z'), end: at('2026-02-01T00:00:00Z') };
    expect(renewalTime(certificate, backwards, () => 0.5).toISOString()).toBe('2026-03-02T00:00:00.000Z');
    const empty = { start: at('2026-02-03T00:00:00Z'), end: at('2026-02-03T00:00:00Z') };
    expect(renewalTime(certificate, empty, () => 0.5).toISOString()).toBe('2026-03-02T00:00:00.000Z');
  });
});

describe('checks', () => {
  it('looks at the certificate every six hours, so at least twice a day', () => {
    expect(CHECK_EVERY_MS).toBe(6 * 3_600_000);
  });
});

describe('needsNewCertificate', () => {
  const now = at('2026-02-01T00:00:00Z');
  const certificate = {
    names: ['her-site.com', 'WWW.her-site.com'],
    issuer: "Let's Encrypt (R11)",
    notBefore: '2026-01-01T00:00:00.000Z',
    notAfter: '2026-04-01T00:00:00.000Z',
  };

  it('keeps a certificate that covers every name and has not expired', () => {
    expect(needsNewCertificate(certificate, ['her-site.com', 'www.her-site.com'], now)).toBe(false);
    expect(needsNewCertificate(certificate, ['her-site.com'], now)).toBe(false);
  });

  it('wants one when there is none, when it expired, or when DOMAIN lists a name it does not cover', () => {
    expect(needsNewCertificate(null, ['her-site.com'], now)).toBe(true);
    expect(needsNewCertificate(certificate, ['her-site.com'], at('2026-04-01T00:00:00Z'))).toBe(true);
    expect(needsNewCertificate(certificate, ['her-site.com'], at('2026-03-31T23:59:59Z'))).toBe(false);
    expect(needsNewCertificate(certificate, ['her-site.com', 'shop.her-site.com'], now)).toBe(true);
  });
});

describe('retryDelay', () => {
  it('doubles from two minutes up to six hours', () => {
    expect(retryDelay(1, null)).toBe(RETRY_FIRST_MS);
    expect(RETRY_FIRST_MS).toBe(120_000);
    expect(retryDelay(2, null)).toBe(240_000);
    expect(retryDelay(3, null)).toBe(480_000);
    expect(retryDelay(5, null)).toBe(1_920_000);
    expect(retryDelay(8, null)).toBe(15_360_000);
    expect(retryDelay(9, null)).toBe(RETRY_MAX_MS);
    expect(RETRY_MAX_MS).toBe(21_600_000);
    expect(retryDelay(40, null)).toBe(RETRY_MAX_MS);
    expect(retryDelay(0, null)).toBe(RETRY_FIRST_MS);
  });

  it('waits as long as the CA asks when that is longer', () => {
    expect(retryDelay(1, 3 * DAY)).toBe(3 * DAY);
    expect(retryDelay(3, 1000)).toBe(480_000);
    expect(retryDelay(1, 0)).toBe(RETRY_FIRST_MS);
  });
});

describe('challengeOrder', () => {
  it('tries the preferred challenge first, then the other by turns', () => {
    expect(challengeOrder(['http-01', 'tls-alpn-01'], 0)).toEqual(['http-01', 'tls-alpn-01']);
    expect(challengeOrder(['http-01', 'tls-alpn-01'], 1)).toEqual(['tls-alpn-01', 'http-01']);
    expect(challengeOrder(['http-01', 'tls-alpn-01'], 2)).toEqual(['http-01', 'tls-alpn-01']);
    expect(challengeOrder(['tls-alpn-01'], 3)).toEqual(['tls-alpn-01']);
  });
});

describe('shouldTellOwner', () => {
  const since = at('2026-03-01T00:00:00Z');
  const farExpiry = at('2026-04-01T00:00:00Z');

  it('waits a day, or not at all within 14 days of expiry; reminds every 3 days, daily near expiry', () => {
    expect([TELL_OWNER_AFTER_MS, TELL_OWNER_NEAR_EXPIRY_MS, REMIND_EVERY_MS, REMIND_NEAR_EXPIRY_MS]).toEqual([
      DAY,
      14 * DAY,
      3 * DAY,
      DAY,
    ]);
  });

  it('says nothing while attempts succeed', () => {
    expect(shouldTellOwner({ failingSince: null, toldAt: null, expiresAt: farExpiry, now: since })).toBe(false);
  });

  it('tells once attempts have failed for a day', () => {
    const justUnder = new Date(since.getTime() + DAY - 1);
    expect(shouldTellOwner({ failingSince: since, toldAt: null, expiresAt: farExpiry, now: justUnder })).toBe(false);
    const aDay = new Date(since.getTime() + DAY);
    expect(shouldTellOwner({ failingSince: since, toldAt: null, expiresAt: farExpiry, now: aDay })).toBe(true);
    // Before the first certificate, too.
    expect(shouldTellOwner({ failingSince: since, toldAt: null, expiresAt: null, now: aDay })).toBe(true);
    expect(shouldTellOwner({ failingSince: since, toldAt: null, expiresAt: null, now: justUnder })).toBe(false);
  });

  it('tells at once when the certificate expires within 14 days', () => {
    const expiresAt = new Date(since.getTime() + 14 * DAY);
    expect(shouldTellOwner({ failingSince: since, toldAt: null, expiresAt, now: since })).toBe(true);
    const later = new Date(since.getTime() + 14 * DAY + 1);
    expect(shouldTellOwner({ failingSince: since, toldAt: null, expiresAt: later, now: since })).toBe(false);
  });

  it('reminds every three days, and daily within the last 14', () => {
    const told = new Date(since.getTime() + DAY);
    const justUnderThree = new Date(told.getTime() + REMIND_EVERY_MS - 1);
    expect(shouldTellOwner({ failingSince: since, toldAt: told, expiresAt: farExpiry, now: justUnderThree })).toBe(
      false,
    );
    const three = new Date(told.getTime() + REMIND_EVERY_MS);
    expect(REMIND_EVERY_MS).toBe(3 * DAY);
    expect(shouldTellOwner({ failingSince: since, toldAt: told, expiresAt: farExpiry, now: three })).toBe(true);
    const nearExpiry = new Date(told.getTime() + 10 * DAY);
    const aDayLater = new Date(told.getTime() + DAY);
    expect(shouldTellOwner({ failingSince: since, toldAt: told, expiresAt: nearExpiry, now: aDayLater })).toBe(true);
    const justUnderADay = new Date(told.getTime() + DAY - 1);
    expect(shouldTellOwner({ failingSince: since, toldAt: told, expiresAt: nearExpiry, now: justUnderADay })).toBe(
      false,
    );
  });

  it('tells again for a new streak of failures, even soon after the last e-mail', () => {
    const told = new Date(since.getTime() - 1000);
    const aDay = new Date(since.getTime() + DAY);
    expect(shouldTellOwner({ failingSince: since, toldAt: told, expiresAt: farExpiry, now: aDay })).toBe(true);
    expect(shouldTellOwner({ failingSince: since, toldAt: since, expiresAt: farExpiry, now: aDay })).toBe(false);
  });
});
