// Privacy requests over REST: a person's records as one JSON download, and their erasure (administrators only).
import { erasePerson, exportPerson, type Services } from '@coach/api';
import { personEmailSchema, personExportFileName } from '@coach/shared';
import type { FastifyPluginAsync } from 'fastify';
import { adminGuard, parse } from './support';

export const privacyRoutes: FastifyPluginAsync<Services> = async (app, services) => {
  app.register(async (admin) => {
    admin.addHook('preHandler', adminGuard(services));

    admin.get('/api/admin/people/export', async (request, reply) => {
      const { email } = parse(personEmailSchema, request.query);
      const body = JSON.stringify(
        await exportPerson(services, email, { adminId: request.adminId, ip: request.ip }),
        null,
        2,
      );
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${personExportFileName()}"`)
        .send(body);
    });

    admin.delete('/api/admin/people', async (request) => {
      const { email } = parse(personEmailSchema, request.query);
      return erasePerson(services, email, { adminId: request.adminId, ip: request.ip });
    });
  });
};
