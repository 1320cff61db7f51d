// /admin/transformations: client stories as cards, with the goal filter, name search and page in the URL.
import { TRANSFORMATION_GOAL_TYPES } from '@coach/shared';
import { createFileRoute } from '@tanstack/react-router';
import { TransformationsPage } from '@/features/transformations/admin/transformations-page';
import { oneOf, positiveInt, searchParams, text } from '@/lib/search-params';

const searchSchema = searchParams({
  page: positiveInt,
  search: text(200),
  goal_type: oneOf(TRANSFORMATION_GOAL_TYPES),
});

export const Route = createFileRoute('/admin/transformations')({
  validateSearch: searchSchema,
  component: TransformationsPage,
});
