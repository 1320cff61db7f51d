// The transformation routes of the REST contract (docs/api-contract.md): the public list and the administrator's CRUD.
import {
  deleteTransformation,
  insertTransformation,
  listTransformations,
  listTransformationsPage,
  updateTransformation,
} from '@coach/db';
import {
  adminTransformationQuerySchema,
  idParamSchema,
  publicTransformationQuerySchema,
  transformationInputSchema,
  transformationUpdateSchema,
} from '@coach/shared';
import type { FastifyPluginAsync } from 'fastify';
import { type PublicRouteOptions, sharedAnswer } from './shared-answers';
import { adminGuard, parse, publicTokenGuard } from './support';

export const transformationRoutes: FastifyPluginAsync<PublicRouteOptions> = async (app, services) => {
  const { db } = services;

  app.get(
    '/api/transformations',
    { preHandler: publicTokenGuard(services) },
    sharedAnswer(services, 'transformation', async (request) => ({
      transformations: await listTransformations(db, parse(publicTransformationQuerySchema, request.query)),
    })),
  );

  app.register(async (admin) => {
    admin.addHook('preHandler', adminGuard(services));

    admin.get('/api/admin/transformations', (request) =>
      listTransformationsPage(db, parse(adminTransformationQuerySchema, request.query)),
    );

    admin.post('/api/admin/transformations', async (request, reply) => {
      const transformation = await insertTransformation(db, parse(transformationInputSchema, request.body));
      return reply.status(201).send({ transformation, message: 'Transformation created successfully' });
    });

    admin.put('/api/admin/transformations/:id', async (request) => {
      const { id } = parse(idParamSchema, request.params);
      const transformation = await updateTransformation(db, id, parse(transformationUpdateSchema, request.body));
      return { transformation, message: 'Transformation updated successfully' };
    });

    admin.delete('/api/admin/transformations/:id', async (request) => {
      const { id } = parse(idParamSchema, request.params);
      await deleteTransformation(db, id);
      return { message: 'Transformation deleted successfully' };
    });
  });
};
