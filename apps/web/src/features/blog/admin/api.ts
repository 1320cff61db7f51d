// The portal's side of the blog area's data: what its admin pages read, and what each write refreshes.
import type { BlogPost } from '@coach/shared';
import { keepPreviousData, type QueryKey, useMutation } from '@tanstack/react-query';
import { refresh, useApi } from '@/lib/data';
import type { Trpc } from '@/lib/trpc';

/** One page of the portal's filtered list; the page on screen stays while the next one loads. */
export const adminPostList = (trpc: Trpc, input: Parameters<Trpc['blog']['adminList']['queryOptions']>[0]) => ({
  ...trpc.blog.adminList.queryOptions(input),
  placeholderData: keepPreviousData,
});
export const blogStats = (trpc: Trpc) => trpc.blog.stats.queryOptions();
/** A post for the editor, always read afresh: the form takes its values once, when it mounts. */
export const postToEdit = (trpc: Trpc, id: number | null) => ({
  ...trpc.blog.adminById.queryOptions({ id: id ?? 0 }),
  enabled: id !== null,
  retry: false,
  gcTime: 0,
  staleTime: 0,
});

/** The newsletter a post went out with (when, to how many), or null. */
export const postNewsletter = (trpc: Trpc, id: number | null) => ({
  ...trpc.newsletter.issueOfPost.queryOptions({ id: id ?? 0 }),
  enabled: id !== null,
});

type ListData = { blogs: BlogPost[] };

/** The post writes and what each refreshes: lists, stats, single posts and the public pages are all `blog` queries. */
export function usePostWrites() {
  const { trpc, queryClient } = useApi();
  const everyBlogQuery = [trpc.blog.pathKey()];
  return {
    create: useMutation(trpc.blog.create.mutationOptions()),
    // mutateAsync, not mutate, in the list: each call settles its own promise even when toggles overlap.
    update: useMutation(trpc.blog.update.mutationOptions()),
    remove: useMutation(trpc.blog.delete.mutationOptions()),
    sample: useMutation(trpc.blog.initSample.mutationOptions()),
    /** After the editor saved: stale everywhere; the list refetches when it mounts. */
    afterSave: () => refresh(queryClient, everyBlogQuery, { refetchType: 'none' }),
    /** A row changed in place (the spec): the list on screen shows it at once, other pages go stale, stats reload. */
    afterRowChange: async (listKey: QueryKey, blog: BlogPost) => {
      queryClient.setQueryData<ListData>(
        listKey,
        (old) => old && { ...old, blogs: old.blogs.map((row) => (row.id === blog.id ? blog : row)) },
      );
      await refresh(queryClient, everyBlogQuery, { refetchType: 'none' });
      await refresh(queryClient, [trpc.blog.stats.queryKey()]);
    },
    /** A post deleted or the sample posts added: everything fetched again. */
    afterListChange: () => refresh(queryClient, everyBlogQuery),
  };
}
