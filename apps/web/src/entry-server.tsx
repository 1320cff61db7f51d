// Server-render entry, called by the Fastify server with the tRPC router and context so loaders query in-process.
import type { AppRouter, Context } from '@coach/api';
import type { PublicConfig } from '@coach/shared';
import { createRequestHandler, defaultRenderHandler } from '@tanstack/react-router/ssr/server';
import type { ServerManifest } from '@tanstack/router-core';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { createQueryClient } from '@/lib/trpc';
import { createAppRouter } from './router';

export function render(options: {
  request: Request;
  manifest: ServerManifest;
  trpcRouter: AppRouter;
  trpcContext: Context;
  config: PublicConfig;
  /** The content-security-policy nonce for the router's inline scripts. */
  nonce: string | undefined;
}): Promise<Response> {
  const handler = createRequestHandler({
    request: options.request,
    getRouterManifest: () => options.manifest,
    createRouter: () => {
      // On the server a failed query is not retried: the page renders its empty state at once.
      const queryClient = createQueryClient({ retry: false });
      const trpc = createTRPCOptionsProxy<AppRouter>({
        router: options.trpcRouter,
        ctx: options.trpcContext,
        queryClient,
      });
      return createAppRouter({ queryClient, trpc, config: options.config }, { nonce: options.nonce });
    },
  });
  return handler(defaultRenderHandler);
}
