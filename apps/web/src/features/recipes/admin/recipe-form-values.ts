// The recipe form's values and the spec's rules for turning them into the payload the server receives.
import {
  MEAL_TYPES,
  mealTypeSchema,
  type RECIPE_GOAL_TYPES,
  type Recipe,
  recipeGoalTypeSchema,
  recipeInputSchema,
} from '@coach/shared';
import { z } from 'zod';

export type RecipeFormValues = {
  title: string;
  description: string;
  meal_type: (typeof MEAL_TYPES)[number] | '';
  goal_type: (typeof RECIPE_GOAL_TYPES)[number];
  prep_time: string;
  cook_time: string;
  servings: string;
  calories_per_serving: string;
  ingredients: { value: string }[];
  instructions: string;
  is_featured: boolean;
  image_url: string | null;
  youtube_video_id: string;
};

export const EMPTY_RECIPE_FORM: RecipeFormValues = {
  title: '',
  description: '',
  meal_type: '',
  goal_type: 'both',
  prep_time: '',
  cook_time: '',
  servings: '',
  calories_per_serving: '',
  ingredients: [{ value: '' }],
  instructions: '',
  is_featured: false,
  image_url: null,
  youtube_video_id: '',
};

export function recipeToFormValues(recipe: Recipe): RecipeFormValues {
  const text = (n: number | null) => (n === null ? '' : String(n));
  return {
    title: recipe.title,
    description: recipe.description ?? '',
    meal_type: recipe.meal_type,
    goal_type: recipe.goal_type,
    prep_time: text(recipe.prep_time),
    cook_time: text(recipe.cook_time),
    servings: text(recipe.servings),
    calories_per_serving: text(recipe.calories_per_serving),
    ingredients: recipe.ingredients.length ? recipe.ingredients.map((value) => ({ value })) : [{ value: '' }],
    instructions: recipe.instructions ?? '',
    is_featured: recipe.is_featured,
    image_url: recipe.image_url,
    youtube_video_id: recipe.youtube_video_id ?? '',
  };
}

/** Whole numbers as typed; empty or unreadable text is null (the spec's "integers or null"). */
function parseWholeNumber(text: string): number | null {
  const value = Number.parseInt(text, 10);
  return Number.isNaN(value) ? null : value;
}

/**
 * Checks what the spec requires on the form (title, meal type) with the shared schemas and shapes the payload.
 * The video field is sent as typed: the server normalises it or answers "youtube_video_id: Invalid Video ID".
 */
export const recipeFormSchema = z
  .object({
    title: recipeInputSchema.shape.title,
    description: z.string(),
    meal_type: z
      .enum(['', ...MEAL_TYPES])
      .transform((v) => v || undefined)
      .pipe(mealTypeSchema),
    goal_type: recipeGoalTypeSchema,
    prep_time: z.string(),
    cook_time: z.string(),
    servings: z.string(),
    calories_per_serving: z.string(),
    ingredients: z.array(z.object({ value: z.string() })),
    instructions: z.string(),
    is_featured: z.boolean(),
    image_url: z.string().nullable(),
    youtube_video_id: z.string(),
  })
  .transform((form) => {
    const ingredients = form.ingredients.map((row) => row.value.trim()).filter(Boolean);
    return {
      title: form.title,
      description: form.description.trim() || null,
      meal_type: form.meal_type,
      goal_type: form.goal_type,
      prep_time: parseWholeNumber(form.prep_time),
      cook_time: parseWholeNumber(form.cook_time),
      servings: parseWholeNumber(form.servings),
      calories_per_serving: parseWholeNumber(form.calories_per_serving),
      // With no rows left a single empty entry is sent; the server stores that as an empty list.
      ingredients: ingredients.length ? ingredients : [''],
      instructions: form.instructions.trim() || null,
      is_featured: form.is_featured,
      image_url: form.image_url || null,
      youtube_video_id: form.youtube_video_id.trim() || null,
    };
  });

export type RecipePayload = z.output<typeof recipeFormSchema>;

export const MEAL_TYPE_LABELS: Record<(typeof MEAL_TYPES)[number], string> = {
  breakfast: 'Breakfast',
  lunch: 'Lunch',
  dinner: 'Dinner',
  snack: 'Snack',
};

export const RECIPE_GOAL_LABELS: Record<(typeof RECIPE_GOAL_TYPES)[number], string> = {
  weight_loss: 'Weight Loss',
  weight_gain: 'Weight Gain',
  both: 'Both',
};
