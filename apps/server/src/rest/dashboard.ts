// Admin dashboard route: the counts of each area and the newest leads.
import type { Services } from '@coach/api';
import { getDashboardStats } from '@coach/db';
import { dashboardStatsSchema } from '@coach/shared';
import type { FastifyPluginAsync } from 'fastify';
import { documented, type Operation } from './contract';
import { adminGuard } from './support';

const STATS = {
  summary: 'The counts of each area and the five newest consultation requests and contact messages',
  tag: 'Dashboard',
  access: 'admin',
  answer: { status: 200, schema: dashboardStatsSchema, description: 'The counts and the newest leads.' },
} satisfies Operation;

export const dashboardRoutes: FastifyPluginAsync<Services> = async (app, services) => {
  app.get('/api/admin/dashboard/stats', documented(STATS, { preHandler: adminGuard(services) }), () =>
    getDashboardStats(services.db),
  );
};
