// Security headers on every response, with a content-security policy that allows only this site's scripts and the
// router's own inline bootstrap (by a per-request nonce), and the video player's frame.
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';

type WithNonce = ServerResponse & { scriptNonce?: string };

/** The nonce this response's inline scripts must carry. */
export const scriptNonce = (reply: FastifyReply) => (reply.raw as WithNonce).scriptNonce;

export async function registerSecurityHeaders(app: FastifyInstance, options: { csp: boolean }) {
  app.addHook('onRequest', async (_request, reply) => {
    (reply.raw as WithNonce).scriptNonce = randomBytes(16).toString('base64');
  });
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: options.csp
      ? {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as WithNonce).scriptNonce}'`],
            // Style attributes (progress bars, menu positioning) need 'unsafe-inline'; styles cannot run code.
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", 'data:', 'https:'],
            fontSrc: ["'self'"],
            connectSrc: ["'self'"],
            frameSrc: ['https://www.youtube-nocookie.com', 'https://www.youtube.com'],
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
            formAction: ["'self'"],
            frameAncestors: ["'none'"],
          },
        }
      : false,
    crossOriginEmbedderPolicy: false,
    // Share buttons and "View Website" open other tabs; they need no access back to this window.
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
