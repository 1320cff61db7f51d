// Contact messages from the "Send Us a Message" form.
import { z } from 'zod';
import { EMAIL_PATTERN } from './lead-rules';
import { normaliseUntypeable, refuseUntypeable, type UntypeableRule } from './text';
import { type LeadAttribution, leadAttributionInputSchema } from './visits';
import { type ContactStatus, HONEYPOT_FIELD } from './vocabulary';

const required = (label: string, max: number, rule: UntypeableRule) =>
  z
    .string({ error: `${label} is required` })
    .check(rule)
    .trim()
    .min(1, `${label} is required`)
    .max(max, `Must be at most ${max} characters`);

export const contactInputSchema = z.object({
  name: required('Name', 100, refuseUntypeable),
  email: required('Email', 200, refuseUntypeable).regex(EMAIL_PATTERN, 'Please enter a valid email.'),
  phone: z
    .string()
    .trim()
    .max(40)
    .check(refuseUntypeable)
    .nullish()
    .transform((v) => v || null),
  subject: required('Subject', 200, refuseUntypeable),
  // The one long text, maybe pasted: what nobody types is stripped, never a lost message.
  message: required('Message', 5000, normaliseUntypeable),
  attribution: leadAttributionInputSchema,
  [HONEYPOT_FIELD]: z.string().max(500).optional(),
});
export type ContactInput = z.infer<typeof contactInputSchema>;

export type ContactMessage = {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  status: ContactStatus;
  attribution: LeadAttribution | null;
  created_at: string;
  updated_at: string;
};
