// Privacy requests: a person's records found by e-mail address (export, erase) and the lead retention rule.
import { z } from 'zod';
import { bookingStatusSchema } from './booking';
import { consultationSchema } from './consultation';
import { contactMessageSchema } from './contact';
import { EMAIL_PATTERN } from './lead-rules';
import { subscriberSchema } from './newsletter';
import { refuseUntypeable } from './text';

/** The address a request is about: trimmed and lower-cased, so "  Ana@Example.COM" finds ana@example.com. */
export const personEmailSchema = z.object({
  email: z
    .string({ error: 'email is required' })
    .trim()
    .min(1, 'email is required')
    .max(200, 'Must be at most 200 characters')
    .regex(EMAIL_PATTERN, 'Please enter a valid email.')
    .check(refuseUntypeable)
    .transform((value) => value.toLowerCase()),
});
export type PersonEmailQuery = z.infer<typeof personEmailSchema>;

/** "Delete leads older than N months": empty (null) keeps them. */
export const LEAD_RETENTION_MAX_MONTHS = 120;
export const leadRetentionMonthsSchema = z
  .number({ error: 'Must be a whole number of months' })
  .int('Must be a whole number of months')
  .min(1, 'Must be at least 1 month')
  .max(LEAD_RETENTION_MAX_MONTHS, `Must be at most ${LEAD_RETENTION_MAX_MONTHS} months`)
  .nullable();

/** A booked time as the person's record shows it (never its private link's token). */
export const personBookingSchema = z
  .object({
    id: z.int(),
    consultation_id: z.int(),
    start_at: z.string(),
    end_at: z.string(),
    status: bookingStatusSchema,
    created_at: z.string(),
  })
  .meta({ id: 'PersonBooking' });
export type PersonBooking = z.infer<typeof personBookingSchema>;

/** An e-mail queued or sent to the person, or to the business about them. */
export const personEmailRecordSchema = z
  .object({
    id: z.int(),
    kind: z.string(),
    to_address: z.string(),
    reply_to: z.string().nullable(),
    subject: z.string(),
    text_body: z.string(),
    status: z.string(),
    created_at: z.string(),
    sent_at: z.string().nullable(),
  })
  .meta({ id: 'PersonEmail' });
export type PersonEmail = z.infer<typeof personEmailRecordSchema>;

/** Everything stored about one address: the page's view and the export file. */
export const personRecordsSchema = z.object({
  email: z.string(),
  consultations: z.array(consultationSchema),
  contacts: z.array(contactMessageSchema),
  bookings: z.array(personBookingSchema),
  emails: z.array(personEmailRecordSchema),
  /** The newsletter subscription of the address, if any (at most one). */
  subscriptions: z.array(subscriberSchema),
  /** The address on the suppression list: a receiving server refused it for good. */
  suppressions: z.array(
    z.object({ address: z.string(), reason: z.string(), created_at: z.string() }).meta({ id: 'PersonSuppression' }),
  ),
});
export type PersonRecords = z.infer<typeof personRecordsSchema>;

export const personExportSchema = personRecordsSchema
  .extend({ exported_at: z.string().meta({ description: 'When the file was made (ISO 8601).' }) })
  .meta({ id: 'PersonExport', description: 'Every record stored about one e-mail address.' });
export type PersonExport = z.infer<typeof personExportSchema>;

/** What an erase or the retention job removed: the counts an audit entry records (never the address). */
export const erasedCountsSchema = z
  .object({
    consultations: z.int(),
    contacts: z.int(),
    emails: z.int(),
    subscriptions: z.int(),
    suppressions: z.int(),
  })
  .meta({ id: 'ErasedCounts' });
export type ErasedCounts = z.infer<typeof erasedCountsSchema>;

/** The answer of an erase. */
export const personErasedAnswerSchema = z.object({ deleted: erasedCountsSchema });

export const PRIVACY_MESSAGES = {
  notice: 'We use your details only to answer your request. See our privacy policy.',
  nothingFound: 'Nothing is stored about this address.',
  erased: 'Every record of this address was erased.',
  exportFailed: 'Could not export the records. Please try again.',
} as const;

/** The export's file name: the address is left out, so the name alone reveals nobody. */
export const personExportFileName = (now = new Date()) =>
  `person-export-${now.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-')}.json`;

/**
 * The moment leads older than `months` months are deleted before: the same day of the month, that many months back
 * (the month's last day when it is shorter: 31 March less one month is 28 or 29 February), same time of day, UTC.
 */
export function retentionCutoff(now: Date, months: number): Date {
  const target = new Date(now.getTime());
  const monthIndex = now.getUTCFullYear() * 12 + now.getUTCMonth() - months;
  const year = Math.floor(monthIndex / 12);
  const month = monthIndex - year * 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  target.setUTCFullYear(year, month, Math.min(now.getUTCDate(), lastDay));
  return target;
}
