// The data layer's tRPC side. Pages build query and mutation options with the `trpc` proxy from the router's context;
// on the server it calls the procedures in-process (entry-server.tsx), in the browser it makes the same options with
// the same keys as @trpc/tanstack-react-query, and loads the tRPC client (lib/trpc-client.ts) only when a query or a
// mutation first goes to the server: public pages get their data inside the HTML (docs/decisions/162).
import type { AppRouter } from '@coach/api';
import type { PublicConfig } from '@coach/shared';
import { type QueryClient, QueryClient as QueryClientClass, type QueryFunctionContext } from '@tanstack/react-query';
import type { TRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { trpcErrorData } from './errors';

export type Trpc = TRPCOptionsProxy<AppRouter>;

/** Shared by server and browser so the hydrated cache is fresh and the first render never refetches. */
const STALE_MS = 30_000;
/**
 * When this page was requested. Data that came inside the page's HTML may have been rendered long before (the server
 * keeps rendered pages until what they show changes), so it counts as fetched when the page was, not when rendered.
 */
const pageRequestedAt = typeof performance === 'undefined' ? 0 : performance.timeOrigin;

export function createQueryClient(options: { retry?: false } = {}): QueryClient {
  return new QueryClientClass({
    defaultOptions: {
      queries: {
        staleTime: (query) => {
          const fetchedAt = query.state.dataUpdatedAt;
          return fetchedAt < pageRequestedAt ? pageRequestedAt + STALE_MS - fetchedAt : STALE_MS;
        },
        retry: options.retry ?? ((count, error) => trpcErrorData(error)?.httpStatus !== 401 && count < 2),
      },
    },
  });
}

type Options = Record<string, unknown> | undefined;

/**
 * The keys @trpc/tanstack-react-query gives a procedure's query and a path (its `getQueryKeyInternal`, without the key
 * prefixes this app does not use): the server's render fills the cache under these keys and the hydrated page reads
 * them. lib/trpc.test.ts compares them with the library's for every procedure.
 */
const trpcQueryKey = (path: readonly string[], input: unknown) => [
  path,
  { ...(input !== undefined && { input }), type: 'query' },
];
export const trpcPathKey = (path: readonly string[]) => (path.length ? [path] : []);

/** What the proxy answers at a path; any other name is a step further down the router. */
const PROXY_CALLS = new Set(['queryOptions', 'queryKey', 'pathKey', 'mutationOptions']);

/** The browser's options proxy: `trpc.recipes.list.queryOptions(input)` and the rest, as the library's own proxy. */
export function createBrowserTrpc(config: PublicConfig): Trpc {
  let client: ReturnType<typeof import('./trpc-client').createClient> | undefined;
  const loadClient = async () => {
    client ??= (await import('./trpc-client')).createClient(config);
    return client;
  };
  const procedure = (path: string[]) => {
    const dotted = path.join('.');
    return {
      queryOptions: (input: unknown, opts: Options) => ({
        ...opts,
        queryKey: trpcQueryKey(path, input),
        queryFn: async ({ signal }: QueryFunctionContext) => {
          const { abortOnUnmount, ...trpcOptions } = (opts?.trpc ?? {}) as { abortOnUnmount?: boolean };
          return (await loadClient()).query(dotted, input, {
            ...trpcOptions,
            signal: abortOnUnmount ? signal : undefined,
          });
        },
        trpc: { path: dotted },
      }),
      queryKey: (input: unknown) => trpcQueryKey(path, input),
      pathKey: () => trpcPathKey(path),
      mutationOptions: (opts: Options) => ({
        ...opts,
        mutationKey: [path],
        mutationFn: async (input: unknown) => (await loadClient()).mutation(dotted, input),
        trpc: { path: dotted },
      }),
    };
  };
  const at = (path: string[]): unknown =>
    new Proxy(() => {}, {
      get: (_target, name) => {
        // Never a thenable (as tRPC's own proxy): something that awaits the proxy must get the proxy.
        if (typeof name !== 'string' || name === 'then') return undefined;
        return PROXY_CALLS.has(name) ? (procedure(path) as Record<string, unknown>)[name] : at([...path, name]);
      },
    });
  return at([]) as Trpc;
}
