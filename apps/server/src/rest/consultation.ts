// Admin consultation routes: the filtered, paginated list, status changes, deletion and the CSV export.
import type { Services } from '@coach/api';
import {
  deleteConsultation,
  listConsultationsForExport,
  listConsultationsPage,
  updateConsultationStatus,
} from '@coach/db';
import {
  adminConsultationQuerySchema,
  consultationFilterSchema,
  consultationPageSchema,
  consultationStatusUpdateSchema,
  consultationsCsv,
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
const missing = { 404: 'No consultation has this id (`Consultation not found`).' };

const OPERATIONS = {
  list: {
    summary: 'A page of the consultation requests, newest first unless sorted, filtered by status, source or search',
    tag,
    access: 'admin',
    query: adminConsultationQuerySchema,
    answer: {
      status: 200,
      schema: consultationPageSchema,
      description: 'The page of consultations, each with its booked time (`booking`, null without one).',
    },
  },
  export: {
    summary: 'Every consultation request matching the filters, as a CSV download',
    tag,
    access: 'admin',
    query: consultationFilterSchema,
    answer: {
      status: 200,
      schema: csvFileSchema,
      mediaType: 'text/csv',
      description:
        'An attachment, `consultations-YYYY-MM-DD.csv`: one line per consultation, newest first, with its ' +
        'attribution; a value a spreadsheet would run as a formula starts with an apostrophe.',
    },
  },
  setStatus: {
    summary: "Change a consultation request's status (any status may follow any other)",
    tag,
    access: 'admin',
    params: idParamSchema,
    body: consultationStatusUpdateSchema,
    answer: { status: 200, schema: leadAnswers.consultationUpdated, description: 'The consultation as stored.' },
    failures: missing,
  },
  delete: deleteById(
    tag,
    'Delete a consultation request, with its booking (the time is free again) and its pending reminder',
    missing,
  ),
} satisfies Record<string, Operation>;

export const consultationRoutes: FastifyPluginAsync<Services> = async (app, services) => {
  const { db } = services;
  app.register(async (admin) => {
    admin.addHook('preHandler', adminGuard(services));

    admin.get('/api/admin/consultations', documented(OPERATIONS.list), (request) =>
      listConsultationsPage(db, parse(adminConsultationQuerySchema, request.query)),
    );

    admin.get('/api/admin/consultations/export', documented(OPERATIONS.export), async (request, reply) => {
      const rows = await listConsultationsForExport(db, parse(consultationFilterSchema, request.query));
      return sendCsv(reply, csvFileName('consultations'), consultationsCsv(rows));
    });

    admin.put('/api/admin/consultations/:id', documented(OPERATIONS.setStatus), async (request) => {
      const { id } = parse(idParamSchema, request.params);
      const { status } = parse(consultationStatusUpdateSchema, request.body);
      return {
        consultation: await updateConsultationStatus(db, id, status),
        message: LEAD_MESSAGES.consultationUpdated,
      };
    });

    admin.delete('/api/admin/consultations/:id', documented(OPERATIONS.delete), async (request) => {
      const { id } = parse(idParamSchema, request.params);
      await deleteConsultation(db, id);
      return { message: LEAD_MESSAGES.consultationDeleted };
    });
  });
};
