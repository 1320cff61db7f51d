// Privacy requests: a person's records found by e-mail address (export, erase) and the lead retention rule.
import { z } from 'zod';
import type { BookingStatus } from './booking';
import type { Consultation } from './consultation';
import type { ContactMessage } from './contact';
import { EMAIL_PATTERN } from './lead-rules';
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
export type PersonBooking = {
  id: number;
  consultation_id: number;
  start_at: string;
  end_at: string;
  status: BookingStatus;
  created_at: string;
};

/** An e-mail queued or sent to the person, or to the business about them. */
export type PersonEmail = {
  id: number;
  kind: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  status: string;
  created_at: string;
  sent_at: string | null;
};

/** Everything stored about one address: the page's view and the export file. */
export type PersonRecords = {
  email: string;
  consultations: Consultation[];
  contacts: ContactMessage[];
  bookings: PersonBooking[];
  emails: PersonEmail[];
};

export type PersonExport = PersonRecords & { exported_at: string };

/** What an erase or the retention job removed: the counts an audit entry records (never the address). */
export type ErasedCounts = { consultations: number; contacts: number; emails: number };

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
