// The catch-all GET: every path that is not an API, an upload or a static file is a page of the web app.
import { Readable } from 'node:stream';
import { createServerRenderContext, type Services } from '@coach/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { WebApp } from './renderer';

function toWebRequest(request: FastifyRequest, signal: AbortSignal): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const host = request.headers.host ?? 'localhost';
  return new Request(new URL(request.url, `${request.protocol}://${host}`), { method: 'GET', headers, signal });
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

export function registerPageRendering(app: FastifyInstance, services: Services, web: WebApp) {
  const renderContext = createServerRenderContext(services);
  app.get('/*', async (request, reply) => {
    const controller = new AbortController();
    request.raw.on('close', () => {
      if (request.raw.destroyed) controller.abort();
    });
    const response = await web.render(toWebRequest(request, controller.signal), renderContext);
    return sendWebResponse(reply, response);
  });
}
