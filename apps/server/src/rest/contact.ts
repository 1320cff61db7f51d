// Admin contact-message routes.
import type { Services } from '@coach/api';
import type { FastifyPluginAsync } from 'fastify';

export const contactRoutes: FastifyPluginAsync<Services> = async () => {};
