// Contact messages from the "Send Us a Message" form.
import { z } from 'zod';
import { EMAIL_PATTERN } from './lead-rules';
import { normaliseUntypeable, optionalText, refuseUntypeable, requiredText } from './text';
import { leadAttributionInputSchema, leadAttributionSchema } from './visits';
import { CONTACT_STATUSES, HONEYPOT_FIELD } from './vocabulary';

/** The answer to a stored contact message (201). */
export const contactReceiptSchema = z.object({ id: z.number().int(), message: z.string() });

export const contactInputSchema = z.object({
  name: requiredText('Name is required', 100, refuseUntypeable),
  email: requiredText('Email is required', 200, refuseUntypeable).regex(EMAIL_PATTERN, 'Please enter a valid email.'),
  phone: optionalText(40, refuseUntypeable),
  subject: requiredText('Subject is required', 200, refuseUntypeable),
  // The one long text, maybe pasted: what nobody types is stripped, never a lost message.
  message: requiredText('Message is required', 5000, normaliseUntypeable),
  attribution: leadAttributionInputSchema,
  [HONEYPOT_FIELD]: z.string().max(500).optional(),
});
export type ContactInput = z.infer<typeof contactInputSchema>;

/** A stored contact message, as the admin API gives it. */
export const contactMessageSchema = z
  .object({
    id: z.int(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    subject: z.string(),
    message: z.string(),
    status: z.enum(CONTACT_STATUSES),
    attribution: leadAttributionSchema.nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'ContactMessage' });
export type ContactMessage = z.infer<typeof contactMessageSchema>;
