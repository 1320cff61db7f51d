// /disclaimer: the website's information is not medical advice, and results vary from person to person; the owner
// edits it in Pages, and `?preview=<token>` shows her draft (the server checks the link first).
import { createFileRoute } from '@tanstack/react-router';
import { loadSitePage, sitePageHead } from '@/features/site/pages-api';
import { LegalPage } from '@/features/site/public/legal-page';
import { searchParams, text } from '@/lib/search-params';

const searchSchema = searchParams({ preview: text(2000) });

export const Route = createFileRoute('/disclaimer')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => ({ preview: search.preview }),
  loader: ({ context, deps }) => loadSitePage(context, 'disclaimer', deps.preview),
  head: ({ match }) =>
    sitePageHead(match, 'disclaimer', {
      title: 'Disclaimer',
      description: (site) =>
        `The information on the ${site.business_name} website is general nutrition education, not medical advice. Individual results vary.`,
    }),
  component: function Disclaimer() {
    return <LegalPage page="disclaimer" preview={Route.useSearch().preview} />;
  },
});
