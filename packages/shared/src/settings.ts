// Business settings the owner edits: the details the public site shows (falling back to the configured defaults).
import { z } from 'zod';
import { EMAIL_PATTERN, PHONE_PATTERN } from './lead-rules';
import { leadRetentionMonthsSchema } from './privacy';
import { refuseUntypeable, requiredText } from './text';

const text = (label: string, max: number) => requiredText(`${label} is required`, max, refuseUntypeable);

/** An optional link to a social profile: https only, empty means "not shown". */
const socialUrl = z
  .string()
  .trim()
  .max(300)
  .check(refuseUntypeable)
  .refine((v) => v === '' || /^https:\/\/[^\s]+$/.test(v), 'Must be an https:// link')
  .default('');

export const businessSettingsSchema = z.object({
  business_name: text('Business name', 80),
  owner_name: text("Owner's name", 80),
  phone: text('Phone', 40).regex(PHONE_PATTERN, 'Please enter a valid phone number.'),
  email: text('Email', 200).regex(EMAIL_PATTERN, 'Please enter a valid email.'),
  whatsapp_number: text('WhatsApp number', 20).regex(
    /^\+?\d{8,15}$/,
    'Use international format, digits only (e.g. 919876543210)',
  ),
  consultation_hours: text('Consultation hours', 80),
  instagram_url: socialUrl,
  facebook_url: socialUrl,
  youtube_url: socialUrl,
  /** "Delete leads older than N months"; null keeps them (applied by the daily retention job). */
  lead_retention_months: leadRetentionMonthsSchema.default(null),
});
export type BusinessSettings = z.infer<typeof businessSettingsSchema>;
