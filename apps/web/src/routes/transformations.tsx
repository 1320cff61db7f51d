// /transformations: the client stories, with the tab and the goal filter in the URL.
import { createFileRoute } from '@tanstack/react-router';
import { EMPTY_TESTIMONIAL_LIST, shownTestimonialsQuery } from '@/features/testimonials/api';
import {
  ALL_TRANSFORMATIONS,
  EMPTY_TRANSFORMATION_LIST,
  transformationListQuery,
} from '@/features/transformations/api';
import { TransformationsPage } from '@/features/transformations/public/transformations-page';
import { ensureOrEmpty } from '@/lib/queries';
import { oneOf, searchParams } from '@/lib/search-params';
import { pageHead } from '@/lib/seo';

const searchSchema = searchParams({
  tab: oneOf(['journey', 'reviews'] as const),
  goal: oneOf(['weight_loss', 'weight_gain'] as const),
});

export const Route = createFileRoute('/transformations')({
  validateSearch: searchSchema,
  head: ({ match }) =>
    pageHead(match, {
      title: 'Client Transformations',
      description: 'Real weight-loss and weight-gain journeys from clients coached by our certified dietitian.',
    }),
  loader: ({ context }) =>
    Promise.all([
      ensureOrEmpty(
        context.queryClient,
        transformationListQuery(context.trpc, ALL_TRANSFORMATIONS),
        EMPTY_TRANSFORMATION_LIST,
      ),
      ensureOrEmpty(context.queryClient, shownTestimonialsQuery(context.trpc), EMPTY_TESTIMONIAL_LIST),
    ]),
  component: TransformationsPage,
});
