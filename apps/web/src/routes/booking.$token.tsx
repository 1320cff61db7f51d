// /booking/{token}: the visitor's private page for a booked consultation, from the link in the confirmation e-mail.
// Never indexed or cached; the booking is fetched in the browser, so no rendered copy of it is kept anywhere.
import { createFileRoute } from '@tanstack/react-router';
import { BookingPage } from '@/features/booking/public/booking-page';

export const Route = createFileRoute('/booking/$token')({
  head: ({ match }) => ({
    meta: [
      { title: `Your consultation | ${match.context.config.site.business_name}` },
      { name: 'robots', content: 'noindex, nofollow' },
      { name: 'referrer', content: 'no-referrer' },
    ],
  }),
  component: BookingPage,
});
