// "Today" as the analytics count days: in the business time zone (the availability's), known once that has loaded;
// if it cannot be loaded, the browser's own zone stands in.
import { useQuery } from '@tanstack/react-query';
import { businessTimeZone } from '@/features/analytics/admin/api';
import { useApi } from '@/lib/data';
import { todayIn } from './analytics-range';

export function useBusinessToday(): { today: string; timeZone: string | undefined; ready: boolean } {
  const { trpc } = useApi();
  const availability = useQuery(businessTimeZone(trpc));
  const timeZone = availability.data?.timezone;
  return { today: todayIn(timeZone), timeZone, ready: !availability.isPending };
}
