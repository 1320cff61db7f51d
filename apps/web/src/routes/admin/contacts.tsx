// /admin/contacts: search, status and source filters and page live in the URL; the list and detail panel are in ContactsPage.
import { CONTACT_STATUSES } from '@coach/shared';
import { createFileRoute } from '@tanstack/react-router';
import { ContactsPage } from '@/features/leads/admin/contacts-page';
import { oneOf, positiveInt, searchParams, text } from '@/lib/search-params';

const searchSchema = searchParams({
  page: positiveInt,
  status: oneOf(CONTACT_STATUSES),
  search: text(200),
  source: text(100),
});

export const Route = createFileRoute('/admin/contacts')({
  validateSearch: searchSchema,
  component: ContactsPage,
});
