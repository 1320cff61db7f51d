// The browser's tRPC client: public calls carry the encrypted token, admin calls the bearer token.
import type { AppRouter } from '@coach/api';
import type { PublicConfig } from '@coach/shared';
import { type QueryClient, QueryClient as QueryClientClass } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink, TRPCClientError } from '@trpc/client';
import { createTRPCOptionsProxy, type TRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { clearAdminSession, getAdminToken } from './admin-session';
import { clearApiToken, getApiToken } from './api-token';

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
        retry: options.retry ?? ((count, error) => !isUnauthorized(error) && count < 2),
      },
    },
  });
}

function isUnauthorized(error: unknown): boolean {
  return error instanceof TRPCClientError && error.data?.httpStatus === 401;
}

const onAdminPage = () => window.location.pathname.startsWith('/admin');

export function createBrowserTrpc(queryClient: QueryClient, config: PublicConfig): Trpc {
  const client = createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: '/trpc',
        async headers() {
          const adminToken = getAdminToken();
          if (adminToken && onAdminPage()) return { Authorization: `Bearer ${adminToken}` };
          return { 'X-Encrypted-Token': await getApiToken(config.apiKey) };
        },
        async fetch(url, options) {
          const response = await fetch(url, options);
          if (response.status !== 401) return response;
          if (onAdminPage()) {
            clearAdminSession();
            if (window.location.pathname !== '/admin/login') window.location.assign('/admin/login');
            return response;
          }
          // An expired public token: fetch a fresh one and try once more.
          clearApiToken();
          const headers = new Headers(options?.headers as HeadersInit);
          headers.set('X-Encrypted-Token', await getApiToken(config.apiKey));
          return fetch(url, { ...options, headers });
        },
      }),
    ],
  });
  return createTRPCOptionsProxy<AppRouter>({ client, queryClient });
}
