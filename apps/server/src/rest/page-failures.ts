// POST /api/page-failures: the site's report that a page failed in a visitor's browser (it stayed as the server
// rendered it). Logged as a warning, each distinct failure once an hour and at most 100 an hour, so a broken page
// seen by every visitor, or someone sending made-up reports, cannot flood the log. Always 204; no public token, as
// a failing page may not have one.
import { pageFailureReportSchema } from '@coach/shared';
import type { FastifyPluginAsync } from 'fastify';
import { beacon } from './contract';
import { parse } from './support';

const WINDOW_MS = 60 * 60 * 1000;
const MAX_LOGGED_PER_WINDOW = 100;

/** Whether a failure is new in this hour's window (and room is left to log it). */
export function createFailureWindow(now: () => number = Date.now) {
  let started = now();
  const seen = new Set<string>();
  return (key: string): boolean => {
    if (now() - started >= WINDOW_MS) {
      started = now();
      seen.clear();
    }
    if (seen.has(key) || seen.size >= MAX_LOGGED_PER_WINDOW) return false;
    seen.add(key);
    return true;
  };
}

export const pageFailureRoutes: FastifyPluginAsync = async (app) => {
  const isNew = createFailureWindow();
  const reporting = beacon('Report a page that failed in a browser (logged once)', pageFailureReportSchema);
  app.post('/api/page-failures', reporting, async (request, reply) => {
    const report = parse(pageFailureReportSchema, request.body);
    if (isNew(`${report.path}\n${report.message}`)) {
      request.log.warn(
        { page: report.path, failure: report.message },
        'A page failed in a browser; it stayed as the server rendered it',
      );
    }
    return reply.status(204).header('cache-control', 'no-store').send();
  });
};
