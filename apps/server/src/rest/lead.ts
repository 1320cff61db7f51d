// Lead capture over REST: the consultation booking and the contact form (also at /contact, as the spec shows it).
import { type Services, siteOrigin, submitConsultation, submitContactMessage } from '@coach/api';
import {
  consultationInputSchema,
  consultationReceiptSchema,
  contactInputSchema,
  contactReceiptSchema,
} from '@coach/shared';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { documented, type Failures } from './contract';
import { parse, publicTokenGuard } from './support';

export const leadRoutes: FastifyPluginAsync<Services> = async (app, services) => {
  const guard = { preHandler: publicTokenGuard(services) };

  // Over REST, a lead comes from another tool, not from the site's forms (which use tRPC).
  const callerOf = (request: FastifyRequest) => ({
    ip: request.ip,
    origin: siteOrigin(request, services.publicUrl),
    door: 'api' as const,
  });

  const limited: Failures = { 429: 'Too many leads from this address this hour (`LEAD_RATE_LIMIT_PER_HOUR`).' };
  const consultation = documented(
    {
      summary: 'Store a consultation request (the booking form, the call-back)',
      tag: 'Leads',
      access: 'public',
      body: consultationInputSchema,
      answer: {
        status: 201,
        schema: consultationReceiptSchema,
        description:
          'Stored, with the e-mails to the owner and the visitor queued. A filled honeypot answers the same.',
      },
      failures: {
        ...limited,
        409: 'The `slot_start` sent cannot be booked (taken, outside the hours, too soon, ...).',
      },
    },
    guard,
  );
  app.post('/api/consultation', consultation, async (request, reply) => {
    const caller = callerOf(request);
    const receipt = await submitConsultation(services, caller, parse(consultationInputSchema, request.body));
    return reply.status(201).send(receipt);
  });

  const contact = documented(
    {
      summary: 'Store a contact message',
      tag: 'Leads',
      access: 'public',
      body: contactInputSchema,
      answer: {
        status: 201,
        schema: contactReceiptSchema,
        description: 'Stored, with the e-mail to the owner queued.',
      },
      failures: limited,
    },
    guard,
  );
  for (const url of ['/api/contact', '/contact']) {
    // /contact is the address the spec shows: outside /api, it is not in the API's document.
    app.post(url, url === '/api/contact' ? contact : guard, async (request, reply) => {
      const receipt = await submitContactMessage(services, callerOf(request), parse(contactInputSchema, request.body));
      return reply.status(201).send(receipt);
    });
  }
};
