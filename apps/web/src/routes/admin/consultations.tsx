// /admin/consultations: search, status and source filters, the sort and page live in the URL; the list itself is in ConsultationsPage.
import { CONSULTATION_SORTS, CONSULTATION_STATUSES, SORT_DIRECTIONS } from '@coach/shared';
import { createFileRoute } from '@tanstack/react-router';
import { ConsultationsPage } from '@/features/leads/admin/consultations-page';
import { oneOf, positiveInt, searchParams, text } from '@/lib/search-params';

const searchSchema = searchParams({
  page: positiveInt,
  status: oneOf(CONSULTATION_STATUSES),
  search: text(200),
  source: text(100),
  sort: oneOf(CONSULTATION_SORTS),
  dir: oneOf(SORT_DIRECTIONS),
});

export const Route = createFileRoute('/admin/consultations')({
  validateSearch: searchSchema,
  component: ConsultationsPage,
});
