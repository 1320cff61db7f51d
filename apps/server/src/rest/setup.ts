// The first run over REST: whether /setup is open for a link, its optional logo step, and finishing the setup
// (services/first-run).
import { completeSetup, type Services, setupInputSchema, setupOpen } from '@coach/api';
import { LOGO_MESSAGES, notFound } from '@coach/shared';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { saveLogo } from '../uploads/logo';
import { MULTIPART_LIMITS, readUploadForm } from '../uploads/multipart';
import { parse, publicTokenGuard } from './support';

export const setupRoutes: FastifyPluginAsync<Services> = async (app, services) => {
  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });
  app.addHook('preHandler', publicTokenGuard(services));
  app.get('/api/setup', async (request) => {
    const { token } = parse(z.object({ token: z.string().max(200).optional() }), request.query);
    return { open: await setupOpen(services.db, token) };
  });
  app.post('/api/setup', async (request, reply) => {
    const done = await completeSetup(services, request.ip, parse(setupInputSchema, request.body));
    return reply.status(201).send(done);
  });
  // The logo step: taken when chosen, and only with the setup link while it is open (no administrator exists yet).
  app.post('/api/setup/logo', async (request) => {
    const form = await readUploadForm(request, ['logo']);
    if (!(await setupOpen(services.db, form.fields.token))) throw notFound('Not found');
    const logo = await saveLogo(services, form.files.get('logo'), {
      actor: { adminId: null, ip: request.ip },
      action: 'setup.logo',
    });
    return { logo, message: LOGO_MESSAGES.uploaded };
  });
};
