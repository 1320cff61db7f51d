// Tests' certificate states: one served and renewed on time, one awaiting its first certificate after a CA's refusal;
// and a stand-in engine whose state a test moves on, as renewals and failures would.
import type { HttpsStatus } from './https';

const SERVED: HttpsStatus = {
  enabled: true,
  domains: ['her-site.com', 'www.her-site.com'],
  serving: 'https',
  certificate: {
    names: ['her-site.com', 'www.her-site.com'],
    issuer: "Let's Encrypt (R11)",
    notBefore: '2026-05-01T08:00:00.000Z',
    notAfter: '2026-07-30T08:00:00.000Z',
  },
  renewAt: '2026-06-30T08:00:00.000Z',
  lastRenewal: '2026-05-01T08:05:00.000Z',
  lastError: null,
  nextAttempt: null,
};

const AWAITING: HttpsStatus = {
  ...SERVED,
  serving: 'http',
  certificate: null,
  renewAt: null,
  lastRenewal: null,
  lastError: { at: '2026-05-01T08:01:00.000Z', message: 'DNS problem: NXDOMAIN looking up A for www.her-site.com' },
  nextAttempt: '2026-05-01T08:31:00.000Z',
};

export const HTTPS_SAMPLES = { served: SERVED, awaiting: AWAITING } as const;

/** An engine showing `first`, then whatever the test moves it to. */
export function engineShowing(first: HttpsStatus) {
  let now = first;
  return {
    status: () => now,
    moveTo(next: HttpsStatus) {
      now = next;
    },
  };
}
