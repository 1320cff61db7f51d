// Business settings: the owner reads and saves the details the public site shows.
import { businessSettingsInputSchema } from '@coach/shared';
import { adminProcedure, router } from '../trpc';

export const settingsRouter = router({
  get: adminProcedure.query(({ ctx }) => ctx.settings.get()),
  update: adminProcedure.input(businessSettingsInputSchema).mutation(({ ctx, input }) => ctx.settings.save(input)),
});
