// /admin/recipes: the recipe list with its filters and page in the URL.
import { MEAL_TYPES, RECIPE_GOAL_TYPES } from '@coach/shared';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { RecipesPage } from '../-components/admin/RecipesPage';

const searchSchema = z.object({
  page: z.coerce.number().int().min(1).optional().catch(undefined),
  search: z.string().max(200).optional().catch(undefined),
  meal_type: z.enum(MEAL_TYPES).optional().catch(undefined),
  goal_type: z.enum(RECIPE_GOAL_TYPES).optional().catch(undefined),
});

export const Route = createFileRoute('/admin/recipes')({
  validateSearch: searchSchema,
  component: RecipesPage,
});
