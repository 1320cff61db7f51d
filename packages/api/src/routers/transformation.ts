// Transformation procedures: the public list.
import { listTransformations } from '@coach/db';
import { publicTransformationQuerySchema } from '@coach/shared';
import { publicProcedure, router } from '../trpc';

export const transformationRouter = router({
  list: publicProcedure
    .input(publicTransformationQuerySchema)
    .query(async ({ ctx, input }) => ({ transformations: await listTransformations(ctx.db, input) })),
});
