// /admin/blogs: the post list with its filters, page and a just-saved notice in the URL.
import { BLOG_TYPES, PUBLIC_BLOG_CATEGORIES } from '@coach/shared';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { BlogsPage } from '../-components/admin/BlogsPage';

const searchSchema = z.object({
  page: z.coerce.number().int().min(1).optional().catch(undefined),
  search: z.string().max(200).optional().catch(undefined),
  category: z.enum(PUBLIC_BLOG_CATEGORIES).optional().catch(undefined),
  type: z.enum(BLOG_TYPES).optional().catch(undefined),
  status: z.enum(['published', 'draft']).optional().catch(undefined),
  /** Set by the editor after a save, so the list can say so; removed from the URL once shown. */
  saved: z.enum(['draft', 'published']).optional().catch(undefined),
});

export const Route = createFileRoute('/admin/blogs/')({
  validateSearch: searchSchema,
  component: BlogsPage,
});
