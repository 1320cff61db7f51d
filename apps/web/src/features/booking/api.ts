// Consultation bookings' data: the free times, whether a private link opens a booking, and the booking it opens (the
// booking page's island changes it: features/booking/public/booking-change.island.tsx).
import type { inferInput } from '@trpc/tanstack-react-query';
import type { Trpc } from '@/lib/trpc';

// What the public pages read and write

/** A week (or the period asked for) of free consultation times. */
export const freeSlotsQuery = (trpc: Trpc, input: inferInput<Trpc['booking']['freeSlots']>) =>
  trpc.booking.freeSlots.queryOptions(input);

/** Whether a private link opens a booking, asked by the server render (an unknown link is a 404 page). */
export const bookingExistsQuery = (trpc: Trpc, token: string) =>
  trpc.booking.exists.queryOptions({ token }, { retry: false });

/** The booking a private link opens, for the server's render of its page. */
export const bookingQuery = (trpc: Trpc, token: string) => trpc.booking.view.queryOptions({ token }, { retry: false });
