// /about: the page the owner edits in Pages; `?preview=<token>` shows her draft (the server checks the link first).
import { createFileRoute } from '@tanstack/react-router';
import { loadSitePage, sitePageHead } from '@/features/site/pages-api';
import { AboutPage } from '@/features/site/public/about-page';
import { searchParams, text } from '@/lib/search-params';

const searchSchema = searchParams({ preview: text(2000) });

export const Route = createFileRoute('/about')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => ({ preview: search.preview }),
  // Returns nothing: the content travels once, in the query cache, not again as loader data.
  loader: ({ context, deps }) => loadSitePage(context, 'about', deps.preview),
  head: ({ match }) =>
    sitePageHead(match, 'about', {
      title: 'About Us',
      description: (site) =>
        `Meet ${site.owner_name}${site.credentials ? ` (${site.credentials})` : ''}, founder of ${site.business_name}: the story, values and approach behind our personalised online nutrition coaching.`,
    }),
  component: AboutPage,
});
