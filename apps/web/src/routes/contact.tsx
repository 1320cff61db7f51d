// /contact: the ways to reach us, the consultation booking section (#consultation), the message form and the FAQ.
import { createFileRoute } from '@tanstack/react-router';
import { freeSlotsQuery } from '@/features/booking/api';
import { ContactPage } from '@/features/leads/public/contact-page';
import { loadSitePage, sitePageHead } from '@/features/site/pages-api';
import { searchParams, text } from '@/lib/search-params';

const searchSchema = searchParams({ preview: text(2000) });

export const Route = createFileRoute('/contact')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => ({ preview: search.preview }),
  loader: async ({ context, deps }) => {
    await Promise.all([
      loadSitePage(context, 'contact', deps.preview),
      // The consultation form's free times, drawn into the page as a plain choice (a failure leaves them out).
      context.queryClient.prefetchQuery(freeSlotsQuery(context.trpc, {})),
    ]);
  },
  head: ({ match }) =>
    sitePageHead(match, 'contact', {
      title: 'Contact & Free Consultation',
      description: (site) =>
        `Book your free consultation with ${site.owner_name} or send us a message. We reply within 24 hours.`,
    }),
  component: ContactPage,
});
