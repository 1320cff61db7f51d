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
  transformationAnswers,
  transformationInputSchema,
  transformationUpdateSchema,
} from '@coach/shared';
import type { FastifyPluginAsync } from 'fastify';
import { deleteById, documented, type Operation } from './contract';
import { type PublicRouteOptions, sharedAnswer } from './shared-answers';
import { adminGuard, parse, publicTokenGuard } from './support';

const tag = 'Transformations';
const missing = { 404: 'No transformation has this id (`Transformation not found`).' };

const OPERATIONS = {
  list: {
    summary: "Clients' transformations, newest first (featured ones only, one goal, at most `limit`)",
    tag,
    access: 'public',
    query: publicTransformationQuerySchema,
    answer: { status: 200, schema: transformationAnswers.list, description: 'The transformations.' },
  },
  adminList: {
    summary: 'A page of all transformations, newest first, of one goal or searched by client name',
    tag,
    access: 'admin',
    query: adminTransformationQuerySchema,
    answer: { status: 200, schema: transformationAnswers.adminPage, description: 'The page of transformations.' },
  },
  create: {
    summary: 'Add a transformation',
    tag,
    access: 'admin',
    body: transformationInputSchema,
    answer: { status: 201, schema: transformationAnswers.written, description: 'The transformation as stored.' },
  },
  update: {
    summary: 'Change a transformation (the fields sent)',
    tag,
    access: 'admin',
    params: idParamSchema,
    body: transformationUpdateSchema,
    answer: { status: 200, schema: transformationAnswers.written, description: 'The transformation as stored.' },
    failures: missing,
  },
  delete: deleteById(tag, 'Delete a transformation', missing),
} satisfies Record<string, Operation>;

export const transformationRoutes: FastifyPluginAsync<PublicRouteOptions> = async (app, services) => {
  const { db } = services;

  app.get(
    '/api/transformations',
    documented(OPERATIONS.list, { preHandler: publicTokenGuard(services) }),
    sharedAnswer(services, 'transformation', async (request) => ({
      transformations: await listTransformations(db, parse(publicTransformationQuerySchema, request.query)),
    })),
  );

  app.register(async (admin) => {
    admin.addHook('preHandler', adminGuard(services));

    admin.get('/api/admin/transformations', documented(OPERATIONS.adminList), (request) =>
      listTransformationsPage(db, parse(adminTransformationQuerySchema, request.query)),
    );

    admin.post('/api/admin/transformations', documented(OPERATIONS.create), async (request, reply) => {
      const transformation = await insertTransformation(db, parse(transformationInputSchema, request.body));
      return reply.status(201).send({ transformation, message: 'Transformation created successfully' });
    });

    admin.put('/api/admin/transformations/:id', documented(OPERATIONS.update), async (request) => {
      const { id } = parse(idParamSchema, request.params);
      const transformation = await updateTransformation(db, id, parse(transformationUpdateSchema, request.body));
      return { transformation, message: 'Transformation updated successfully' };
    });

    admin.delete('/api/admin/transformations/:id', documented(OPERATIONS.delete), async (request) => {
      const { id } = parse(idParamSchema, request.params);
      await deleteTransformation(db, id);
      return { message: 'Transformation deleted successfully' };
    });
  });
};
