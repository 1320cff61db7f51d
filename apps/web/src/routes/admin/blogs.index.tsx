// /admin/blogs: the post list with its filters, page and a just-saved notice in the URL.
import { BLOG_TYPES, PUBLIC_BLOG_CATEGORIES } from '@coach/shared';
import { createFileRoute } from '@tanstack/react-router';
import { BlogsPage } from '@/features/blog/admin/blogs-page';
import { oneOf, positiveInt, searchParams, text } from '@/lib/search-params';

const searchSchema = searchParams({
  page: positiveInt,
  search: text(200),
  category: oneOf(PUBLIC_BLOG_CATEGORIES),
  type: oneOf(BLOG_TYPES),
  status: oneOf(['published', 'draft'] as const),
  /** Set by the editor after a save, so the list can say so; removed from the URL once shown. */
  saved: oneOf(['draft', 'published'] as const),
});

export const Route = createFileRoute('/admin/blogs/')({
  validateSearch: searchSchema,
  component: BlogsPage,
});
