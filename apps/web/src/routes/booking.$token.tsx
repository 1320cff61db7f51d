// /booking/{token}: the private link in the confirmation e-mail; never indexed. Drawn for each request with the booking
// and, while it can still be moved, the first week of free times (ssr/handler.ts never keeps it); an unknown link is a
// 404 page.
import { createFileRoute, notFound } from '@tanstack/react-router';
import { bookingExistsQuery, bookingQuery, freeSlotsQuery } from '@/features/booking/api';
import { BookingPage } from '@/features/booking/public/booking-page';

export const Route = createFileRoute('/booking/$token')({
  loader: async ({ context, params }) => {
    const { queryClient, trpc } = context;
    const { exists } = await queryClient.fetchQuery(bookingExistsQuery(trpc, params.token));
    if (!exists) throw notFound();
    const { booking } = await queryClient.fetchQuery(bookingQuery(trpc, params.token));
    const slots = booking.changeable ? await queryClient.fetchQuery(freeSlotsQuery(trpc, {})) : null;
    return { booking, slots };
  },
  head: ({ match }) => ({
    meta: [
      { title: `Your consultation | ${match.context.config.site.business_name}` },
      { name: 'robots', content: 'noindex, nofollow' },
      // Nothing of the link (its token) goes to another site; its own form posts carry the site's origin (with
      // no-referrer they would say "null", which the form guard refuses).
      { name: 'referrer', content: 'same-origin' },
    ],
  }),
  component: BookingPage,
});
