// Admin consultation routes.
import type { Services } from '@coach/api';
import type { FastifyPluginAsync } from 'fastify';

export const consultationRoutes: FastifyPluginAsync<Services> = async () => {};
