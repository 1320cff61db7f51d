// Security headers on every response, with a content-security policy that allows only this site's scripts, and on
// pages the router's own inline scripts by their SHA-256 hashes (a per-request nonce cannot sit in cached HTML;
// ssr/inline-scripts.ts makes them).
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

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

export async function registerSecurityHeaders(app: FastifyInstance, options: { csp: boolean }) {
  await app.register(helmet, {
    global: true,
    // Pages replace it with their own hashes; every other response allows no inline script at all.
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    // Share buttons and "View Website" open other tabs; they need no access back to this window.
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  if (options.csp) {
    const policy = contentSecurityPolicy();
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('content-security-policy', policy);
    });
  }
}
