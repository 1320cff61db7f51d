// The admin dashboard: counts and recent activity.
import { router } from '../trpc';

export const dashboardRouter = router({});
