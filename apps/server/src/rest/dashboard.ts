// Admin dashboard route.
import type { Services } from '@coach/api';
import type { FastifyPluginAsync } from 'fastify';

export const dashboardRoutes: FastifyPluginAsync<Services> = async () => {};
