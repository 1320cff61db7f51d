// Rendered public pages kept in memory, ready to send in every encoding, and dropped exactly when what they show
// changes: each page remembers the content areas its render read, and a write to an area drops those pages.
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** For answers per caller (tokens, sessions) and admin pages: no browser or shared cache keeps them. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/** What a render read: the tRPC routers it called ("recipe", "blog", ...) and "settings" for the business details. */
export type ContentArea = string;

export type RenderedPage = {
  status: number;
  contentType: string;
  /** Where a redirect points (the router's redirects); such pages are not cached. */
  location: string | null;
  /** The CSP sources for its inline scripts. */
  scriptHashes: string[];
  body: Buffer;
  gzip: Buffer;
  brotli: Buffer;
  /** A weak validator: the same HTML is the same page whatever the encoding. */
  etag: string;
  areas: ReadonlySet<ContentArea>;
  /** When the page stops being true by itself (a scheduled post's publish time); null: only a write changes it. */
  expiresAt: number | null;
};

export function preparePage(options: {
  status: number;
  contentType: string;
  location: string | null;
  html: string;
  scriptHashes: string[];
  areas: ReadonlySet<ContentArea>;
  expiresAt: number | null;
}): RenderedPage {
  const body = Buffer.from(options.html, 'utf8');
  return {
    status: options.status,
    contentType: options.contentType,
    location: options.location,
    scriptHashes: options.scriptHashes,
    body,
    gzip: gzipSync(body, { level: 6 }),
    // Quality 5: a few milliseconds for a page, within a few per cent of the best; done once per change.
    brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
    etag: `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    areas: options.areas,
    expiresAt: options.expiresAt,
  };
}

const sizeOf = (page: RenderedPage) => page.body.length + page.gzip.length + page.brotli.length;

export type PageCache = {
  get(key: string): RenderedPage | null;
  /** Taken before a render starts reading; `set` needs it to tell a page read before a write from one read after. */
  mark(): number;
  /** Keeps the page, unless an area it read changed after `mark` was taken (its render may have read the old data). */
  set(key: string, page: RenderedPage, mark: number): void;
  /** Drops every page that read one of these areas. */
  invalidate(areas: Iterable<ContentArea>): void;
  stats(): { pages: number; bytes: number };
};

/** Least recently used pages leave first once the bytes held pass `maxBytes`. */
export function createPageCache(options: { maxBytes: number; now?: () => number }): PageCache {
  const now = options.now ?? Date.now;
  const pages = new Map<string, RenderedPage>();
  let bytes = 0;
  // Every invalidation counts one write; each area remembers the count of its last change.
  let writes = 0;
  const changedAt = new Map<ContentArea, number>();

  const remove = (key: string) => {
    const page = pages.get(key);
    if (!page) return;
    pages.delete(key);
    bytes -= sizeOf(page);
  };

  return {
    get(key) {
      const page = pages.get(key);
      if (!page) return null;
      if (page.expiresAt !== null && page.expiresAt <= now()) {
        remove(key);
        return null;
      }
      // Most recently used last, so eviction takes from the front.
      pages.delete(key);
      pages.set(key, page);
      return page;
    },
    mark: () => writes,
    set(key, page, mark) {
      if ([...page.areas].some((area) => (changedAt.get(area) ?? 0) > mark)) return;
      remove(key);
      const size = sizeOf(page);
      if (size > options.maxBytes) return;
      pages.set(key, page);
      bytes += size;
      for (const oldest of pages.keys()) {
        if (bytes <= options.maxBytes) break;
        remove(oldest);
      }
    },
    invalidate(areas) {
      const changed = new Set(areas);
      writes += 1;
      for (const area of changed) changedAt.set(area, writes);
      for (const [key, page] of pages) {
        if ([...page.areas].some((area) => changed.has(area))) remove(key);
      }
    },
    stats: () => ({ pages: pages.size, bytes }),
  };
}

/** br, then gzip, then none, as the request accepts. */
function pickEncoding(request: FastifyRequest): 'br' | 'gzip' | null {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

/**
 * Sends a prepared page or answer in the encoding the request accepts (never compressed per request). With `etag`,
 * a matching `If-None-Match` gets a 304.
 */
export function sendPrepared(
  request: FastifyRequest,
  reply: FastifyReply,
  page: RenderedPage,
  options: { cacheControl: string; etag: boolean; headers?: Record<string, string> },
) {
  reply.status(page.status);
  reply.header('content-type', page.contentType);
  reply.header('cache-control', options.cacheControl);
  reply.header('vary', 'accept-encoding');
  for (const [name, value] of Object.entries(options.headers ?? {})) reply.header(name, value);
  if (page.location) reply.header('location', page.location);
  if (options.etag && page.status === 200) {
    reply.header('etag', page.etag);
    if (request.headers['if-none-match']?.split(',').some((tag) => tag.trim() === page.etag)) {
      return reply.status(304).send();
    }
  }
  const encoding = pickEncoding(request);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(encoding === 'br' ? page.brotli : encoding === 'gzip' ? page.gzip : page.body);
}
