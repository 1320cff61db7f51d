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
import {
  auditLogAnswerSchema,
  auditQuerySchema,
  messageAnswerSchema,
  mfaDisableSchema,
  mfaEnableSchema,
  passwordChangeSchema,
  SECURITY_MESSAGES,
  securityAnswers,
  securityStatusSchema,
} from '@coach/shared';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { documented, type Operation } from './contract';
import { adminGuard, parse } from './support';

const tag = 'Security';
const alreadyOn = { 409: 'Two-factor sign-in is already on.' };
/** The password (and code) asked again are throttled on their own (services/ask-again.ts). */
const askedTooOften = {
  429: `Five wrong passwords or codes asked again within 15 minutes (\`${SECURITY_MESSAGES.askedTooOften}\`).`,
};

const OPERATIONS = {
  status: {
    summary: "The signed-in administrator's security: two-factor sign-in on or off, recovery codes left",
    tag,
    access: 'admin',
    answer: { status: 200, schema: securityStatusSchema, description: 'The security state.' },
  },
  mfaSetup: {
    summary: 'Start turning on two-factor sign-in: a new secret to scan, kept pending until a first code confirms it',
    tag,
    access: 'admin',
    answer: { status: 200, schema: securityAnswers.mfaSetup, description: 'The secret, its address and QR code.' },
    failures: alreadyOn,
  },
  mfaEnable: {
    summary: 'Turn on two-factor sign-in with a code from the app; answers the recovery codes, shown this once',
    tag,
    access: 'admin',
    body: mfaEnableSchema,
    answer: {
      status: 200,
      schema: securityAnswers.mfaEnabled,
      description: 'On. A wrong code, or no setup started, is a 400.',
    },
    failures: alreadyOn,
  },
  mfaDisable: {
    summary: 'Turn off two-factor sign-in, with the password and a current code (or a recovery code)',
    tag,
    access: 'admin',
    body: mfaDisableSchema,
    answer: {
      status: 200,
      schema: messageAnswerSchema,
      description: 'Off. A wrong password or code is a 400.',
    },
    failures: { 409: 'Two-factor sign-in is not on.', ...askedTooOften },
  },
  password: {
    summary: 'Change the password (the current one, and a new one strong enough); every other session ends',
    tag,
    access: 'admin',
    body: passwordChangeSchema,
    answer: {
      status: 200,
      schema: securityAnswers.freshSession,
      description: 'Changed. A wrong current password, or a guessable new one, is a 400.',
    },
    failures: askedTooOften,
  },
  revokeOthers: {
    summary: 'Sign out every other session of this administrator',
    tag,
    access: 'admin',
    answer: { status: 200, schema: securityAnswers.freshSession, description: 'Done; this session goes on.' },
  },
  logout: {
    summary: 'Sign out: recorded in the audit log; the client forgets its token',
    tag,
    access: 'admin',
    answer: { status: 200, schema: messageAnswerSchema, description: 'Signed out.' },
  },
  audit: {
    summary: 'A page of the audit log, newest first, filtered by action, administrator and days (UTC)',
    tag: 'Audit log',
    access: 'admin',
    query: auditQuerySchema,
    answer: { status: 200, schema: auditLogAnswerSchema, description: 'The page of entries.' },
  },
} satisfies Record<string, Operation>;

/** The administrator of a guarded request, as the audit log names them. */
const actorOf = (request: FastifyRequest) => ({ adminId: request.adminId as number, ip: request.ip });

export const securityRoutes: FastifyPluginAsync<Services> = async (app, services) => {
  const guard = { preHandler: adminGuard(services) };
  // Answers about secrets and sessions are never kept by a browser or a proxy.
  app.addHook('onSend', async (request, reply) => {
    if (request.routeOptions.url?.startsWith('/api/admin/')) reply.header('cache-control', 'no-store');
  });

  app.get('/api/admin/security', documented(OPERATIONS.status, guard), (request) =>
    securityStatus(services, actorOf(request).adminId),
  );

  app.post('/api/admin/mfa/setup', documented(OPERATIONS.mfaSetup, guard), (request) =>
    startMfaSetup(services, actorOf(request).adminId),
  );
  app.post('/api/admin/mfa/enable', documented(OPERATIONS.mfaEnable, guard), async (request) => {
    const { code } = parse(mfaEnableSchema, request.body);
    const result = await enableMfaWithCode(services, actorOf(request).adminId, code);
    await audit(services, actorOf(request), {
      action: 'mfa_enable',
      target_type: 'administrator',
      target_id: request.adminId,
    });
    return result;
  });
  app.post('/api/admin/mfa/disable', documented(OPERATIONS.mfaDisable, guard), async (request) => {
    const proof = parse(mfaDisableSchema, request.body);
    await disableMfaWithProof(services, request.adminId as number, proof, request.ip);
    await audit(services, actorOf(request), {
      action: 'mfa_disable',
      target_type: 'administrator',
      target_id: request.adminId,
    });
    return { message: 'Two-factor sign-in is off' };
  });

  app.post('/api/admin/password', documented(OPERATIONS.password, guard), (request) =>
    changeAdminPassword(services, actorOf(request), parse(passwordChangeSchema, request.body)),
  );
  app.post('/api/admin/sessions/revoke-others', documented(OPERATIONS.revokeOthers, guard), (request) =>
    signOutOtherSessions(services, actorOf(request)),
  );
  app.post('/api/admin/logout', documented(OPERATIONS.logout, guard), async (request) => {
    await audit(services, actorOf(request), { action: 'sign_out' });
    return { message: 'Signed out' };
  });

  app.get('/api/admin/audit', documented(OPERATIONS.audit, guard), async (request) => {
    const { entries, pagination } = await readAuditLog(services, parse(auditQuerySchema, request.query));
    return { entries, pagination };
  });
};
