// The demo content a fresh install starts with: how much is left, and removing it (Settings).
import { demoContent, removeDemo } from '../services/demo-content';
import { adminProcedure, router } from '../trpc';

export const demoRouter = router({
  counts: adminProcedure.query(({ ctx }) => demoContent(ctx)),
  remove: adminProcedure.mutation(({ ctx }) => removeDemo(ctx, { adminId: ctx.adminId, ip: ctx.ip })),
});
