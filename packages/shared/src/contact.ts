// Contact messages from the "Send Us a Message" form.
import { z } from 'zod';
import { EMAIL_PATTERN } from './lead-rules';
import { type LeadAttribution, leadAttributionInputSchema } from './visits';
import { type ContactStatus, HONEYPOT_FIELD } from './vocabulary';

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `Must be at most ${max} characters`);

export const contactInputSchema = z.object({
  name: required('Name', 100),
  email: required('Email', 200).regex(EMAIL_PATTERN, 'Please enter a valid email.'),
  phone: z
    .string()
    .trim()
    .max(40)
    .nullish()
    .transform((v) => v || null),
  subject: required('Subject', 200),
  message: required('Message', 5000),
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
