// The first run over REST: whether /setup is open for a link, and finishing the setup (services/first-run).
import { completeSetup, type Services, setupInputSchema, setupOpen } from '@coach/api';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { parse, publicTokenGuard } from './support';

export const setupRoutes: FastifyPluginAsync<Services> = async (app, services) => {
  app.addHook('preHandler', publicTokenGuard(services));
  app.get('/api/setup', async (request) => {
    const { token } = parse(z.object({ token: z.string().max(200).optional() }), request.query);
    return { open: await setupOpen(services.db, token) };
  });
  app.post('/api/setup', async (request, reply) => {
    const done = await completeSetup(services, request.ip, parse(setupInputSchema, request.body));
    return reply.status(201).send(done);
  });
};
