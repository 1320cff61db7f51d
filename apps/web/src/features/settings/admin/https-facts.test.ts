// The facts Settings > HTTPS lists: every part of the engine's state, plain words where it has none.
import type { HttpsStatus } from '@coach/shared';
import { HTTPS_SAMPLES } from '@coach/shared/https-samples';
import { describe, expect, it } from 'vitest';
import { httpsFacts, isMoment, SERVING_TEXT } from './https-facts';

const SERVED = HTTPS_SAMPLES.served;
const AWAITING = HTTPS_SAMPLES.awaiting;

const shown = (status: HttpsStatus) =>
  httpsFacts(status).map(({ term, text, at, warning }) => [term, text, at, warning ?? false]);

describe('the facts of Settings > HTTPS', () => {
  it('with a certificate served: the names, the certificate, its renewal and no failure', () => {
    expect(shown(SERVED)).toEqual([
      ['Names (DOMAIN)', 'her-site.com, www.her-site.com', null, false],
      ['Served now', 'HTTPS, with the certificate below', null, false],
      ['Certificate for', 'her-site.com, www.her-site.com', null, false],
      ['Issued by', "Let's Encrypt (R11)", null, false],
      ['Valid from', null, '2026-05-01T08:00:00.000Z', false],
      ['Expires', null, '2026-07-30T08:00:00.000Z', false],
      ['Renews', null, '2026-06-30T08:00:00.000Z', false],
      ['Last renewed', null, '2026-05-01T08:05:00.000Z', false],
      ['Last error', 'None', null, false],
      ['Next attempt', 'None planned', null, false],
    ]);
  });

  it('while the first certificate is awaited: plain HTTP, none yet, the failure with its time, the next attempt', () => {
    expect(shown(AWAITING)).toEqual([
      ['Names (DOMAIN)', 'her-site.com, www.her-site.com', null, false],
      ['Served now', 'Plain HTTP, while the first certificate is awaited', null, false],
      ['Certificate', 'None yet', null, false],
      ['Renews', 'Not planned yet', null, false],
      ['Last renewed', 'Never', null, false],
      ['Last error', AWAITING.lastError?.message, '2026-05-01T08:01:00.000Z', true],
      ['Next attempt', null, '2026-05-01T08:31:00.000Z', false],
    ]);
  });

  it('names every way of serving, and no two alike', () => {
    expect(new Set(Object.values(SERVING_TEXT)).size).toBe(3);
  });

  it('takes only real moments for dates', () => {
    expect(isMoment('2026-05-01T08:01:00.000Z')).toBe(true);
    expect(isMoment('<img src=x onerror=alert(1)>')).toBe(false);
    expect(isMoment('')).toBe(false);
  });
});
