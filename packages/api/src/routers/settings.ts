// Business settings: the owner reads and saves the details the public site shows, and reads which logo it shows.
import { businessSettingsInputSchema, siteLogoOf } from '@coach/shared';
import { getStoredLogo } from '../services/logo';
import { adminProcedure, router } from '../trpc';

export const settingsRouter = router({
  get: adminProcedure.query(({ ctx }) => ctx.settings.get()),
  /** The uploaded logo (null: the shipped one shows); uploads and removal go over REST, as files do. */
  logo: adminProcedure.query(async ({ ctx }) => {
    const stored = await getStoredLogo(ctx.db);
    return stored ? siteLogoOf(stored) : null;
  }),
  update: adminProcedure.input(businessSettingsInputSchema).mutation(({ ctx, input }) => ctx.settings.save(input)),
});
