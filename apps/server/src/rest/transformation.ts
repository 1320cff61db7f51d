// The public transformations list.
import type { Services } from '@coach/api';
import { listTransformations } from '@coach/db';
import { publicTransformationQuerySchema } from '@coach/shared';
import type { FastifyPluginAsync } from 'fastify';
import { parse, publicTokenGuard } from './support';

export const transformationRoutes: FastifyPluginAsync<Services> = async (app, services) => {
  app.get('/api/transformations', { preHandler: publicTokenGuard(services) }, async (request) => ({
    transformations: await listTransformations(services.db, parse(publicTransformationQuerySchema, request.query)),
  }));
};
