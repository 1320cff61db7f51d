// /admin/transformations: client stories as cards, with the goal filter, name search and page in the URL.
import { TRANSFORMATION_GOAL_TYPES } from '@coach/shared';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { TransformationsPage } from '../-components/admin/TransformationsPage';

const searchSchema = z.object({
  page: z.coerce.number().int().min(1).optional().catch(undefined),
  search: z.string().max(200).optional().catch(undefined),
  goal_type: z.enum(TRANSFORMATION_GOAL_TYPES).optional().catch(undefined),
});

export const Route = createFileRoute('/admin/transformations')({
  validateSearch: searchSchema,
  component: TransformationsPage,
});
