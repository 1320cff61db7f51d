// The portal's side of the booking area's data: what its admin pages read, and what each write refreshes.
import type { Availability } from '@coach/shared';
import { keepPreviousData } from '@tanstack/react-query';
import { dashboardCounts } from '@/features/dashboard/admin/api';
import { refresh, useApi } from '@/lib/data';
import type { Trpc } from '@/lib/trpc';

/** The seven days from `from`; the week on screen stays while the next one loads. */
export const calendarWeek = (trpc: Trpc, from: string | undefined) =>
  trpc.booking.calendar.queryOptions({ from, days: 7 }, { placeholderData: keepPreviousData });

export const availability = (trpc: Trpc) => trpc.booking.availability.queryOptions();

/** Saves the hours, slot length and blocked times; follow it with `afterAvailabilitySaved`. */
export const saveAvailabilityMutation = (trpc: Trpc) => trpc.booking.saveAvailability.mutationOptions();

/** What a booking write refreshes. */
export function useBookingRefresh() {
  const { trpc, queryClient } = useApi();
  return {
    /** The owner cancelled a booking: the calendar, the consultation it belongs to, the dashboard's counts. */
    afterCancel: () =>
      refresh(queryClient, [trpc.booking.calendar.pathKey(), trpc.consultation.list.pathKey(), dashboardCounts(trpc)]),
    /** Availability saved (hours or a blocked time): the saved copy is shown as is, the calendar fetched again. */
    afterAvailabilitySaved: async (saved: Availability) => {
      queryClient.setQueryData(trpc.booking.availability.queryKey(), saved);
      await refresh(queryClient, [trpc.booking.calendar.pathKey()]);
    },
  };
}
