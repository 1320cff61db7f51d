// The owner's webhook endpoints over REST: list, add (the secret shown once), change or pause, delete, rotate the
// secret, send a test event, and each endpoint's delivery log with "resend". The same service as the portal; every
// write is in the audit log (rest/audit-writes.ts).
import { type Services, webhookEndpoints } from '@coach/api';
import {
  idParamSchema,
  WEBHOOK_MESSAGES,
  webhookAnswers,
  webhookDeliveryParamsSchema,
  webhookEndpointInputSchema,
  webhookEndpointUpdateSchema,
} from '@coach/shared';
import type { FastifyPluginAsync } from 'fastify';
import { deleteById, documented, type Operation } from './contract';
import { adminGuard, parse } from './support';

const tag = 'Webhooks';
const missing = { 404: `No endpoint has this id (\`${WEBHOOK_MESSAGES.notFound}\`).` };
const HEALTH_DATA =
  'Deliveries carry what visitors sent, health details included: add only endpoints you trust with them.';

const OPERATIONS = {
  list: {
    summary: 'The webhook endpoints (never their secrets)',
    tag,
    access: 'admin',
    answer: { status: 200, schema: webhookAnswers.list, description: 'Every endpoint, oldest first.' },
  },
  create: {
    summary: `Add an endpoint: an https address, the events it wants, a description. ${HEALTH_DATA}`,
    tag,
    access: 'admin',
    body: webhookEndpointInputSchema,
    answer: { status: 201, schema: webhookAnswers.created, description: 'The endpoint, and its secret, this once.' },
  },
  update: {
    summary: 'Change an endpoint, or pause it or resume it (`status`)',
    tag,
    access: 'admin',
    params: idParamSchema,
    body: webhookEndpointUpdateSchema,
    answer: { status: 200, schema: webhookAnswers.updated, description: 'The endpoint as stored.' },
    failures: missing,
  },
  delete: deleteById(tag, 'Delete an endpoint, with its delivery log', missing),
  rotate: {
    summary: 'Make a new secret; the old one goes on signing beside it for 24 hours',
    tag,
    access: 'admin',
    params: idParamSchema,
    answer: { status: 200, schema: webhookAnswers.rotated, description: 'The new secret, this once.' },
    failures: missing,
  },
  test: {
    summary: 'Send the endpoint a test event (`webhook.test`, no visitor data), through the queue like any event',
    tag,
    access: 'admin',
    params: idParamSchema,
    answer: {
      status: 202,
      schema: webhookAnswers.queued,
      description: 'The queued delivery; it is sent within seconds.',
    },
    failures: { ...missing, 409: `The endpoint is paused or disabled (\`${WEBHOOK_MESSAGES.testNotActive}\`).` },
  },
  deliveries: {
    summary: 'The latest 50 deliveries to an endpoint, newest first, each with its last attempt',
    tag,
    access: 'admin',
    params: idParamSchema,
    answer: { status: 200, schema: webhookAnswers.deliveries, description: 'The delivery log.' },
    failures: missing,
  },
  resend: {
    summary: 'Send a delivery again now, with the same `webhook-id` and body',
    tag,
    access: 'admin',
    params: webhookDeliveryParamsSchema,
    answer: { status: 202, schema: webhookAnswers.queued, description: 'The delivery, due now.' },
    failures: { 404: `No such endpoint, or no such delivery of it (\`${WEBHOOK_MESSAGES.deliveryNotFound}\`).` },
  },
} satisfies Record<string, Operation>;

export const webhookRoutes: FastifyPluginAsync<Services> = async (app, services) => {
  const idOf = (params: unknown) => parse(idParamSchema, params).id;

  app.register(async (admin) => {
    admin.addHook('preHandler', adminGuard(services));

    admin.get('/api/admin/webhooks', documented(OPERATIONS.list), async () => ({
      endpoints: await webhookEndpoints.list(services),
    }));

    admin.post('/api/admin/webhooks', documented(OPERATIONS.create), async (request, reply) =>
      reply.status(201).send(await webhookEndpoints.add(services, parse(webhookEndpointInputSchema, request.body))),
    );

    admin.put('/api/admin/webhooks/:id', documented(OPERATIONS.update), async (request) =>
      webhookEndpoints.change(services, idOf(request.params), parse(webhookEndpointUpdateSchema, request.body)),
    );

    admin.delete('/api/admin/webhooks/:id', documented(OPERATIONS.delete), async (request) =>
      webhookEndpoints.remove(services, idOf(request.params)),
    );

    admin.post('/api/admin/webhooks/:id/rotate', documented(OPERATIONS.rotate), async (request) =>
      webhookEndpoints.rotateSecret(services, idOf(request.params)),
    );

    admin.post('/api/admin/webhooks/:id/test', documented(OPERATIONS.test), async (request, reply) =>
      reply.status(202).send(await webhookEndpoints.sendTest(services, idOf(request.params))),
    );

    admin.get('/api/admin/webhooks/:id/deliveries', documented(OPERATIONS.deliveries), async (request) =>
      webhookEndpoints.deliveries(services, idOf(request.params)),
    );

    admin.post(
      '/api/admin/webhooks/:id/deliveries/:deliveryId/resend',
      documented(OPERATIONS.resend),
      async (request, reply) => {
        const { id, deliveryId } = parse(webhookDeliveryParamsSchema, request.params);
        return reply.status(202).send(await webhookEndpoints.resend(services, id, deliveryId));
      },
    );
  });
};
