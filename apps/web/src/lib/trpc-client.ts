// The tRPC client itself (links, batching, errors): loaded by lib/trpc.ts on the first call that goes to the server,
// so a public page, whose data came inside its HTML, does not download it to be shown or hydrated.

import type { AppRouter } from '@coach/api';
import type { PublicConfig } from '@coach/shared';
import { createTRPCUntypedClient, httpBatchLink, type TRPCUntypedClient } from '@trpc/client';
import { clearAdminSession, getAdminToken } from './admin-session';
import { clearApiToken, getApiToken } from './api-token';

const onAdminPage = () => window.location.pathname.startsWith('/admin');

/** Public calls carry the encrypted token, the portal's calls the administrator's bearer token. */
export function createClient(config: PublicConfig): TRPCUntypedClient<AppRouter> {
  return createTRPCUntypedClient<AppRouter>({
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
}
