// The edited pages' data: the content a public page shows (or, with a preview link, its draft), for its loader, its
// head and its component alike; and the head such a page gets from the owner's search and sharing details.
import { fillIdentity, type SitePageContent, type SitePageKey } from '@coach/shared';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useApi } from '@/lib/data';
import { type HeadMatch, type PageHead, pageHead } from '@/lib/seo';
import type { Trpc } from '@/lib/trpc';

const sitePageQuery = (trpc: Trpc, page: SitePageKey, preview: string | undefined) =>
  trpc.page.get.queryOptions(preview ? { page, preview } : { page });

/** What a public page shows: its content, and when it was last published (null: the default words). */
export type ShownSitePage<K extends SitePageKey> = { content: SitePageContent[K]; published_at: string | null };

/** The page's content for its component (the loader has put it in the cache). */
export function useSitePage<K extends SitePageKey>(page: K, preview: string | undefined): ShownSitePage<K> {
  const { trpc } = useApi();
  return useSuspenseQuery(sitePageQuery(trpc, page, preview)).data as ShownSitePage<K>;
}

/** A page's content as its query cached it (the loader has run before the head and the component). */
function cachedSitePage<K extends SitePageKey>(
  context: { trpc: Trpc; queryClient: { getQueryData: (key: readonly unknown[]) => unknown } },
  page: K,
  preview: string | undefined,
): SitePageContent[K] | undefined {
  const shown = context.queryClient.getQueryData(sitePageQuery(context.trpc, page, preview).queryKey) as
    | ShownSitePage<K>
    | undefined;
  return shown?.content;
}

/** Loads the page's content (published, or the draft of a valid preview link) into the query cache. */
export async function loadSitePage(
  context: { trpc: Trpc; queryClient: { ensureQueryData: (options: never) => Promise<unknown> } },
  page: SitePageKey,
  preview: string | undefined,
): Promise<void> {
  await context.queryClient.ensureQueryData(sitePageQuery(context.trpc, page, preview) as never);
}

/**
 * The head of an edited page: the owner's title, description and share picture where she gave them, the page's own
 * otherwise; a preview is never indexed.
 */
export function sitePageHead(
  match: HeadMatch & { search: { preview?: string } },
  page: SitePageKey,
  own: PageHead,
): ReturnType<typeof pageHead> {
  const seo = cachedSitePage(match.context, page, match.search.preview)?.seo;
  const site = match.context.config.site;
  return pageHead(match, {
    ...own,
    ...(seo?.title && { title: fillIdentity(seo.title, site) }),
    ...(seo?.description && { description: fillIdentity(seo.description, site) }),
    ...(seo?.image && { image: seo.image.url, imageUnsized: true }),
    ...(match.search.preview && { noindex: true }),
  });
}
