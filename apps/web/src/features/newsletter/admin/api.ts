// The portal's side of the newsletter's data: the subscriber list with its counts, and what removing a subscriber
// refreshes.
import { keepPreviousData, useMutation } from '@tanstack/react-query';
import { analyticsReports } from '@/features/analytics/admin/api';
import { refresh, useApi } from '@/lib/data';
import type { Trpc } from '@/lib/trpc';

/** One page of the filtered subscribers with the counts per status; the page on screen stays while the next loads. */
export const subscriberList = (trpc: Trpc, input: Parameters<Trpc['newsletter']['list']['queryOptions']>[0]) =>
  trpc.newsletter.list.queryOptions(input, { placeholderData: keepPreviousData });

/**
 * Removing a subscriber changes the list and its counts, and the analytics' count of readers subscribed now (and of
 * the day they confirmed on).
 */
export function useSubscriberWrites() {
  const { trpc, queryClient } = useApi();
  const onSuccess = () => refresh(queryClient, [trpc.newsletter.list.pathKey(), analyticsReports(trpc)]);
  return { remove: useMutation(trpc.newsletter.remove.mutationOptions({ onSuccess })) };
}
