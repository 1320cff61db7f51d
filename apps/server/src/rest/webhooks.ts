// The owner's webhook endpoints over REST: list, add (the secret shown once), change or pause, delete, rotate the
// secret, and each endpoint's delivery log. Every write is in the audit log (rest/audit-writes.ts).
import type { LookupFunction } from 'node:net';
import type { Services } from '@coach/api';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  rotateWebhookSecret,
  updateWebhookEndpoint,
} from '@coach/db';
import {
  idParamSchema,
  invalid,
  WEBHOOK_MESSAGES,
  webhookAnswers,
  webhookEndpointInputSchema,
  webhookEndpointUpdateSchema,
} from '@coach/shared';
import type { FastifyPluginAsync } from 'fastify';
import { refusedWebhookAddress } from '../webhooks/address';
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
  deliveries: {
    summary: 'The latest 50 deliveries to an endpoint, newest first, each with its last attempt',
    tag,
    access: 'admin',
    params: idParamSchema,
    answer: { status: 200, schema: webhookAnswers.deliveries, description: 'The delivery log.' },
    failures: missing,
  },
} satisfies Record<string, Operation>;

export const webhookRoutes: FastifyPluginAsync<
  Services & { allowedAddresses: readonly string[]; lookup?: LookupFunction }
> = async (app, services) => {
  const { db, allowedAddresses, lookup } = services;
  /** Refuses an address webhooks may not be sent to, as a 400 naming the field. */
  const checkAddress = async (url: string | undefined) => {
    const refused = url && (await refusedWebhookAddress(url, allowedAddresses, lookup));
    if (refused) throw invalid(`url: ${refused}`);
  };

  app.register(async (admin) => {
    admin.addHook('preHandler', adminGuard(services));

    admin.get('/api/admin/webhooks', documented(OPERATIONS.list), async () => ({
      endpoints: await listWebhookEndpoints(db),
    }));

    admin.post('/api/admin/webhooks', documented(OPERATIONS.create), async (request, reply) => {
      const input = parse(webhookEndpointInputSchema, request.body);
      await checkAddress(input.url);
      const { endpoint, secret } = await createWebhookEndpoint(db, input);
      return reply.status(201).send({ endpoint, secret, message: WEBHOOK_MESSAGES.created });
    });

    admin.put('/api/admin/webhooks/:id', documented(OPERATIONS.update), async (request) => {
      const { id } = parse(idParamSchema, request.params);
      const changes = parse(webhookEndpointUpdateSchema, request.body);
      await checkAddress(changes.url);
      return { endpoint: await updateWebhookEndpoint(db, id, changes), message: WEBHOOK_MESSAGES.updated };
    });

    admin.delete('/api/admin/webhooks/:id', documented(OPERATIONS.delete), async (request) => {
      await deleteWebhookEndpoint(db, parse(idParamSchema, request.params).id);
      return { message: WEBHOOK_MESSAGES.deleted };
    });

    admin.post('/api/admin/webhooks/:id/rotate', documented(OPERATIONS.rotate), async (request) => ({
      secret: await rotateWebhookSecret(db, parse(idParamSchema, request.params).id),
      message: WEBHOOK_MESSAGES.rotated,
    }));

    admin.get('/api/admin/webhooks/:id/deliveries', documented(OPERATIONS.deliveries), async (request) => ({
      deliveries: await listWebhookDeliveries(db, parse(idParamSchema, request.params).id),
    }));
  });
};
