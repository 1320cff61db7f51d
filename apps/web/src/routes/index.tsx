// / (home): the featured recipes and transformations, and the code of the sections below the first screen.
import { businessStructuredData } from '@coach/shared';
import { createFileRoute } from '@tanstack/react-router';
import { EMPTY_RECIPE_LIST, FEATURED_RECIPES, recipeListQuery } from '@/features/recipes/api';
import { DEFERRED_HOME_SECTIONS } from '@/features/site/public/home/deferred-sections';
import { HomePage } from '@/features/site/public/home-page';
import {
  EMPTY_TRANSFORMATION_LIST,
  FEATURED_TRANSFORMATIONS,
  transformationListQuery,
} from '@/features/transformations/api';
import { ensureOrEmpty } from '@/lib/queries';
import { pageHead } from '@/lib/seo';

export const Route = createFileRoute('/')({
  head: ({ match }) =>
    pageHead(match, {
      title: `${match.context.config.site.business_name} | Dietitian-led Nutrition Coaching`,
      structuredData:
        import.meta.env.SSR && businessStructuredData(match.context.config.site, match.context.config.origin),
      description:
        'Lose weight, gain healthily and manage PCOS, thyroid and diabetes with a certified dietitian. Book your free online consultation.',
    }),
  loader: ({ context: { queryClient, trpc } }) =>
    Promise.all([
      ensureOrEmpty(queryClient, recipeListQuery(trpc, FEATURED_RECIPES), EMPTY_RECIPE_LIST),
      ensureOrEmpty(queryClient, transformationListQuery(trpc, FEATURED_TRANSFORMATIONS), EMPTY_TRANSFORMATION_LIST),
      ...DEFERRED_HOME_SECTIONS.map((part) => part.ready()),
    ]),
  component: HomePage,
});
