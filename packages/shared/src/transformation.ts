// Client transformations: the public list's filters, the admin form and list, and the stored shape.
import { z } from 'zod';
import { booleanParam, optionalParam, pageQuerySchema, paginationSchema } from './pagination';

import { imageUrlSchema } from './recipe';
import { normaliseUntypeable, optionalText, refuseUntypeable, requiredText } from './text';
import { TRANSFORMATION_GOAL_TYPES, TRANSFORMATION_MESSAGES } from './vocabulary';

export const transformationGoalTypeSchema = z.enum(TRANSFORMATION_GOAL_TYPES);
export type TransformationGoalType = z.infer<typeof transformationGoalTypeSchema>;

export const publicTransformationQuerySchema = z.object({
  featured: optionalParam(booleanParam),
  goal_type: optionalParam(transformationGoalTypeSchema),
  limit: optionalParam(z.coerce.number().int().min(1).max(100)),
});
export type PublicTransformationQuery = z.infer<typeof publicTransformationQuerySchema>;

/** A client's transformation as the site and the REST contract give it. */
export const transformationSchema = z
  .object({
    id: z.int(),
    client_name: z.string(),
    goal_type: transformationGoalTypeSchema,
    before_weight: z.number().meta({ description: 'In kilograms, to one decimal.' }),
    after_weight: z.number().meta({ description: 'In kilograms, to one decimal.' }),
    weight_change: z.number().meta({ description: 'Kilograms lost or gained, always positive, to one decimal.' }),
    duration_months: z.int(),
    before_image: z.string().nullable(),
    after_image: z.string().nullable(),
    story: z.string().nullable(),
    testimonial: z.string().nullable(),
    is_featured: z.boolean(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Transformation' });
export type Transformation = z.infer<typeof transformationSchema>;

/** The most a weight field accepts, in kilograms. */
export const MAX_WEIGHT_KG = 500;
export const MAX_DURATION_MONTHS = 120;

const missing = (input: unknown) => input === undefined || input === null || Number.isNaN(input);

/** A weight in kilograms, kept to one decimal: more than 0 and at most 500. */
const weightSchema = (label: string) =>
  z
    .number({ error: (issue) => (missing(issue.input) ? `${label} is required` : `${label} must be a number`) })
    .transform((kg) => Math.round(kg * 10) / 10)
    .pipe(
      z
        .number()
        .gt(0, `${label} must be more than 0 kg`)
        .max(MAX_WEIGHT_KG, `${label} must be at most ${MAX_WEIGHT_KG} kg`),
    );

/** The longest client name the form takes and the server stores. */
export const TRANSFORMATION_LIMITS = { clientName: 100 } as const;

/** Every field the admin form sends, without defaults, so a partial update leaves absent fields alone. */
const transformationFields = z.object({
  client_name: requiredText(
    TRANSFORMATION_MESSAGES.clientNameRequired,
    TRANSFORMATION_LIMITS.clientName,
    refuseUntypeable,
  ),
  before_weight: weightSchema('Before weight'),
  after_weight: weightSchema('After weight'),
  duration_months: z
    .number({ error: (issue) => (missing(issue.input) ? 'Duration is required' : 'Duration must be a number') })
    .int('Duration must be a whole number of months')
    .min(1, 'Duration must be at least 1 month')
    .max(MAX_DURATION_MONTHS, `Duration must be at most ${MAX_DURATION_MONTHS} months`),
  goal_type: z.enum(TRANSFORMATION_GOAL_TYPES, {
    error: (issue) =>
      issue.input === undefined || issue.input === ''
        ? TRANSFORMATION_MESSAGES.goalTypeRequired
        : `Goal type must be one of ${TRANSFORMATION_GOAL_TYPES.join(', ')}`,
  }),
  // Often pasted from a message: what nobody types is stripped, not refused.
  story: optionalText(5000, normaliseUntypeable),
  testimonial: optionalText(2000, normaliseUntypeable),
  is_featured: z.boolean(),
  before_image: imageUrlSchema,
  after_image: imageUrlSchema,
});

export const transformationInputSchema = transformationFields.extend({
  story: transformationFields.shape.story.default(null),
  testimonial: transformationFields.shape.testimonial.default(null),
  is_featured: z.boolean().default(false),
  before_image: imageUrlSchema.default(null),
  after_image: imageUrlSchema.default(null),
});
export type TransformationInput = z.infer<typeof transformationInputSchema>;

export const transformationUpdateSchema = transformationFields.partial();
export type TransformationUpdate = z.infer<typeof transformationUpdateSchema>;

export const adminTransformationQuerySchema = pageQuerySchema.extend({
  goal_type: optionalParam(transformationGoalTypeSchema),
  /** Matched against the client's name. */
  search: optionalParam(z.string().trim().max(200)),
});
export type AdminTransformationQuery = z.infer<typeof adminTransformationQuerySchema>;

/** The answers of the transformation routes. */
export const transformationAnswers = {
  list: z.object({ transformations: z.array(transformationSchema) }),
  adminPage: z.object({ transformations: z.array(transformationSchema), pagination: paginationSchema }),
  written: z.object({ transformation: transformationSchema, message: z.string() }),
};
