// /admin/consultations: search, status and source filters and page live in the URL; the list itself is in ConsultationsPage.
import { CONSULTATION_STATUSES } from '@coach/shared';
import { createFileRoute } from '@tanstack/react-router';
import { ConsultationsPage } from '@/features/leads/admin/consultations-page';
import { oneOf, positiveInt, searchParams, text } from '@/lib/search-params';

const searchSchema = searchParams({
  page: positiveInt,
  status: oneOf(CONSULTATION_STATUSES),
  search: text(200),
  source: text(100),
});

export const Route = createFileRoute('/admin/consultations')({
  validateSearch: searchSchema,
  component: ConsultationsPage,
});
