// Loader helpers for lists that must degrade to empty (the spec: a failed fetch is logged and the list shows its
// empty message) without the server render and the hydrated page disagreeing.
import type { QueryClient, QueryKey } from '@tanstack/react-query';

export async function ensureOrEmpty<TData>(
  queryClient: QueryClient,
  options: { queryKey: QueryKey; queryFn?: unknown },
  empty: NoInfer<TData>,
): Promise<void> {
  try {
    await queryClient.ensureQueryData(options as Parameters<QueryClient['ensureQueryData']>[0]);
  } catch (error) {
    console.error('Loading failed; showing an empty list', error instanceof Error ? error.message : error);
    queryClient.setQueryData(options.queryKey, empty);
  }
}
