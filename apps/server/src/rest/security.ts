// Security for the signed-in administrator: two-factor sign-in, password, other sessions, sign-out, the audit log.
import {
  audit,
  changeAdminPassword,
  disableMfaWithProof,
  enableMfaWithCode,
  readAuditLog,
  type Services,
  securityStatus,
  signOutOtherSessions,
  startMfaSetup,
} from '@coach/api';
import { auditQuerySchema, mfaDisableSchema, mfaEnableSchema, passwordChangeSchema } from '@coach/shared';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { adminGuard, parse } from './support';

/** The administrator of a guarded request, as the audit log names them. */
const actorOf = (request: FastifyRequest) => ({ adminId: request.adminId as number, ip: request.ip });

export const securityRoutes: FastifyPluginAsync<Services> = async (app, services) => {
  const guard = { preHandler: adminGuard(services) };
  // Answers about secrets and sessions are never kept by a browser or a proxy.
  app.addHook('onSend', async (request, reply) => {
    if (request.routeOptions.url?.startsWith('/api/admin/')) reply.header('cache-control', 'no-store');
  });

  app.get('/api/admin/security', guard, (request) => securityStatus(services, actorOf(request).adminId));

  app.post('/api/admin/mfa/setup', guard, (request) => startMfaSetup(services, actorOf(request).adminId));
  app.post('/api/admin/mfa/enable', guard, async (request) => {
    const { code } = parse(mfaEnableSchema, request.body);
    const result = await enableMfaWithCode(services, actorOf(request).adminId, code);
    await audit(services, actorOf(request), {
      action: 'mfa_enable',
      target_type: 'administrator',
      target_id: request.adminId,
    });
    return result;
  });
  app.post('/api/admin/mfa/disable', guard, async (request) => {
    const proof = parse(mfaDisableSchema, request.body);
    await disableMfaWithProof(services, actorOf(request).adminId, proof);
    await audit(services, actorOf(request), {
      action: 'mfa_disable',
      target_type: 'administrator',
      target_id: request.adminId,
    });
    return { message: 'Two-factor sign-in is off' };
  });

  app.post('/api/admin/password', guard, (request) =>
    changeAdminPassword(services, actorOf(request), parse(passwordChangeSchema, request.body)),
  );
  app.post('/api/admin/sessions/revoke-others', guard, (request) => signOutOtherSessions(services, actorOf(request)));
  app.post('/api/admin/logout', guard, async (request) => {
    await audit(services, actorOf(request), { action: 'sign_out' });
    return { message: 'Signed out' };
  });

  app.get('/api/admin/audit', guard, async (request) => {
    const { entries, pagination } = await readAuditLog(services, parse(auditQuerySchema, request.query));
    return { entries, pagination };
  });
};
