// The transformation form's values, checked by the shared schema after the typed text is read as numbers.
import {
  TRANSFORMATION_GOAL_TYPES,
  type Transformation,
  type TransformationGoalType,
  transformationInputSchema,
} from '@coach/shared';
import { z } from 'zod';

export type TransformationFormValues = {
  client_name: string;
  before_weight: string;
  after_weight: string;
  duration_months: string;
  goal_type: TransformationGoalType | '';
  story: string;
  testimonial: string;
  is_featured: boolean;
  before_image: string | null;
  after_image: string | null;
};

export const EMPTY_TRANSFORMATION_FORM: TransformationFormValues = {
  client_name: '',
  before_weight: '',
  after_weight: '',
  duration_months: '',
  goal_type: '',
  story: '',
  testimonial: '',
  is_featured: false,
  before_image: null,
  after_image: null,
};

export const TRANSFORMATION_GOAL_LABELS: Record<TransformationGoalType, string> = {
  weight_loss: 'Weight Loss',
  weight_gain: 'Weight Gain',
};

export const TRANSFORMATION_GOAL_OPTIONS = TRANSFORMATION_GOAL_TYPES.map((value) => ({
  value,
  label: TRANSFORMATION_GOAL_LABELS[value],
}));

export function transformationToFormValues(t: Transformation): TransformationFormValues {
  return {
    client_name: t.client_name,
    before_weight: String(t.before_weight),
    after_weight: String(t.after_weight),
    duration_months: String(t.duration_months),
    goal_type: t.goal_type,
    story: t.story ?? '',
    testimonial: t.testimonial ?? '',
    is_featured: t.is_featured,
    before_image: t.before_image,
    after_image: t.after_image,
  };
}

/** Empty text is "missing" (so the schema says the field is required); anything else is read as a number. */
const asNumber = (text: string) => (text.trim() === '' ? undefined : Number(text));

export const transformationFormSchema = z
  .object({
    client_name: z.string(),
    before_weight: z.string(),
    after_weight: z.string(),
    duration_months: z.string(),
    goal_type: z.enum(['', ...TRANSFORMATION_GOAL_TYPES]),
    story: z.string(),
    testimonial: z.string(),
    is_featured: z.boolean(),
    before_image: z.string().nullable(),
    after_image: z.string().nullable(),
  })
  .transform(
    (form) =>
      // Typed as the schema's input so it can be piped into it; the shared schema is what checks these values.
      ({
        ...form,
        before_weight: asNumber(form.before_weight),
        after_weight: asNumber(form.after_weight),
        duration_months: asNumber(form.duration_months),
        goal_type: form.goal_type || undefined,
      }) as z.input<typeof transformationInputSchema>,
  )
  .pipe(transformationInputSchema);

export type TransformationPayload = z.output<typeof transformationFormSchema>;
