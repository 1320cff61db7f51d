// The edited pages' data: the content a public page shows (or, with a preview link, its draft), for its loader, its
// head and its component alike.
import type { SitePageContent, SitePageKey } from '@coach/shared';
import type { Trpc } from '@/lib/trpc';

export const sitePageQuery = (trpc: Trpc, page: SitePageKey, preview: string | undefined) =>
  trpc.page.get.queryOptions(preview ? { page, preview } : { page });

/** A page's content as its query cached it (the loader has run before the head and the component). */
export function cachedSitePage<K extends SitePageKey>(
  context: { trpc: Trpc; queryClient: { getQueryData: (key: readonly unknown[]) => unknown } },
  page: K,
  preview: string | undefined,
): SitePageContent[K] | undefined {
  return context.queryClient.getQueryData(sitePageQuery(context.trpc, page, preview).queryKey) as
    | SitePageContent[K]
    | undefined;
}
