// /blog: the public posts, searched and filtered in the URL; the list is fetched once and filtered in the browser.
import { itemListStructuredData, PUBLIC_BLOG_CATEGORIES } from '@coach/shared';
import { createFileRoute } from '@tanstack/react-router';
import { EMPTY_POST_LIST, publicPostsQuery } from '@/features/blog/api';
import { BlogPage } from '@/features/blog/public/blog-page';
import { ensureOrEmpty } from '@/lib/queries';
import { oneOf, searchParams, text } from '@/lib/search-params';
import { pageHead } from '@/lib/seo';

const searchSchema = searchParams({
  search: text(200),
  category: oneOf(PUBLIC_BLOG_CATEGORIES),
  type: oneOf(['blog', 'vlog'] as const),
});

export const Route = createFileRoute('/blog/')({
  validateSearch: searchSchema,
  head: ({ match }) => {
    const { queryClient, trpc, config } = match.context;
    const posts = queryClient.getQueryData(publicPostsQuery(trpc).queryKey)?.blogs ?? [];
    const head = pageHead(match, {
      title: 'Blog & Videos',
      description: 'Practical articles and videos on nutrition, PCOS, thyroid, diabetes, meal prep and healthy living.',
      structuredData: import.meta.env.SSR && [
        itemListStructuredData(
          posts.map((post) => ({ name: post.title, path: `/blog/${post.id}` })),
          config.origin,
        ),
      ],
    });
    return {
      ...head,
      links: [...head.links, { rel: 'alternate', type: 'application/rss+xml', title: 'Blog feed', href: '/rss.xml' }],
    };
  },
  loader: ({ context }) => ensureOrEmpty(context.queryClient, publicPostsQuery(context.trpc), EMPTY_POST_LIST),
  component: BlogPage,
});
