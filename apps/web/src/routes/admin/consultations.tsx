// /admin/consultations: search, status filter and page live in the URL; the list itself is in ConsultationsPage.
import { CONSULTATION_STATUSES } from '@coach/shared';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { ConsultationsPage } from '../-components/admin/ConsultationsPage';

const searchSchema = z.object({
  page: z.coerce.number().int().min(1).optional().catch(undefined),
  status: z.enum(CONSULTATION_STATUSES).optional().catch(undefined),
  search: z.string().max(200).optional().catch(undefined),
});

export const Route = createFileRoute('/admin/consultations')({
  validateSearch: searchSchema,
  component: ConsultationsPage,
});
