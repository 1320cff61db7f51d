// The site's public address, for absolute links (sitemap, feed, share previews).
import type { FastifyRequest } from 'fastify';

/** PUBLIC_URL when configured, else the request's own host when it looks like a host name, else localhost. */
export function siteOrigin(request: FastifyRequest, publicUrl: string | null): string {
  if (publicUrl) return publicUrl;
  const host = request.headers.host ?? '';
  return /^[a-z0-9.-]+(:\d{1,5})?$/i.test(host) ? `${request.protocol}://${host}` : 'http://localhost';
}
