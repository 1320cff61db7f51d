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
  consultationStatusUpdateSchema,
  consultationsCsv,
  csvFileName,
  idParamSchema,
  LEAD_MESSAGES,
} from '@coach/shared';
import type { FastifyPluginAsync } from 'fastify';
import { sendCsv } from './csv';
import { adminGuard, parse } from './support';

export const consultationRoutes: FastifyPluginAsync<Services> = async (app, services) => {
  const { db } = services;
  app.register(async (admin) => {
    admin.addHook('preHandler', adminGuard(services));

    admin.get('/api/admin/consultations', (request) =>
      listConsultationsPage(db, parse(adminConsultationQuerySchema, request.query)),
    );

    admin.get('/api/admin/consultations/export', async (request, reply) => {
      const rows = await listConsultationsForExport(db, parse(consultationFilterSchema, request.query));
      return sendCsv(reply, csvFileName('consultations'), consultationsCsv(rows));
    });

    admin.put('/api/admin/consultations/:id', async (request) => {
      const { id } = parse(idParamSchema, request.params);
      const { status } = parse(consultationStatusUpdateSchema, request.body);
      return {
        consultation: await updateConsultationStatus(db, id, status),
        message: LEAD_MESSAGES.consultationUpdated,
      };
    });

    admin.delete('/api/admin/consultations/:id', async (request) => {
      const { id } = parse(idParamSchema, request.params);
      await deleteConsultation(db, id);
      return { message: LEAD_MESSAGES.consultationDeleted };
    });
  });
};
