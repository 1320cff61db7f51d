// The first run: whether /setup is open for a link, and finishing the setup (see services/first-run).
import { z } from 'zod';
import { completeSetup, setupInputSchema, setupOpen } from '../services/first-run';
import { publicProcedure, router } from '../trpc';

export const setupRouter = router({
  status: publicProcedure
    .input(z.object({ token: z.string().max(200).optional() }))
    .query(async ({ ctx, input }) => ({ open: await setupOpen(ctx.db, input.token) })),
  complete: publicProcedure.input(setupInputSchema).mutation(({ ctx, input }) => completeSetup(ctx, ctx.ip, input)),
});
