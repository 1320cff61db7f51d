// Admin dashboard route: the counts of each area and the newest leads.
import type { Services } from '@coach/api';
import { getDashboardStats } from '@coach/db';
import type { FastifyPluginAsync } from 'fastify';
import { adminGuard } from './support';

export const dashboardRoutes: FastifyPluginAsync<Services> = async (app, services) => {
  app.get('/api/admin/dashboard/stats', { preHandler: adminGuard(services) }, () => getDashboardStats(services.db));
};
