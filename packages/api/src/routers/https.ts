// HTTPS obtained by the program itself (DOMAIN): the certificate and its renewal, for Settings (read-only).
import { httpsStatus } from '../services/https';
import { adminProcedure, router } from '../trpc';

export const httpsRouter = router({
  status: adminProcedure.query(({ ctx }) => ({ status: httpsStatus(ctx.https) })),
});
