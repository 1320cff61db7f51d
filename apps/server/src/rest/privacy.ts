// Privacy requests over REST: a person's records as one JSON download, and their erasure (administrators only).
import { erasePerson, exportPerson, type Services } from '@coach/api';
import { personEmailSchema, personErasedAnswerSchema, personExportFileName, personExportSchema } from '@coach/shared';
import type { FastifyPluginAsync } from 'fastify';
import { documented, type Operation } from './contract';
import { adminGuard, parse } from './support';

const tag = 'Privacy';

const OPERATIONS = {
  export: {
    summary: 'Every record stored about an e-mail address, as one JSON download (audited with the counts)',
    tag,
    access: 'admin',
    query: personEmailSchema,
    answer: {
      status: 200,
      schema: personExportSchema,
      description:
        'An attachment (`person-export-YYYYMMDD-HHMMSS.json`): the consultations, contact messages, bookings and ' +
        "e-mails of the address. The business's own address is a 400.",
    },
  },
  erase: {
    summary: 'Erase every record of an e-mail address: leads, their bookings, e-mails and their files (audited)',
    tag,
    access: 'admin',
    query: personEmailSchema,
    answer: {
      status: 200,
      schema: personErasedAnswerSchema,
      description: "How many records of each kind were erased (zeros when none). The business's own address is a 400.",
    },
  },
} satisfies Record<string, Operation>;

export const privacyRoutes: FastifyPluginAsync<Services> = async (app, services) => {
  app.register(async (admin) => {
    admin.addHook('preHandler', adminGuard(services));

    admin.get('/api/admin/people/export', documented(OPERATIONS.export), async (request, reply) => {
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

    admin.delete('/api/admin/people', documented(OPERATIONS.erase), async (request) => {
      const { email } = parse(personEmailSchema, request.query);
      return erasePerson(services, email, { adminId: request.adminId, ip: request.ip });
    });
  });
};
