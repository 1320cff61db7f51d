// Consultation bookings' data: the free times, a visitor's own booking, and the writes that change them.
import type { BookingView } from '@coach/shared';
import type { QueryClient } from '@tanstack/react-query';
import type { inferInput } from '@trpc/tanstack-react-query';
import { refresh } from '@/lib/data';
import type { Trpc } from '@/lib/trpc';

// What the public pages read and write

/** A week (or the period asked for) of free consultation times. */
export const freeSlotsQuery = (trpc: Trpc, input: inferInput<Trpc['booking']['freeSlots']>) =>
  trpc.booking.freeSlots.queryOptions(input);

/** Another visitor may book any time: after a booking, a move or a failure, the free times are fetched again. */
export const refreshFreeSlots = (trpc: Trpc, queryClient: QueryClient) =>
  refresh(queryClient, [trpc.booking.freeSlots.pathKey()]);

/** The booking behind a private link; an unknown or expired token is an answer, not worth asking again. */
export const bookingQuery = (trpc: Trpc, token: string) => trpc.booking.view.queryOptions({ token }, { retry: false });

/** Whether a private link opens a booking, asked by the server render (an unknown link is a 404 page). */
export const bookingExistsQuery = (trpc: Trpc, token: string) =>
  trpc.booking.exists.queryOptions({ token }, { retry: false });

export const moveBookingMutation = (trpc: Trpc) => trpc.booking.move.mutationOptions();
export const cancelBookingMutation = (trpc: Trpc) => trpc.booking.cancel.mutationOptions();

/** After a move or a cancellation: the booking as the answer gives it, and the free times (one is free again). */
export function bookingChanged(trpc: Trpc, queryClient: QueryClient, token: string, booking: BookingView) {
  queryClient.setQueryData(bookingQuery(trpc, token).queryKey, { booking });
  return refreshFreeSlots(trpc, queryClient);
}
