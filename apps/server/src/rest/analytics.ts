// The owner's figures over REST: GET /api/admin/analytics?from&to and the daily table as CSV.
import { analyticsCsv, businessAnalytics, type Services } from '@coach/api';
import { analyticsQuerySchema } from '@coach/shared';
import type { FastifyPluginAsync } from 'fastify';
import { sendCsv } from './csv';
import { adminGuard, parse } from './support';

export const analyticsRoutes: FastifyPluginAsync<Services> = async (app, services) => {
  const guard = { preHandler: adminGuard(services) };
  app.get('/api/admin/analytics', guard, (request) =>
    businessAnalytics(services.db, parse(analyticsQuerySchema, request.query)),
  );
  app.get('/api/admin/analytics.csv', guard, async (request, reply) => {
    const query = parse(analyticsQuerySchema, request.query);
    const report = await businessAnalytics(services.db, query);
    return sendCsv(reply, `analytics-${query.from}-to-${query.to}.csv`, analyticsCsv(report));
  });
};
