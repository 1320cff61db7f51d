// Contact messages in the admin portal: list, status, delete, export.
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
} from '@coach/shared';
import { adminProcedure, router } from '../trpc';

export const contactRouter = router({
  list: adminProcedure.input(adminContactQuerySchema).query(({ ctx, input }) => listContactMessagesPage(ctx.db, input)),

  updateStatus: adminProcedure
    .input(contactStatusUpdateSchema.extend(idParamSchema.shape))
    .mutation(({ ctx, input }) => updateContactMessageStatus(ctx.db, input.id, input.status)),

  delete: adminProcedure.input(idParamSchema).mutation(async ({ ctx, input }) => {
    await deleteContactMessage(ctx.db, input.id);
    return { success: true };
  }),

  /** The filtered set as CSV text; the browser uses the REST download, this serves other clients. */
  exportCsv: adminProcedure.input(contactFilterSchema).query(async ({ ctx, input }) => ({
    filename: csvFileName('contacts'),
    csv: contactsCsv(await listContactMessagesForExport(ctx.db, input)),
  })),
});
