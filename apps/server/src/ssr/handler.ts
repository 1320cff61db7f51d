// The catch-all GET: every path that is not an API, an upload or a static file is a page of the web app.
import { Readable } from 'node:stream';
import { createServerRenderContext, type Services } from '@coach/api';
import type { PublicConfig } from '@coach/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { scriptNonce } from '../security';
import { siteOrigin } from '../site-origin';
import type { WebApp } from './renderer';

/**
 * The router only needs the path and query. The visitor's Host header is never used to build the URL (a malformed
 * one must not fail the render), and a path like "//evil.com/" stays a path.
 */
function toWebRequest(request: FastifyRequest, signal: AbortSignal): Request {
  const headers = new Headers();
  for (const name of ['accept', 'accept-language', 'user-agent']) {
    const value = request.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  return new Request(`http://localhost${request.url}`, { method: 'GET', headers, signal });
}

/** Sends a web Response through Fastify piecewise (a Response object itself breaks Fastify's HEAD route). */
async function sendWebResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'content-length') reply.header(name, value);
  });
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-cache');
  return reply.send(response.body ? Readable.fromWeb(response.body as never) : undefined);
}

/** The public key and the business details, read per page so the owner's edits show at once. */
export async function publicConfig(services: Services, apiKey: string, origin: string): Promise<PublicConfig> {
  const site = await services.settings.get();
  return { apiKey, whatsappNumber: site.whatsapp_number.replace(/^\+/, ''), site, origin };
}

export function registerPageRendering(
  app: FastifyInstance,
  services: Services,
  web: WebApp,
  options: { apiKey: string; publicUrl: string | null },
) {
  const renderContext = createServerRenderContext(services);
  app.get('/*', async (request, reply) => {
    const controller = new AbortController();
    request.raw.on('close', () => {
      if (request.raw.destroyed) controller.abort();
    });
    const response = await web.render(toWebRequest(request, controller.signal), renderContext, {
      nonce: scriptNonce(reply),
      config: await publicConfig(services, options.apiKey, siteOrigin(request, options.publicUrl)),
    });
    return sendWebResponse(reply, response);
  });
}
