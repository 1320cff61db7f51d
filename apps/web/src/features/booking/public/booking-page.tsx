// /booking/{token}: a visitor's booked time, moved to another free slot or cancelled until the minimum notice. The
// server draws what the page is for; the booking itself is fetched and changed by its island, in the browser only.
import { CONSULTATION_SECTION_ID } from '@coach/shared';
import { getRouteApi } from '@tanstack/react-router';
import BookingChange from './booking-change.island';

const route = getRouteApi('/booking/$token');

export function BookingPage() {
  const { token } = route.useParams();
  // At least a screen tall: the booking arrives after the page shows, and the footer must not jump when it does.
  return (
    <section className="container-page min-h-svh max-w-2xl py-16">
      <h1 className="text-3xl font-bold">Your consultation</h1>
      {/* In the server's page, so the visitor reads what the page is for while the booking is fetched. */}
      <p className="mt-3 text-lg text-slate-700">
        See the time you booked. Until shortly before it starts, you can move it to another free time or cancel it here.
      </p>
      <noscript>
        <p className="mt-6 rounded-lg bg-amber-50 p-3 text-slate-800">
          Your booking is shown here with JavaScript on (it is never part of the page itself). To move or cancel it
          without, please{' '}
          <a href={`/contact#${CONSULTATION_SECTION_ID}`} className="font-semibold underline">
            contact us
          </a>
          .
        </p>
      </noscript>
      <BookingChange token={token} />
    </section>
  );
}
