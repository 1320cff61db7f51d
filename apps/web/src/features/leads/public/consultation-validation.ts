// The consultation form's validation: the shared schema, loaded when the visitor starts on the form, not with the
// page (zod and the schemas are some 45 KB gzip a visitor who only reads the page never needs; decision 162).
import { type ConsultationInput, consultationInputSchema, fieldMessages } from '@coach/shared';

/** The first message for each field that has one, by the field's name. */
export type FieldErrors = Partial<Record<string, string>>;

/** The schema's verdict on the form's values: the input as the server takes it, or each field's first message. */
export function validateConsultation(
  values: Record<string, unknown>,
): { data: ConsultationInput } | { errors: FieldErrors } {
  const result = consultationInputSchema.safeParse(values);
  if (result.success) return { data: result.data };
  return { errors: fieldMessages(result.error.issues) };
}
