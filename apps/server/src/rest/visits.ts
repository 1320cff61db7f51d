// POST /api/visits: the site's beacon counts one public page view. Always 204 with no body, whether or not the view
// counted, so the answer tells nothing; bad input is a 400 like everywhere. No public token: `navigator.sendBeacon`
// cannot send a header, and the token would guard nothing (a count, not data).
import type { Services } from '@coach/api';
import { publicPageExists } from '@coach/db';
import { countedPath, deviceClass, visitBeaconSchema, visitSource } from '@coach/shared';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import { beacon } from './contract';
import { parse } from './support';

/**
 * Whether a request comes from a person's browser showing the page: not a bot or crawler (headless browsers included),
 * not a client without a user agent, not a browser's prefetch or prerender.
 */
export function isPersonViewing(headers: FastifyRequest['headers']): boolean {
  const userAgent = headers['user-agent'] ?? '';
  if (!userAgent || isbot(userAgent)) return false;
  return !/prefetch|prerender/i.test(`${headers['sec-purpose'] ?? ''} ${headers.purpose ?? ''}`);
}

/** Only a post's or a recipe's page can name something missing: the other counted paths always exist. */
const NAMES_CONTENT = /^\/(blog|recipes)\/./;

export const visitRoutes: FastifyPluginAsync<Services> = async (app, services) => {
  // The site's own host: its referrers are no source (PUBLIC_URL's, else the one each request reached).
  const publicHost = services.publicUrl ? new URL(services.publicUrl).host : null;

  const counting = beacon('Count one view of a public page (the beacon of the pages)', visitBeaconSchema);
  app.post('/api/visits', counting, async (request, reply) => {
    const view = parse(visitBeaconSchema, request.body);
    reply.status(204).header('cache-control', 'no-store');
    const counter = services.visits;
    const userAgent = request.headers['user-agent'] ?? '';
    const path = countedPath(view.path);
    if (!counter || !path || !isPersonViewing(request.headers)) return reply.send();
    try {
      await services.limits.visits.consume(request.ip);
    } catch {
      return reply.send();
    }
    if (NAMES_CONTENT.test(path) && !(await publicPageExists(services.db, path))) return reply.send();
    counter.record({
      path,
      source: visitSource(view, publicHost ?? request.headers.host ?? null),
      campaign: view.utm_campaign ?? '',
      device: deviceClass(userAgent),
      address: request.ip,
      userAgent,
    });
    return reply.send();
  });
};
