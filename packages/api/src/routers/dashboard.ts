// The admin dashboard: counts and recent activity.
import { getDashboardStats } from '@coach/db';
import { adminProcedure, router } from '../trpc';

export const dashboardRouter = router({
  stats: adminProcedure.query(({ ctx }) => getDashboardStats(ctx.db)),
});
