// Consultation requests in the admin portal: list, status, delete, export.
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
} from '@coach/shared';
import { adminProcedure, router } from '../trpc';

export const consultationRouter = router({
  list: adminProcedure
    .input(adminConsultationQuerySchema)
    .query(({ ctx, input }) => listConsultationsPage(ctx.db, input)),

  updateStatus: adminProcedure
    .input(consultationStatusUpdateSchema.extend(idParamSchema.shape))
    .mutation(({ ctx, input }) => updateConsultationStatus(ctx.db, input.id, input.status)),

  delete: adminProcedure.input(idParamSchema).mutation(async ({ ctx, input }) => {
    await deleteConsultation(ctx.db, input.id);
    return { success: true };
  }),

  /** The filtered set as CSV text; the browser uses the REST download, this serves other clients. */
  exportCsv: adminProcedure.input(consultationFilterSchema).query(async ({ ctx, input }) => ({
    filename: csvFileName('consultations'),
    csv: consultationsCsv(await listConsultationsForExport(ctx.db, input)),
  })),
});
