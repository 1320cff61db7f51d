// Backups for the owner: the list in BACKUP_DIR and "Back up now", and their off-site copies: the storage's settings,
// the connection test, the state of the uploads and the copies (downloads and restores are REST routes: they stream
// a file, or take one).
import { offsiteSettingsInput } from '@coach/shared';
import {
  offsiteCopies,
  offsiteStatus,
  saveOffsiteSettings,
  testOffsite,
  turnOffsiteOff,
} from '../services/backup/offsite-service';
import { adminProcedure, router } from '../trpc';

export const backupRouter = router({
  list: adminProcedure.query(async ({ ctx }) => ({ backups: await ctx.backups.list() })),
  create: adminProcedure.mutation(async ({ ctx }) => ({ backup: (await ctx.backups.create('manual')).backup })),
  offsite: router({
    status: adminProcedure.query(async ({ ctx }) => ({ status: await offsiteStatus(ctx.offsite) })),
    copies: adminProcedure.query(async ({ ctx }) => ({ copies: await offsiteCopies(ctx.offsite) })),
    save: adminProcedure
      .input(offsiteSettingsInput)
      .mutation(({ ctx, input }) => saveOffsiteSettings(ctx.offsite, input)),
    turnOff: adminProcedure.mutation(({ ctx }) => turnOffsiteOff(ctx.offsite)),
    /** With the form's values, or (no input) with the storage now in force. */
    test: adminProcedure
      .input(offsiteSettingsInput.nullable())
      .mutation(({ ctx, input }) => testOffsite(ctx.offsite, input)),
  }),
});
