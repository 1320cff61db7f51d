// /admin/recipes: the recipe list with its filters, sort and page in the URL.
import { MEAL_TYPES, RECIPE_GOAL_TYPES, RECIPE_SORTS, SORT_DIRECTIONS } from '@coach/shared';
import { createFileRoute } from '@tanstack/react-router';
import { RecipesPage } from '@/features/recipes/admin/recipes-page';
import { oneOf, positiveInt, searchParams, text } from '@/lib/search-params';

const searchSchema = searchParams({
  page: positiveInt,
  search: text(200),
  meal_type: oneOf(MEAL_TYPES),
  goal_type: oneOf(RECIPE_GOAL_TYPES),
  sort: oneOf(RECIPE_SORTS),
  dir: oneOf(SORT_DIRECTIONS),
});

export const Route = createFileRoute('/admin/recipes')({
  validateSearch: searchSchema,
  component: RecipesPage,
});
