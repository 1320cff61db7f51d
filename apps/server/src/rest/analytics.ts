// The owner's figures over REST: GET /api/admin/analytics?from&to and the daily table as CSV.
import { analyticsCsv, businessAnalytics, type Services } from '@coach/api';
import { analyticsQuerySchema, analyticsReportSchema, csvFileSchema } from '@coach/shared';
import type { FastifyPluginAsync } from 'fastify';
import { documented, type Operation } from './contract';
import { sendCsv } from './csv';
import { adminGuard, parse } from './support';

const tag = 'Analytics';

const OPERATIONS = {
  report: {
    summary:
      'Visitors, page views, leads and new newsletter subscribers of a range of business days, by day, source, page, ' +
      'campaign and device',
    tag,
    access: 'admin',
    query: analyticsQuerySchema,
    answer: { status: 200, schema: analyticsReportSchema, description: 'The figures of the range (at most 366 days).' },
  },
  csv: {
    summary: 'The daily table of a range of business days, as a CSV download',
    tag,
    access: 'admin',
    query: analyticsQuerySchema,
    answer: {
      status: 200,
      schema: csvFileSchema,
      mediaType: 'text/csv',
      description:
        'An attachment, `analytics-FROM-to-TO.csv`: `Date,Visitors,Page views,Leads`, then one line per day.',
    },
  },
} satisfies Record<string, Operation>;

export const analyticsRoutes: FastifyPluginAsync<Services> = async (app, services) => {
  const guard = { preHandler: adminGuard(services) };
  app.get('/api/admin/analytics', documented(OPERATIONS.report, guard), (request) =>
    businessAnalytics(services.db, parse(analyticsQuerySchema, request.query)),
  );
  app.get('/api/admin/analytics.csv', documented(OPERATIONS.csv, guard), async (request, reply) => {
    const query = parse(analyticsQuerySchema, request.query);
    const report = await businessAnalytics(services.db, query);
    return sendCsv(reply, `analytics-${query.from}-to-${query.to}.csv`, analyticsCsv(report));
  });
};
