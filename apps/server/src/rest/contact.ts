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
  contactMessagePageSchema,
  contactStatusUpdateSchema,
  contactsCsv,
  csvFileName,
  csvFileSchema,
  idParamSchema,
  LEAD_MESSAGES,
  leadAnswers,
} from '@coach/shared';
import type { FastifyPluginAsync } from 'fastify';
import { deleteById, documented, type Operation } from './contract';
import { sendCsv } from './csv';
import { adminGuard, parse } from './support';

const tag = 'Leads';
const missing = { 404: 'No contact message has this id (`Contact message not found`).' };

const OPERATIONS = {
  list: {
    summary: 'A page of the contact messages, newest first, filtered by status, source or search',
    tag,
    access: 'admin',
    query: adminContactQuerySchema,
    answer: { status: 200, schema: contactMessagePageSchema, description: 'The page of contact messages.' },
  },
  export: {
    summary: 'Every contact message matching the filters, as a CSV download',
    tag,
    access: 'admin',
    query: contactFilterSchema,
    answer: {
      status: 200,
      schema: csvFileSchema,
      mediaType: 'text/csv',
      description:
        'An attachment, `contacts-YYYY-MM-DD.csv`: one line per message, newest first, with its attribution; a ' +
        'value a spreadsheet would run as a formula starts with an apostrophe.',
    },
  },
  setStatus: {
    summary: "Change a contact message's status (any status may follow any other)",
    tag,
    access: 'admin',
    params: idParamSchema,
    body: contactStatusUpdateSchema,
    answer: { status: 200, schema: leadAnswers.contactUpdated, description: 'The contact message as stored.' },
    failures: missing,
  },
  delete: deleteById(tag, 'Delete a contact message', missing),
} satisfies Record<string, Operation>;

export const contactRoutes: FastifyPluginAsync<Services> = async (app, services) => {
  const { db } = services;
  app.register(async (admin) => {
    admin.addHook('preHandler', adminGuard(services));

    admin.get('/api/admin/contacts', documented(OPERATIONS.list), (request) =>
      listContactMessagesPage(db, parse(adminContactQuerySchema, request.query)),
    );

    admin.get('/api/admin/contacts/export', documented(OPERATIONS.export), async (request, reply) => {
      const rows = await listContactMessagesForExport(db, parse(contactFilterSchema, request.query));
      return sendCsv(reply, csvFileName('contacts'), contactsCsv(rows));
    });

    admin.put('/api/admin/contacts/:id', documented(OPERATIONS.setStatus), async (request) => {
      const { id } = parse(idParamSchema, request.params);
      const { status } = parse(contactStatusUpdateSchema, request.body);
      return { contact: await updateContactMessageStatus(db, id, status), message: LEAD_MESSAGES.contactUpdated };
    });

    admin.delete('/api/admin/contacts/:id', documented(OPERATIONS.delete), async (request) => {
      const { id } = parse(idParamSchema, request.params);
      await deleteContactMessage(db, id);
      return { message: LEAD_MESSAGES.contactDeleted };
    });
  });
};
