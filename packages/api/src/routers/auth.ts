// Administrator sign-in and the signed-in administrator's profile.
import { getAdminProfile } from '@coach/db';
import { AUTH_MESSAGES, adminLoginSchema, unauthorized } from '@coach/shared';
import { loginAdmin } from '../services/admin-auth';
import { adminProcedure, openProcedure, router } from '../trpc';

export const authRouter = router({
  login: openProcedure.input(adminLoginSchema).mutation(({ ctx, input }) => loginAdmin(ctx, ctx.ip, input)),

  me: adminProcedure.query(async ({ ctx }) => {
    const profile = await getAdminProfile(ctx.db, ctx.adminId);
    if (!profile) throw unauthorized(AUTH_MESSAGES.adminInvalid);
    return { full_name: profile.full_name, email: profile.email };
  }),
});
