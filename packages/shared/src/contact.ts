// Contact messages from the "Send Us a Message" form.
import { z } from 'zod';
import { HONEYPOT_FIELD } from './consultation';
import { EMAIL_PATTERN } from './lead-rules';

export const CONTACT_STATUSES = ['new', 'read', 'replied'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export const CONTACT_MESSAGES = {
  sending: 'Sending...',
  sent: "Message sent successfully! We'll get back to you within 24 hours.",
  failed: 'Failed to send message. Please try again.',
} as const;

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
  created_at: string;
  updated_at: string;
};
