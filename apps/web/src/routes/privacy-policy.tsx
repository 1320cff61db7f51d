// /privacy-policy: what the forms collect, why, how it is kept and how to have it deleted; the owner edits it in
// Pages, and `?preview=<token>` shows her draft (the server checks the link first).
import { createFileRoute } from '@tanstack/react-router';
import { loadSitePage, sitePageHead } from '@/features/site/pages-api';
import { LegalPage } from '@/features/site/public/legal-page';
import { searchParams, text } from '@/lib/search-params';

const searchSchema = searchParams({ preview: text(2000) });

export const Route = createFileRoute('/privacy-policy')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => ({ preview: search.preview }),
  loader: ({ context, deps }) => loadSitePage(context, 'privacy-policy', deps.preview),
  head: ({ match }) =>
    sitePageHead(match, 'privacy-policy', {
      title: 'Privacy Policy',
      description: (site) =>
        `How ${site.business_name} collects, uses and protects the personal and health information you share through our consultation and contact forms.`,
    }),
  component: function PrivacyPolicy() {
    return <LegalPage page="privacy-policy" preview={Route.useSearch().preview} />;
  },
});
