// / (home): the featured recipes and transformations, and the BMI calculator's last entry (its GET form's fields).
import { businessStructuredData } from '@coach/shared';
import { createFileRoute } from '@tanstack/react-router';
import { EMPTY_RECIPE_LIST, FEATURED_RECIPES, recipeListQuery } from '@/features/recipes/api';
import { loadSitePage, sitePageHead } from '@/features/site/pages-api';
import { HomePage } from '@/features/site/public/home-page';
import {
  EMPTY_TRANSFORMATION_LIST,
  FEATURED_TRANSFORMATIONS,
  transformationListQuery,
} from '@/features/transformations/api';
import { ensureOrEmpty } from '@/lib/queries';
import { oneOf, searchParams, text } from '@/lib/search-params';

/**
 * A BMI field as the calculator's plain form sent it. The router reads "170" as a number and would redirect to a
 * quoted "170" if it were kept as text, so a number stays a number.
 */
const bmiField = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : text(20)(value));

const searchSchema = searchParams({
  preview: text(2000),
  unit: oneOf(['metric', 'imperial'] as const),
  height: bmiField,
  weight: bmiField,
});

export const Route = createFileRoute('/')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => ({ preview: search.preview }),
  head: ({ match }) =>
    sitePageHead(match, 'home', {
      title: `${match.context.config.site.business_name} | Dietitian-led Nutrition Coaching`,
      structuredData:
        import.meta.env.SSR && businessStructuredData(match.context.config.site, match.context.config.origin),
      description:
        'Lose weight, gain healthily and manage PCOS, thyroid and diabetes with a certified dietitian. Book your free online consultation.',
    }),
  loader: ({ context, context: { queryClient, trpc }, deps }) =>
    Promise.all([
      loadSitePage(context, 'home', deps.preview),
      ensureOrEmpty(queryClient, recipeListQuery(trpc, FEATURED_RECIPES), EMPTY_RECIPE_LIST),
      ensureOrEmpty(queryClient, transformationListQuery(trpc, FEATURED_TRANSFORMATIONS), EMPTY_TRANSFORMATION_LIST),
    ]),
  component: HomePage,
});
