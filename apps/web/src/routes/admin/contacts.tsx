// /admin/contacts: search, status filter and page live in the URL; the list and detail panel are in ContactsPage.
import { CONTACT_STATUSES } from '@coach/shared';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { ContactsPage } from '../-components/admin/ContactsPage';

const searchSchema = z.object({
  page: z.coerce.number().int().min(1).optional().catch(undefined),
  status: z.enum(CONTACT_STATUSES).optional().catch(undefined),
  search: z.string().max(200).optional().catch(undefined),
});

export const Route = createFileRoute('/admin/contacts')({
  validateSearch: searchSchema,
  component: ContactsPage,
});
