// Consultation requests: the booking form and the expert call-back modal send the same payload.
import { z } from 'zod';
import { bookingStatusSchema, slotStartSchema } from './booking';
import { EMAIL_PATTERN, numberOrNull, PHONE_PATTERN } from './lead-rules';
import { normaliseUntypeable, optionalText, refuseUntypeable, requiredText } from './text';
import { leadAttributionInputSchema, leadAttributionSchema } from './visits';
import {
  CONSULTATION_GOALS,
  CONSULTATION_MESSAGES,
  CONSULTATION_STATUSES,
  expertMessage,
  HONEYPOT_FIELD,
} from './vocabulary';

/** A number field: numbers, numeric strings, or empty/non-numeric (null), within loose sanity bounds. */
const optionalNumber = (min: number, max: number) =>
  z.preprocess(
    numberOrNull,
    z.number().min(min, `Must be at least ${min}`).max(max, `Must be at most ${max}`).nullable(),
  );

/** The answer to a stored consultation (201). */
export const consultationReceiptSchema = z.object({
  id: z.number().int(),
  message: z.string(),
  booking: z
    .object({ start: z.string(), end: z.string(), timezone: z.string() })
    .optional()
    .meta({ description: 'The booked time, when `slot_start` was sent and booked.' }),
});

export const consultationInputSchema = z.object({
  name: requiredText(CONSULTATION_MESSAGES.nameRequired, 100, refuseUntypeable),
  email: requiredText(CONSULTATION_MESSAGES.emailRequired, 200, refuseUntypeable).regex(
    EMAIL_PATTERN,
    CONSULTATION_MESSAGES.emailInvalid,
  ),
  phone: requiredText(CONSULTATION_MESSAGES.phoneRequired, 40, refuseUntypeable).regex(
    PHONE_PATTERN,
    CONSULTATION_MESSAGES.phoneInvalid,
  ),
  goal: z.enum(CONSULTATION_GOALS, { error: CONSULTATION_MESSAGES.goalRequired }),
  age: z.preprocess(numberOrNull, z.int('Age must be a whole number').min(1).max(120).nullable()).default(null),
  current_weight: optionalNumber(1, 500).default(null),
  target_weight: optionalNumber(1, 500).default(null),
  // What the visitor writes about themselves may be pasted: what nobody types is stripped, never a lost request.
  health_conditions: optionalText(2000, normaliseUntypeable),
  message: optionalText(5000, normaliseUntypeable),
  /** A free slot the visitor picked (GET /api/availability); without one the request is answered by a call. */
  slot_start: z.preprocess((v) => (v === '' || v === null ? undefined : v), slotStartSchema.optional()),
  /** Where the visitor came from, as the site remembered it for the tab; other clients may leave it out. */
  attribution: leadAttributionInputSchema,
  /** Hidden from people; a bot that fills it gets a normal-looking answer and nothing is stored. */
  [HONEYPOT_FIELD]: z.string().max(500).optional(),
});
export type ConsultationInput = z.infer<typeof consultationInputSchema>;

/**
 * "Talk to Expert" as its form sends it (name, email, phone, what to discuss): the consultation request it is, for
 * weight loss, its message marked as a call-back request, checked by the consultation's own schema.
 */
export const callbackInputSchema = z.preprocess((fields) => {
  if (!fields || typeof fields !== 'object') return fields;
  const { message } = fields as { message?: unknown };
  return { ...fields, goal: 'weight_loss', message: expertMessage(typeof message === 'string' ? message : '') };
}, consultationInputSchema);

/** The booked time of a consultation, when the visitor picked one. */
export const consultationBookingSchema = z
  .object({ start: z.string(), end: z.string(), status: bookingStatusSchema })
  .meta({ id: 'ConsultationBooking', description: 'Start and end: ISO 8601 in UTC.' });
export type ConsultationBooking = z.infer<typeof consultationBookingSchema>;

/** A stored consultation request, as the admin API gives it. */
export const consultationSchema = z
  .object({
    id: z.int(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    age: z.number().nullable(),
    goal: z.enum(CONSULTATION_GOALS),
    current_weight: z.number().nullable().meta({ description: 'kg' }),
    target_weight: z.number().nullable().meta({ description: 'kg' }),
    health_conditions: z.string().nullable(),
    message: z.string().nullable(),
    status: z.enum(CONSULTATION_STATUSES),
    attribution: leadAttributionSchema.nullable().meta({
      description: 'Where the lead came from; null for leads sent without it (and those from before it was recorded).',
    }),
    created_at: z.string(),
    updated_at: z.string(),
    booking: consultationBookingSchema
      .nullable()
      .optional()
      .meta({ description: "In the admin's lists: the booked time (null without one). Absent elsewhere." }),
  })
  .meta({ id: 'Consultation' });
export type Consultation = z.infer<typeof consultationSchema>;
