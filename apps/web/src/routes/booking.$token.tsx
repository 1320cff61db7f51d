// /booking/{token}: the private link in the confirmation e-mail; never indexed. The server render asks only whether the
// link opens a booking (an unknown one is a 404 page); the booking itself is fetched by the page in the browser.
import { createFileRoute, notFound } from '@tanstack/react-router';
import { bookingExistsQuery } from '@/features/booking/api';
import { BookingPage } from '@/features/booking/public/booking-page';

export const Route = createFileRoute('/booking/$token')({
  head: ({ match }) => ({
    meta: [
      { title: `Your consultation | ${match.context.config.site.business_name}` },
      { name: 'robots', content: 'noindex, nofollow' },
      { name: 'referrer', content: 'no-referrer' },
    ],
  }),
  loader: async ({ context, params }) => {
    if (!import.meta.env.SSR) return;
    const { exists } = await context.queryClient.fetchQuery(bookingExistsQuery(context.trpc, params.token));
    if (!exists) throw notFound();
  },
  component: BookingPage,
});
