// /recipes: every recipe, filtered by meal type in the URL; the list is fetched once and filtered in the browser.
import { itemListStructuredData, recipePath } from '@coach/shared';
import { createFileRoute } from '@tanstack/react-router';
import { ALL_RECIPES, EMPTY_RECIPE_LIST, recipeListQuery } from '@/features/recipes/api';
import { MEAL_FILTERS } from '@/features/recipes/public/meal-filters';
import { RecipesPage } from '@/features/recipes/public/recipes-page';
import { ensureOrEmpty } from '@/lib/queries';
import { oneOf, searchParams } from '@/lib/search-params';
import { pageHead } from '@/lib/seo';

const searchSchema = searchParams({ meal_type: oneOf(MEAL_FILTERS) });

export const Route = createFileRoute('/recipes/')({
  validateSearch: searchSchema,
  head: ({ match }) =>
    pageHead(match, {
      title: 'Healthy Recipes',
      structuredData: import.meta.env.SSR && [
        itemListStructuredData(
          (
            match.context.queryClient.getQueryData(recipeListQuery(match.context.trpc, ALL_RECIPES).queryKey)
              ?.recipes ?? []
          ).map((recipe) => ({ name: recipe.title, path: recipePath(recipe) })),
          match.context.config.origin,
        ),
      ],
      description:
        'Simple, dietitian-approved recipe videos for breakfast, lunch, dinner and snacks that support weight loss and healthy weight gain.',
    }),
  loader: ({ context }) =>
    ensureOrEmpty(context.queryClient, recipeListQuery(context.trpc, ALL_RECIPES), EMPTY_RECIPE_LIST),
  component: RecipesPage,
});
