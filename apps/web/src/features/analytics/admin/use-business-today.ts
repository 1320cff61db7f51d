// "Today" as the analytics count days: in the business time zone (the availability's), known once that has loaded;
// if it cannot be loaded, the browser's own zone stands in.
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { todayIn } from './analytics-range';

const adminRoute = getRouteApi('/admin');

export function useBusinessToday(): { today: string; timeZone: string | undefined; ready: boolean } {
  const { trpc } = adminRoute.useRouteContext();
  const availability = useQuery(trpc.booking.availability.queryOptions());
  const timeZone = availability.data?.timezone;
  return { today: todayIn(timeZone), timeZone, ready: !availability.isPending };
}
