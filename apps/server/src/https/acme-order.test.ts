import { describe, expect, it } from 'vitest';
import { retryAfterIn } from './acme-order';

describe('retryAfterIn', () => {
  const now = new Date('2026-12-02T10:00:00Z');

  it('reads the moment a rate limit names, in ms from now', () => {
    const limit =
      'too many certificates (5) already issued for this exact set of identifiers in the last 168h0m0s, retry after ' +
      '2026-12-03 10:00:00 UTC: see https://letsencrypt.org/docs/rate-limits/#new-certificates-per-exact-set-of-hostnames';
    expect(retryAfterIn(limit, now)).toBe(86_400_000);
    expect(retryAfterIn('Retry after 2026-12-02T10:30:00.123 UTC', now)).toBe(1_800_000);
  });

  it('is zero for a moment already past, and null when the message names none', () => {
    expect(retryAfterIn('retry after 2026-12-01 10:00:00 UTC', now)).toBe(0);
    expect(retryAfterIn('DNS problem: NXDOMAIN looking up A for her-site.com', now)).toBeNull();
    expect(retryAfterIn('retry after tomorrow', now)).toBeNull();
    expect(retryAfterIn('retry after 2026-13-45 10:00:00 UTC', now)).toBeNull();
  });
});
