// Recipe schemas: what the public list accepts, what the admin form sends, and what a stored recipe looks like.
import { z } from 'zod';
import { booleanParam, optionalParam, pageQuerySchema, paginationSchema, sortQueryShape } from './pagination';

import { normaliseUntypeable, optionalText, refuseUntypeable, requiredText } from './text';
import { parseVideoId } from './video-id';
import { MEAL_TYPES, RECIPE_GOAL_TYPES, RECIPE_MESSAGES, RECIPE_SORTS } from './vocabulary';

export const mealTypeSchema = z.enum(MEAL_TYPES, {
  error: (issue) =>
    issue.input === undefined ? 'Meal type is required' : `Meal type must be one of ${MEAL_TYPES.join(', ')}`,
});
export const recipeGoalTypeSchema = z.enum(RECIPE_GOAL_TYPES);
export type MealType = z.infer<typeof mealTypeSchema>;

/** A video field: empty means none; anything else must normalise to an 11-character id. */
export const videoIdSchema = z
  .string()
  .trim()
  .max(500)
  .nullable()
  .transform((value, ctx) => {
    if (!value) return null;
    const id = parseVideoId(value);
    if (!id) {
      ctx.addIssue({ code: 'custom', message: RECIPE_MESSAGES.invalidVideoId });
      return z.NEVER;
    }
    return id;
  });

const nullableInt = (max: number) =>
  z
    .int({ error: 'Must be a whole number' })
    .min(0, 'Must not be negative')
    .max(max, `Must be at most ${max}`)
    .nullable();

/** An image reference: a path on this site ("/uploads/...") or an https URL; nothing else can reach an <img>. */
export const imageUrlSchema = z
  .string()
  .trim()
  .max(500)
  .check(refuseUntypeable)
  .nullable()
  .transform((v) => v || null)
  .refine((v) => v === null || /^\/(?![/\\])[^\s]*$/.test(v) || /^https:\/\/[^\s]+$/.test(v), {
    message: 'Must be a path on this site or an https URL',
  });

/** Every field the admin form sends, without defaults, so a partial update leaves absent fields alone. */
const recipeFields = z.object({
  title: requiredText(RECIPE_MESSAGES.titleRequired, 200, refuseUntypeable),
  // A description, the ingredients and the method are often pasted: what nobody types is stripped, not refused.
  description: optionalText(2000, normaliseUntypeable),
  ingredients: z
    .array(z.string().check(normaliseUntypeable).trim().max(300))
    .max(100)
    .transform((rows) => rows.filter((row) => row.length > 0)),
  instructions: optionalText(20_000, normaliseUntypeable),
  meal_type: mealTypeSchema,
  prep_time: nullableInt(10_000),
  cook_time: nullableInt(10_000),
  servings: nullableInt(1000),
  calories_per_serving: nullableInt(100_000),
  goal_type: recipeGoalTypeSchema,
  is_featured: z.boolean(),
  image_url: imageUrlSchema,
  youtube_video_id: videoIdSchema,
});

export const recipeInputSchema = recipeFields.extend({
  description: recipeFields.shape.description.default(null),
  ingredients: recipeFields.shape.ingredients.default([]),
  instructions: recipeFields.shape.instructions.default(null),
  prep_time: recipeFields.shape.prep_time.default(null),
  cook_time: recipeFields.shape.cook_time.default(null),
  servings: recipeFields.shape.servings.default(null),
  calories_per_serving: recipeFields.shape.calories_per_serving.default(null),
  goal_type: recipeGoalTypeSchema.default('both'),
  is_featured: z.boolean().default(false),
  image_url: imageUrlSchema.default(null),
  youtube_video_id: recipeFields.shape.youtube_video_id.default(null),
});
export type RecipeInput = z.infer<typeof recipeInputSchema>;

export const recipeUpdateSchema = recipeFields.partial();
export type RecipeUpdate = z.infer<typeof recipeUpdateSchema>;

export const publicRecipeQuerySchema = z.object({
  featured: optionalParam(booleanParam),
  meal_type: optionalParam(mealTypeSchema),
  limit: optionalParam(z.coerce.number().int().min(1).max(100)),
});
export type PublicRecipeQuery = z.infer<typeof publicRecipeQuerySchema>;

export const adminRecipeQuerySchema = pageQuerySchema.extend({
  ...sortQueryShape(RECIPE_SORTS),
  meal_type: optionalParam(mealTypeSchema),
  goal_type: optionalParam(recipeGoalTypeSchema),
  search: optionalParam(z.string().trim().max(200)),
});
export type AdminRecipeQuery = z.infer<typeof adminRecipeQuerySchema>;

/** A record id in a path or payload: a positive whole number written plainly ("0x10", "1e1" and " 7" are refused). */
export const idParamSchema = z.object({
  id: z.union([
    z.int().positive(),
    z
      .string()
      .regex(/^[1-9]\d{0,15}$/, 'Must be a positive whole number')
      .transform(Number),
  ]),
});

/** A recipe as the site and the REST contract give it. */
export const recipeSchema = z
  .object({
    id: z.int(),
    title: z.string(),
    description: z.string().nullable(),
    ingredients: z.array(z.string()),
    instructions: z.string().nullable(),
    meal_type: mealTypeSchema,
    prep_time: z.number().nullable(),
    cook_time: z.number().nullable(),
    total_time: z.number().nullable(),
    servings: z.number().nullable(),
    calories_per_serving: z.number().nullable(),
    goal_type: recipeGoalTypeSchema,
    is_featured: z.boolean(),
    image_url: z.string().nullable(),
    youtube_video_id: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Recipe' });
export type Recipe = z.infer<typeof recipeSchema>;

/** The answers of the recipe routes. */
export const recipeAnswers = {
  list: z.object({ recipes: z.array(recipeSchema) }),
  page: z.object({ recipe: recipeSchema, related_recipes: z.array(recipeSchema) }),
  adminPage: z.object({ recipes: z.array(recipeSchema), pagination: paginationSchema }),
  written: z.object({ recipe: recipeSchema, message: z.string() }),
};
