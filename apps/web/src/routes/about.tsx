// /about: the page the owner edits in Pages; `?preview=<token>` shows her draft (the server checks the link first).
import { fillIdentity } from '@coach/shared';
import { createFileRoute } from '@tanstack/react-router';
import { cachedSitePage, sitePageQuery } from '@/features/site/pages-api';
import { AboutPage } from '@/features/site/public/about-page';
import { searchParams, text } from '@/lib/search-params';
import { pageHead } from '@/lib/seo';

const searchSchema = searchParams({ preview: text(2000) });

export const Route = createFileRoute('/about')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => ({ preview: search.preview }),
  // Returns nothing: the content travels once, in the query cache, not again as loader data.
  loader: async ({ context, deps }) => {
    await context.queryClient.ensureQueryData(sitePageQuery(context.trpc, 'about', deps.preview));
  },
  head: ({ match }) => {
    const seo = cachedSitePage(match.context, 'about', match.search.preview)?.seo;
    const site = match.context.config.site;
    return pageHead(match, {
      title: seo?.title ? fillIdentity(seo.title, site) : 'About Us',
      description: seo?.description
        ? fillIdentity(seo.description, site)
        : `Meet ${site.owner_name}${site.credentials ? ` (${site.credentials})` : ''}, founder of ${site.business_name}: the story, values and approach behind our personalised online nutrition coaching.`,
      ...(seo?.image && { image: seo.image.url, imageUnsized: true }),
      ...(match.search.preview && { noindex: true }),
    });
  },
  component: AboutPage,
});
