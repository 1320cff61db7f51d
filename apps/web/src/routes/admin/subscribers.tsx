// /admin/subscribers: the newsletter's readers; the search, status filter and page live in the URL, the list in
// SubscribersPage.
import { SUBSCRIBER_STATUSES } from '@coach/shared';
import { createFileRoute } from '@tanstack/react-router';
import { SubscribersPage } from '@/features/newsletter/admin/subscribers-page';
import { oneOf, positiveInt, searchParams, text } from '@/lib/search-params';

const searchSchema = searchParams({
  page: positiveInt,
  status: oneOf(SUBSCRIBER_STATUSES),
  search: text(200),
});

export const Route = createFileRoute('/admin/subscribers')({
  validateSearch: searchSchema,
  component: SubscribersPage,
});
