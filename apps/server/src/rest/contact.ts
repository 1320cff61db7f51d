// Admin contact-message routes: the filtered, paginated list, status changes, deletion and the CSV export.
import type { Services } from '@coach/api';
import {
  deleteContactMessage,
  listContactMessagesForExport,
  listContactMessagesPage,
  updateContactMessageStatus,
} from '@coach/db';
import {
  adminContactQuerySchema,
  contactFilterSchema,
  contactStatusUpdateSchema,
  contactsCsv,
  csvFileName,
  idParamSchema,
  LEAD_MESSAGES,
} from '@coach/shared';
import type { FastifyPluginAsync } from 'fastify';
import { sendCsv } from './csv';
import { adminGuard, parse } from './support';

export const contactRoutes: FastifyPluginAsync<Services> = async (app, services) => {
  const { db } = services;
  app.register(async (admin) => {
    admin.addHook('preHandler', adminGuard(services));

    admin.get('/api/admin/contacts', (request) =>
      listContactMessagesPage(db, parse(adminContactQuerySchema, request.query)),
    );

    admin.get('/api/admin/contacts/export', async (request, reply) => {
      const rows = await listContactMessagesForExport(db, parse(contactFilterSchema, request.query));
      return sendCsv(reply, csvFileName('contacts'), contactsCsv(rows));
    });

    admin.put('/api/admin/contacts/:id', async (request) => {
      const { id } = parse(idParamSchema, request.params);
      const { status } = parse(contactStatusUpdateSchema, request.body);
      return { contact: await updateContactMessageStatus(db, id, status), message: LEAD_MESSAGES.contactUpdated };
    });

    admin.delete('/api/admin/contacts/:id', async (request) => {
      const { id } = parse(idParamSchema, request.params);
      await deleteContactMessage(db, id);
      return { message: LEAD_MESSAGES.contactDeleted };
    });
  });
};
