// Consultation bookings' data: the free times, and whether a private link opens a booking (the booking page's island
// reads and changes the booking itself: features/booking/public/booking-change.island.tsx).
import type { inferInput } from '@trpc/tanstack-react-query';
import type { Trpc } from '@/lib/trpc';

// What the public pages read and write

/** A week (or the period asked for) of free consultation times. */
export const freeSlotsQuery = (trpc: Trpc, input: inferInput<Trpc['booking']['freeSlots']>) =>
  trpc.booking.freeSlots.queryOptions(input);

/** Whether a private link opens a booking, asked by the server render (an unknown link is a 404 page). */
export const bookingExistsQuery = (trpc: Trpc, token: string) =>
  trpc.booking.exists.queryOptions({ token }, { retry: false });
