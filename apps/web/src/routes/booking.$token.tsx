// /booking/{token}: the private link in the confirmation e-mail; never indexed, and no loader (the page fetches).
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
