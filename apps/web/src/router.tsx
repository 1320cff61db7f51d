// The router factory used by both the server render and the browser, with the query cache wired for SSR.
import type { PublicConfig } from '@coach/shared';
import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import { ErrorScreen } from '@/components/layout/error-screen';
import { NotFound } from '@/components/layout/not-found';
import type { Trpc } from '@/lib/trpc';
import { routeTree } from './routeTree.gen';

export type RouterContext = { queryClient: QueryClient; trpc: Trpc; config: PublicConfig };

export function createAppRouter(context: RouterContext, ssr?: { nonce: string | undefined }) {
  const router = createRouter({
    routeTree,
    context,
    ssr,
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    scrollRestoration: false,
    defaultErrorComponent: ErrorScreen,
    defaultNotFoundComponent: NotFound,
  });
  setupRouterSsrQueryIntegration({ router, queryClient: context.queryClient });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
