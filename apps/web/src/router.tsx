// The router factory used by both the server render and the browser, with the query cache wired for SSR.
import type { PublicConfig, RefusedForm, SentForm } from '@coach/shared';
import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import { ErrorScreen } from '@/components/layout/error-screen';
import { NotFound } from '@/components/layout/not-found';
import type { Trpc } from '@/lib/trpc';
import { routeTree } from './routeTree.gen';

/** What the server knows of the page it draws beyond its address (the portal's client app has none of it). */
export type PageContext = {
  /** The public pages' one script (enhance/main.ts as built); null in the portal's client app. */
  enhanceScript: string | null;
  /** What that script imports at once, fetched beside it (as built; none in development). */
  enhanceImports?: readonly string[];
  /** Scripts a development server adds before any other (Vite's client and React refresh); none in production. */
  devScripts: Array<{ attrs: Record<string, string>; children?: string }>;
  /** The signed form token public forms carry, the same for every visitor of its window. */
  formToken: string;
  /** A post the server refused, answered with this page drawn again. */
  refusedForm: RefusedForm | null;
  /** What a successful post left for the page it led to (a sealed cookie read by that page's own render alone). */
  sentForm?: SentForm | null;
};

/** The portal and the first-run setup: the full client app, no site chrome. Every other page is a public page. */
export const isPortalPath = (pathname: string) => pathname.startsWith('/admin') || pathname === '/setup';

export const NO_PAGE_CONTEXT: PageContext = {
  enhanceScript: null,
  devScripts: [],
  formToken: '',
  refusedForm: null,
};

export type RouterContext = { queryClient: QueryClient; trpc: Trpc; config: PublicConfig; page: PageContext };

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
