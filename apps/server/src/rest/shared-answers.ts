// Public API answers that are the same for every caller with a token: computed once and kept in the server's cache
// with the pages, until an administrator changes their area (or, for posts, their time comes). Still private,
// no-store for browsers and proxies: they are answers behind a token.
import type { Services } from '@coach/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { contentExpiry } from '../ssr/content-expiry';
import { type PageCache, PRIVATE_CACHE_CONTROL, preparePage, sendPrepared } from '../ssr/page-cache';

/** What the public routes are registered with: the services, and the cache (null: computed for every request). */
export type PublicRouteOptions = Services & { sharedCache: PageCache | null };

/** Wraps a public GET handler (after its token check) whose answer depends only on the URL and the `area`'s data. */
export function sharedAnswer(
  options: PublicRouteOptions,
  area: string,
  compute: (request: FastifyRequest) => Promise<unknown>,
) {
  const areas = new Set([area]);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const key = `answer ${request.url}`;
    const cached = options.sharedCache?.get(key);
    const mark = options.sharedCache?.mark() ?? 0;
    const answer =
      cached ??
      preparePage({
        status: 200,
        contentType: 'application/json; charset=utf-8',
        location: null,
        html: JSON.stringify(await compute(request)),
        scriptHashes: [],
        areas,
        expiresAt: await contentExpiry(options.db, areas),
      });
    if (!cached) options.sharedCache?.set(key, answer, mark);
    return sendPrepared(request, reply, answer, { cacheControl: PRIVATE_CACHE_CONTROL, etag: false });
  };
}
