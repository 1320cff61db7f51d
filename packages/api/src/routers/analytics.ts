// The owner's figures: visitors, sources, landing pages, campaigns and devices, with the leads each brought.
import { analyticsQuerySchema } from '@coach/shared';
import { businessAnalytics } from '../services/analytics';
import { adminProcedure, router } from '../trpc';

export const analyticsRouter = router({
  report: adminProcedure.input(analyticsQuerySchema).query(({ ctx, input }) => businessAnalytics(ctx.db, input)),
});
