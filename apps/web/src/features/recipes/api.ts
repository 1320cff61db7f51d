// The recipes' data: the query options their pages, the home page and their loaders share.
import { HOME_FEATURED_RECIPES, type Recipe } from '@coach/shared';
import type { inferInput } from '@trpc/tanstack-react-query';
import type { Trpc } from '@/lib/trpc';

// What the public pages read and write

/** Every public recipe: the recipes page filters them by meal type in the browser. */
export const ALL_RECIPES = {};

/** The few the home page features. */
export const FEATURED_RECIPES = { featured: true, limit: HOME_FEATURED_RECIPES };

/** What a list shows when it could not be loaded. */
export const EMPTY_RECIPE_LIST = { recipes: [] as Recipe[] };

export const recipeListQuery = (trpc: Trpc, input: inferInput<Trpc['recipe']['list']>) =>
  trpc.recipe.list.queryOptions(input);

/** A public recipe with its related recipes. */
export const recipeQuery = (trpc: Trpc, id: number) => trpc.recipe.detail.queryOptions({ id });
