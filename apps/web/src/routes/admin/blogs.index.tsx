// /admin/blogs: the post list with its filters, sort, page and a just-saved notice in the URL.
import { BLOG_TYPES, POST_SORTS, PUBLIC_BLOG_CATEGORIES, SORT_DIRECTIONS } from '@coach/shared';
import { createFileRoute } from '@tanstack/react-router';
import { BlogsPage } from '@/features/blog/admin/blogs-page';
import { oneOf, positiveInt, searchParams, text } from '@/lib/search-params';

const searchSchema = searchParams({
  page: positiveInt,
  search: text(200),
  category: oneOf(PUBLIC_BLOG_CATEGORIES),
  type: oneOf(BLOG_TYPES),
  status: oneOf(['published', 'draft'] as const),
  sort: oneOf(POST_SORTS),
  dir: oneOf(SORT_DIRECTIONS),
  /** Set by the editor after a save, so the list can say so; removed from the URL once shown. */
  saved: oneOf(['draft', 'published'] as const),
});

export const Route = createFileRoute('/admin/blogs/')({
  validateSearch: searchSchema,
  component: BlogsPage,
});
