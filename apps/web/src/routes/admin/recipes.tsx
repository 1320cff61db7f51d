// /admin/recipes: the recipe list with its filters and page in the URL.
import { MEAL_TYPES, RECIPE_GOAL_TYPES } from '@coach/shared';
import { createFileRoute } from '@tanstack/react-router';
import { oneOf, positiveInt, searchParams, text } from '../../lib/search-params';
import { RecipesPage } from '../-components/admin/RecipesPage';

const searchSchema = searchParams({
  page: positiveInt,
  search: text(200),
  meal_type: oneOf(MEAL_TYPES),
  goal_type: oneOf(RECIPE_GOAL_TYPES),
});

export const Route = createFileRoute('/admin/recipes')({
  validateSearch: searchSchema,
  component: RecipesPage,
});
