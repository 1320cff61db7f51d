// /services: the page the owner edits in Pages (programmes, virtual coaching, additional services, why choose us and a
// call to action); `?preview=<token>` shows her draft (the server checks the link first).
import { createFileRoute } from '@tanstack/react-router';
import { loadSitePage, sitePageHead } from '@/features/site/pages-api';
import { ServicesPage } from '@/features/site/public/services-page';
import { searchParams, text } from '@/lib/search-params';

const searchSchema = searchParams({ preview: text(2000) });

export const Route = createFileRoute('/services')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => ({ preview: search.preview }),
  loader: ({ context, deps }) => loadSitePage(context, 'services', deps.preview),
  head: ({ match }) =>
    sitePageHead(match, 'services', {
      title: 'Our Services',
      description:
        'Dietitian-led programs for weight loss, healthy weight gain, PCOS, thyroid and diabetes management and skin toning. Online coaching worldwide, first consultation free.',
    }),
  component: ServicesPage,
});
