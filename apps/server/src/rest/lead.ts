// Lead capture over REST: the consultation booking and the contact form (also at /contact, as the spec shows it).
import { type Services, siteOrigin, submitConsultation, submitContactMessage } from '@coach/api';
import { consultationInputSchema, contactInputSchema } from '@coach/shared';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { parse, publicTokenGuard } from './support';

export const leadRoutes: FastifyPluginAsync<Services> = async (app, services) => {
  const guard = { preHandler: publicTokenGuard(services) };

  const callerOf = (request: FastifyRequest) => ({ ip: request.ip, origin: siteOrigin(request, services.publicUrl) });

  app.post('/api/consultation', guard, async (request, reply) => {
    const caller = callerOf(request);
    const receipt = await submitConsultation(services, caller, parse(consultationInputSchema, request.body));
    return reply.status(201).send(receipt);
  });

  for (const url of ['/api/contact', '/contact']) {
    app.post(url, guard, async (request, reply) => {
      const receipt = await submitContactMessage(services, callerOf(request), parse(contactInputSchema, request.body));
      return reply.status(201).send(receipt);
    });
  }
};
