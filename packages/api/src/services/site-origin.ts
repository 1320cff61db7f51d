// The site's public address, for absolute links (sitemap, feed, share previews, the links in booking e-mails).

/** What of an HTTP request names the address it was sent to. */
export type AddressedRequest = { protocol: string; headers: { host?: string } };

/** PUBLIC_URL when configured, else the request's own host when it looks like a host name, else localhost. */
export function siteOrigin(request: AddressedRequest, publicUrl: string | null): string {
  if (publicUrl) return publicUrl;
  const host = request.headers.host ?? '';
  return /^[a-z0-9.-]+(:\d{1,5})?$/i.test(host) ? `${request.protocol}://${host}` : 'http://localhost';
}
