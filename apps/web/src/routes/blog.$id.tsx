// /blog/{id}: a public post (article or video) with its share preview tags; "Post Not Found" with status 404.
import {
  BLOG_FALLBACK_IMAGE,
  BLOG_MESSAGES,
  type BlogPost,
  blogPostingStructuredData,
  breadcrumbStructuredData,
  shareImageFor,
} from '@coach/shared';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { postQuery, videoIdOf } from '@/features/blog/api';
import { PostNotFound } from '@/features/blog/public/post-not-found';
import { PostPage } from '@/features/blog/public/post-page';
import { pageHead } from '@/lib/seo';

export const Route = createFileRoute('/blog/$id')({
  loader: async ({ context, params }) => {
    const id = /^[1-9]\d{0,15}$/.test(params.id) ? Number(params.id) : undefined;
    if (id === undefined) throw notFound();
    const query = postQuery(context.trpc, id);
    try {
      await context.queryClient.ensureQueryData(query);
    } catch (error) {
      // The spec: "Post not found" for a missing post, "Failed to load post" otherwise; the screen is the same.
      const missing = error instanceof Error && /not found/i.test(error.message);
      console.warn(missing ? BLOG_MESSAGES.notFound : 'Failed to load post');
      throw notFound();
    }
    const post = context.queryClient.getQueryData(query.queryKey)?.blog as BlogPost;
    return { id, post, origin: context.config.origin };
  },
  head: ({ match, loaderData }) => {
    if (!loaderData) return { meta: [{ title: 'Post Not Found' }] };
    const { post } = loaderData;
    const { site, origin } = match.context.config;
    const path = `/blog/${post.id}`;
    const image = shareImageFor(
      'blog',
      post,
      (post.type === 'vlog' ? post.thumbnail : post.image) ?? BLOG_FALLBACK_IMAGE,
    );
    const head = pageHead(match, {
      title: post.title,
      description: post.meta_description || post.excerpt,
      path,
      image,
      type: 'article',
      structuredData: import.meta.env.SSR && [
        blogPostingStructuredData(post, { site, origin, image, videoId: videoIdOf(post) }),
        breadcrumbStructuredData(
          [
            { name: 'Home', path: '/' },
            { name: 'Blog', path: '/blog' },
            { name: post.title, path },
          ],
          origin,
        ),
      ],
    });
    return { ...head, meta: [...head.meta, { property: 'article:published_time', content: post.publish_date }] };
  },
  notFoundComponent: PostNotFound,
  component: PostPage,
});
