// Transformation procedures: the public list and the administrator's paginated list and edits.
import {
  deleteTransformation,
  insertTransformation,
  listTransformations,
  listTransformationsPage,
  updateTransformation,
} from '@coach/db';
import {
  adminTransformationQuerySchema,
  idParamSchema,
  publicTransformationQuerySchema,
  transformationInputSchema,
  transformationUpdateSchema,
} from '@coach/shared';
import { adminProcedure, publicProcedure, router } from '../trpc';

export const transformationRouter = router({
  list: publicProcedure
    .input(publicTransformationQuerySchema)
    .query(async ({ ctx, input }) => ({ transformations: await listTransformations(ctx.db, input) })),

  adminList: adminProcedure
    .input(adminTransformationQuerySchema)
    .query(({ ctx, input }) => listTransformationsPage(ctx.db, input)),

  create: adminProcedure
    .input(transformationInputSchema)
    .mutation(({ ctx, input }) => insertTransformation(ctx.db, input)),

  update: adminProcedure
    .input(transformationUpdateSchema.extend(idParamSchema.shape))
    .mutation(({ ctx, input: { id, ...changes } }) => updateTransformation(ctx.db, id, changes)),

  delete: adminProcedure.input(idParamSchema).mutation(async ({ ctx, input }) => {
    await deleteTransformation(ctx.db, input.id);
    return { success: true };
  }),
});
