// Security headers on every response, with a content-security policy that allows only this site's scripts, and on
// pages the router's own inline scripts by their SHA-256 hashes (a per-request nonce cannot sit in cached HTML;
// ssr/inline-scripts.ts makes them).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** Every directive but script-src, which depends on the page. */
const DIRECTIVES: Record<string, string[]> = {
  'default-src': ["'self'"],
  // Style attributes (progress bars, menu positioning) need 'unsafe-inline'; styles cannot run code.
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'https:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'frame-src': ['https://www.youtube-nocookie.com', 'https://www.youtube.com'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** The policy with scripts from this site plus the given inline ones (`'sha256-...'` sources). */
export function contentSecurityPolicy(inlineScriptSources: string[] = []): string {
  const directives = { ...DIRECTIVES, 'script-src': ["'self'", ...inlineScriptSources] };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join(';');
}

/** What helmet is asked for; the content-security policy is ours (above). */
const HELMET_OPTIONS: HelmetOptions = {
  // Pages replace it with their own hashes; every other response allows no inline script at all.
  contentSecurityPolicy: false,
  crossOriginEmbedderPolicy: false,
  // helmet's other defaults stand, among them Cross-Origin-Opener-Policy: same-origin (share buttons and "View
  // Website" open other tabs, which need no access back to this window).
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
};

/**
 * The headers every response carries, worked out once: helmet's for HELMET_OPTIONS (it writes them on a response
 * that only records them), then the default policy. None depends on the request, so nothing is built per request
 * (the Fastify plugin runs helmet anew for each one).
 */
export function securityHeaders(options: { csp: boolean }): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    // helmet removes X-Powered-By, which the recorder never holds.
    removeHeader() {},
  };
  // helmet 8 throws rather than passing an error on.
  helmet(HELMET_OPTIONS)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  if (options.csp) headers['content-security-policy'] = contentSecurityPolicy();
  return Object.freeze(headers);
}

/** Puts `headers` (securityHeaders) on every answer that goes through the routes. */
export function registerSecurityHeaders(app: FastifyInstance, headers: Readonly<Record<string, string>>) {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
