// The data layer's shared parts. Each area's `features/<area>/api.ts` builds on these: it is the one place that says
// what the area's pages read (query options) and what each of its writes refreshes; pages never invalidate by hand.
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import type { Trpc } from './trpc';

/** The tRPC proxy and the query cache, from the router's context (the same on every page). */
export function useApi(): { trpc: Trpc; queryClient: QueryClient } {
  const { trpc, queryClient } = useRouteContext({ from: '__root__' });
  return { trpc, queryClient };
}

/**
 * Marks what a write changed as stale, and waits for the queries on screen to be fetched again. `refetchType: 'none'`
 * only marks them (a page about to leave does not need them now).
 */
export async function refresh(
  queryClient: QueryClient,
  keys: readonly QueryKey[],
  options: { refetchType?: 'none' } = {},
): Promise<void> {
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey, ...options })));
}
