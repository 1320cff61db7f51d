// /recipes/{id}: one recipe with its share preview tags; the bare id and the id-slug form resolve.
import {
  breadcrumbStructuredData,
  type Recipe,
  recipeIdFromSegment,
  recipePath,
  recipeStructuredData,
  shareImageFor,
} from '@coach/shared';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { recipeQuery } from '@/features/recipes/api';
import { RecipeNotFound } from '@/features/recipes/public/recipe-not-found';
import { RecipePage } from '@/features/recipes/public/recipe-page';
import { pageHead } from '@/lib/seo';

export const Route = createFileRoute('/recipes/$id')({
  loader: async ({ context, params }) => {
    const id = recipeIdFromSegment(params.id);
    if (id === undefined) throw notFound();
    const query = recipeQuery(context.trpc, id);
    try {
      await context.queryClient.ensureQueryData(query);
    } catch {
      throw notFound();
    }
    const recipe = context.queryClient.getQueryData(query.queryKey)?.recipe as Recipe;
    return { id, recipe };
  },
  head: ({ match, loaderData }) => {
    if (!loaderData) return { meta: [{ title: 'Recipe Not Found' }] };
    const { recipe } = loaderData;
    const { site, origin } = match.context.config;
    const path = recipePath(recipe);
    const image = shareImageFor('recipes', recipe, recipe.image_url);
    return pageHead(match, {
      title: recipe.title,
      description:
        recipe.description ?? `${recipe.title}: a healthy ${recipe.meal_type} recipe from ${site.business_name}.`,
      path,
      image,
      type: 'article',
      structuredData: import.meta.env.SSR && [
        recipeStructuredData(recipe, { site, origin, path, image }),
        breadcrumbStructuredData(
          [
            { name: 'Home', path: '/' },
            { name: 'Recipes', path: '/recipes' },
            { name: recipe.title, path },
          ],
          origin,
        ),
      ],
    });
  },
  notFoundComponent: RecipeNotFound,
  component: RecipePage,
});
