// Server-render entry, called by the Fastify server with the tRPC router and context so loaders query in-process.
// It takes the page's address and returns the document as plain values: the router's request handler works on the
// Fetch API's Request and Response, and naming those loads Node.js's fetch (undici: about 130 modules, 200 ms and
// 6 MB on the first page a server renders), which nothing else on the server needs (docs/decisions/166).
import type { AppRouter, Context } from '@coach/api';
import type { PublicConfig } from '@coach/shared';
import { createServerHistory } from '@tanstack/history';
import { RouterServer } from '@tanstack/react-router/ssr/server';
import type { ServerManifest } from '@tanstack/router-core';
import {
  attachRouterServerSsrUtils,
  getNormalizedURL,
  getSsrStatus,
  transformHtmlStringWithRouter,
} from '@tanstack/router-core/ssr/server';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { renderToString } from 'react-dom/server';
import { setIslandRenderer } from '@/lib/islands/define-island';
import { createQueryClient } from '@/lib/trpc';
import { createAppRouter, isPortalPath, type PageContext } from './router';

setIslandRenderer((element, identifierPrefix) => renderToString(element, { identifierPrefix }));

/** A rendered page: the document, or where a loader redirected to (then `html` is empty). */
export type RenderedDocument = { status: number; html: string; location: string | null };

export async function render(options: {
  /** The path and query the visitor asked for. */
  url: string;
  /** Aborted when the visitor goes away: the render stops at its next step. */
  signal: AbortSignal;
  manifest: ServerManifest;
  trpcRouter: AppRouter;
  trpcContext: Context;
  config: PublicConfig;
  /** The content-security-policy nonce for the router's inline scripts. */
  nonce: string | undefined;
  page: PageContext;
}): Promise<RenderedDocument> {
  const { signal } = options;
  signal.throwIfAborted();
  // On the server a failed query is not retried: the page renders its empty state at once.
  const queryClient = createQueryClient({ retry: false });
  const trpc = createTRPCOptionsProxy<AppRouter>({
    router: options.trpcRouter,
    ctx: options.trpcContext,
    queryClient,
  });
  const router = createAppRouter(
    { queryClient, trpc, config: options.config, page: options.page },
    { nonce: options.nonce },
  );
  try {
    // What the router's createRequestHandler does, step by step, without a Request or a Response.
    attachRouterServerSsrUtils({ router, manifest: options.manifest });
    // Joined to the origin as text, never resolved against it: "//evil.com/" stays a path on this site.
    const { url } = getNormalizedURL(`http://localhost${options.url}`);
    router.update({
      ...router.options,
      history: createServerHistory(url.href.replace(url.origin, '')),
      origin: router.options.origin ?? url.origin,
    });
    await router.load({ _signal: signal, _skipLocationUpdate: true });
    signal.throwIfAborted();
    const result = router._serverResult;
    if (result?.type === 'redirect') {
      return { status: result.redirect.status, html: '', location: result.redirect.headers.get('location') };
    }
    // A public page is complete as HTML and never hydrated as a whole (islands carry their own props): no router
    // state or query cache goes into it. The portal's pages carry both for the client app.
    const portal = isPortalPath(router.state.location.pathname);
    if (portal) await router.serverSsr?.dehydrate({ signal });
    signal.throwIfAborted();
    try {
      const body = renderToString(<RouterServer router={router} />);
      const html = portal ? await transformHtmlStringWithRouter(router, body, { signal }) : `<!DOCTYPE html>${body}`;
      return { status: getSsrStatus(router), html, location: null };
    } catch (error) {
      if (signal.aborted) throw error;
      // As the router's own handler does: a page whose rendering fails is logged and answered with a plain 500 page.
      console.error('Render to string error:', error);
      return { status: 500, html: 'Internal Server Error', location: null };
    }
  } finally {
    router.serverSsr?.cleanup();
  }
}
