// /booking/{token}: a visitor's booked time, moved to another free slot or cancelled until the minimum notice. Drawn
// by the server for each request with the booking (never kept: ssr/handler.ts), its forms post without script; the
// island sends the same writes in place once the visitor reaches for it.
import { getRouteApi } from '@tanstack/react-router';
import { withZoneName } from '@/features/booking/zone-names';
import { useFormPost } from '@/lib/forms';
import BookingChange from './booking-change.island';

const route = getRouteApi('/booking/$token');

export function BookingPage() {
  const { token } = route.useParams();
  const { booking, slots } = route.useLoaderData();
  const move = useFormPost('booking-move');
  const cancel = useFormPost('booking-cancel');
  return (
    <section className="container-page min-h-[60svh] max-w-2xl py-16">
      <h1 className="text-3xl font-bold">Your consultation</h1>
      <p className="mt-3 text-lg text-slate-700">
        See the time you booked. Until shortly before it starts, you can move it to another free time or cancel it here.
      </p>
      <BookingChange token={token} booking={booking} slots={slots && withZoneName(slots)} move={move} cancel={cancel} />
    </section>
  );
}
