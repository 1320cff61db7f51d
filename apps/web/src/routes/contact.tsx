// /contact: the ways to reach us, the consultation booking section (#consultation), the message form and the FAQ.
import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '@/features/leads/public/contact-page';
import { loadSitePage, sitePageHead } from '@/features/site/pages-api';
import { searchParams, text } from '@/lib/search-params';

const searchSchema = searchParams({ preview: text(2000) });

export const Route = createFileRoute('/contact')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => ({ preview: search.preview }),
  loader: ({ context, deps }) => loadSitePage(context, 'contact', deps.preview),
  head: ({ match }) =>
    sitePageHead(match, 'contact', {
      title: 'Contact & Free Consultation',
      description: (site) =>
        `Book your free consultation with ${site.owner_name} or send us a message. We reply within 24 hours.`,
    }),
  component: ContactPage,
});
