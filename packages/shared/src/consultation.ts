// Consultation requests: the booking form and the expert call-back modal send the same payload.
import { z } from 'zod';
import { EMAIL_PATTERN, numberOrNull, PHONE_PATTERN } from './lead-rules';

export const CONSULTATION_GOALS = ['weight_loss', 'weight_gain', 'maintenance'] as const;
export const CONSULTATION_STATUSES = ['pending', 'contacted', 'completed', 'cancelled'] as const;
export type ConsultationGoal = (typeof CONSULTATION_GOALS)[number];
export type ConsultationStatus = (typeof CONSULTATION_STATUSES)[number];

export const GOAL_LABELS: Record<ConsultationGoal, string> = {
  weight_loss: 'Weight Loss',
  weight_gain: 'Weight Gain',
  maintenance: 'Maintenance',
};

export const CONSULTATION_MESSAGES = {
  nameRequired: 'Name is required.',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email.',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid phone number.',
  goalRequired: 'Please select your goal',
  booking: 'Booking Consultation...',
  booked: 'Consultation Booked Successfully!',
  failed: 'Failed to book consultation. Please try again.',
  expertMissingFields: 'Please fill in all required fields (Name, Email, Phone).',
  expertFailed: 'Failed to submit consultation. Please try again.',
  expertSubmitting: 'Submitting...',
  expertSubmitted: 'Request Submitted!',
} as const;

/** The marker that tells the owner a request came from the "Talk to Expert" call-back modal. */
export const EXPERT_MARKER = '[Expert Consultation Request]';
export const EXPERT_DEFAULT_MESSAGE = 'I would like a free 15-minute call with an expert.';

export function expertMessage(message: string): string {
  const text = message.trim();
  return `${EXPERT_MARKER} ${text || EXPERT_DEFAULT_MESSAGE}`;
}

const requiredText = (required: string, max: number) =>
  z.string({ error: required }).trim().min(1, required).max(max, `Must be at most ${max} characters`);

/** A number field: numbers, numeric strings, or empty/non-numeric (null), within loose sanity bounds. */
const optionalNumber = (min: number, max: number) =>
  z.preprocess(
    numberOrNull,
    z.number().min(min, `Must be at least ${min}`).max(max, `Must be at most ${max}`).nullable(),
  );

export const HONEYPOT_FIELD = 'website';

export const consultationInputSchema = z.object({
  name: requiredText(CONSULTATION_MESSAGES.nameRequired, 100),
  email: requiredText(CONSULTATION_MESSAGES.emailRequired, 200).regex(
    EMAIL_PATTERN,
    CONSULTATION_MESSAGES.emailInvalid,
  ),
  phone: requiredText(CONSULTATION_MESSAGES.phoneRequired, 40).regex(PHONE_PATTERN, CONSULTATION_MESSAGES.phoneInvalid),
  goal: z.enum(CONSULTATION_GOALS, { error: CONSULTATION_MESSAGES.goalRequired }),
  age: z.preprocess(numberOrNull, z.int('Age must be a whole number').min(1).max(120).nullable()).default(null),
  current_weight: optionalNumber(1, 500).default(null),
  target_weight: optionalNumber(1, 500).default(null),
  health_conditions: z
    .string()
    .trim()
    .max(2000)
    .nullish()
    .transform((v) => v || null),
  message: z
    .string()
    .trim()
    .max(5000)
    .nullish()
    .transform((v) => v || null),
  /** Hidden from people; a bot that fills it gets a normal-looking answer and nothing is stored. */
  [HONEYPOT_FIELD]: z.string().max(500).optional(),
});
export type ConsultationInput = z.infer<typeof consultationInputSchema>;

export type Consultation = {
  id: number;
  name: string;
  email: string;
  phone: string;
  age: number | null;
  goal: ConsultationGoal;
  current_weight: number | null;
  target_weight: number | null;
  health_conditions: string | null;
  message: string | null;
  status: ConsultationStatus;
  created_at: string;
  updated_at: string;
};
