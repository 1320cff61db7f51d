// HTTPS obtained by the program itself (DOMAIN set): what Settings shows of the certificate and its renewal.
import { z } from 'zod';

const isoTime = z.string();

/** The certificate the HTTPS listener serves, as read from it. */
export const servedCertificateSchema = z.object({
  /** The names it covers (its subject alternative names). */
  names: z.array(z.string()),
  /** Who issued it (the issuer's organisation and common name). */
  issuer: z.string(),
  notBefore: isoTime,
  notAfter: isoTime,
});

export const httpsStatusSchema = z.object({
  /** False when DOMAIN is not set: plain HTTP on PORT, HTTPS (if any) by a proxy in front. */
  enabled: z.boolean(),
  /** The names DOMAIN lists. */
  domains: z.array(z.string()),
  /** What the site is served on now: https (a certificate from the CA), or http while the first one is awaited. */
  serving: z.enum(['https', 'http', 'off']),
  certificate: servedCertificateSchema.nullable(),
  /** When the certificate is due to be renewed (the last third of its lifetime, or the CA's renewal window). */
  renewAt: isoTime.nullable(),
  /** When a certificate was last obtained from the CA. */
  lastRenewal: isoTime.nullable(),
  /** The last attempt's failure, until an attempt succeeds. */
  lastError: z.object({ at: isoTime, message: z.string() }).nullable(),
  /** When the next attempt is planned, while one is due or failing. */
  nextAttempt: isoTime.nullable(),
});

export type ServedCertificate = z.infer<typeof servedCertificateSchema>;
export type HttpsStatus = z.infer<typeof httpsStatusSchema>;

/** Said when DOMAIN is not set. */
export const HTTPS_STATUS_OFF: HttpsStatus = {
  enabled: false,
  domains: [],
  serving: 'off',
  certificate: null,
  renewAt: null,
  lastRenewal: null,
  lastError: null,
  nextAttempt: null,
};
