// The blog's data: the query options its pages and loaders share, and its writes with what each one refreshes.
import { type BlogPost, PUBLIC_BLOG_PAGE_SIZE } from '@coach/shared';
import type { Trpc } from '@/lib/trpc';

// What the public pages read and write

/**
 * The video id of a vlog's stored embed address, for the post's share tags and its page. It sits here rather than in
 * a module of its own: a small module shared only by a route's head and its page made the bundler split the common
 * code every page loads into many more files (measured with bench/bundle.mjs).
 */
export const videoIdOf = (post: BlogPost) =>
  post.video_url ? /embed\/([A-Za-z0-9_-]{11})/.exec(post.video_url)?.[1] : undefined;

/** The whole public list in one page: the blog page searches and filters it in the browser. */
const PUBLIC_POSTS_INPUT = { page: 1, per_page: PUBLIC_BLOG_PAGE_SIZE };

/** What the list shows when it could not be loaded. */
export const EMPTY_POST_LIST = {
  blogs: [] as BlogPost[],
  pagination: { page: 1, per_page: PUBLIC_BLOG_PAGE_SIZE, pages: 0, total: 0 },
};

export const publicPostsQuery = (trpc: Trpc) => trpc.blog.list.queryOptions(PUBLIC_POSTS_INPUT);

/** A public post with its related posts. */
export const postQuery = (trpc: Trpc, id: number) => trpc.blog.byId.queryOptions({ id });

// A post's view and likes are sent by its page's script (enhance/post-actions.ts): blog.view and blog.like.
