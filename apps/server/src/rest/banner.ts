// Campaign banner routes: admin CRUD and the public view/click counters.
import type { Services } from '@coach/api';
import type { FastifyPluginAsync } from 'fastify';

export const bannerRoutes: FastifyPluginAsync<Services> = async () => {};
