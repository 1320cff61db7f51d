// The recipes page's meal-type filter: its choices, shared by the page's links and the route's search validation.
import { MEAL_TYPES } from '@coach/shared';

export const MEAL_FILTERS = ['all', ...MEAL_TYPES] as const;
export type MealFilter = (typeof MEAL_FILTERS)[number];
