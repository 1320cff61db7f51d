// Backups for the owner: the list in BACKUP_DIR and "Back up now" (downloads are a REST route: they stream a file).
import { adminProcedure, router } from '../trpc';

export const backupRouter = router({
  list: adminProcedure.query(async ({ ctx }) => ({ backups: await ctx.backups.list() })),
  create: adminProcedure.mutation(async ({ ctx }) => ({ backup: (await ctx.backups.create('manual')).backup })),
});
