// /terms-of-service: the terms on which the website and the online coaching services are offered; the owner edits it
// in Pages, and `?preview=<token>` shows her draft (the server checks the link first).
import { createFileRoute } from '@tanstack/react-router';
import { loadSitePage, sitePageHead } from '@/features/site/pages-api';
import { LegalPage } from '@/features/site/public/legal-page';
import { searchParams, text } from '@/lib/search-params';

const searchSchema = searchParams({ preview: text(2000) });

export const Route = createFileRoute('/terms-of-service')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => ({ preview: search.preview }),
  loader: ({ context, deps }) => loadSitePage(context, 'terms-of-service', deps.preview),
  head: ({ match }) =>
    sitePageHead(match, 'terms-of-service', {
      title: 'Terms of Service',
      description: (site) =>
        `The terms for using the ${site.business_name} website and our online nutrition coaching, consultations and programs.`,
    }),
  component: function TermsOfService() {
    return <LegalPage page="terms-of-service" preview={Route.useSearch().preview} />;
  },
});
