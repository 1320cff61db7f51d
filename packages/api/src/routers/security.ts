// The Security page (two-factor sign-in, password, other sessions) and the audit log, for the signed-in administrator.
import { auditQuerySchema, mfaDisableSchema, mfaEnableSchema, passwordChangeSchema } from '@coach/shared';
import { changeAdminPassword, signOutOtherSessions } from '../services/admin-security';
import { audit, readAuditLog } from '../services/audit';
import { disableMfaWithProof, enableMfaWithCode, securityStatus, startMfaSetup } from '../services/mfa';
import { adminProcedure, router } from '../trpc';

const actor = (ctx: { adminId: number; ip: string }) => ({ adminId: ctx.adminId, ip: ctx.ip });

export const securityRouter = router({
  status: adminProcedure.query(({ ctx }) => securityStatus(ctx, ctx.adminId)),
  mfaSetup: adminProcedure.mutation(({ ctx }) => startMfaSetup(ctx, ctx.adminId)),
  mfaEnable: adminProcedure.input(mfaEnableSchema).mutation(async ({ ctx, input }) => {
    const result = await enableMfaWithCode(ctx, ctx.adminId, input.code);
    await audit(ctx, actor(ctx), { action: 'mfa_enable', target_type: 'administrator', target_id: ctx.adminId });
    return result;
  }),
  mfaDisable: adminProcedure.input(mfaDisableSchema).mutation(async ({ ctx, input }) => {
    await disableMfaWithProof(ctx, ctx.adminId, input, ctx.ip);
    await audit(ctx, actor(ctx), { action: 'mfa_disable', target_type: 'administrator', target_id: ctx.adminId });
    return { message: 'Two-factor sign-in is off' };
  }),
  changePassword: adminProcedure
    .input(passwordChangeSchema)
    .mutation(({ ctx, input }) => changeAdminPassword(ctx, actor(ctx), input)),
  signOutOthers: adminProcedure.mutation(({ ctx }) => signOutOtherSessions(ctx, actor(ctx))),
  logout: adminProcedure.mutation(async ({ ctx }) => {
    await audit(ctx, actor(ctx), { action: 'sign_out' });
    return { message: 'Signed out' };
  }),
  audit: adminProcedure.input(auditQuerySchema).query(({ ctx, input }) => readAuditLog(ctx, input)),
});
