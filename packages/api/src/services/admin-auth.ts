// Administrator sign-in and the creation or reset of administrators at start and from the CLI.
import {
  adminExists,
  countAdmins,
  type DB,
  findAdminCredentials,
  findAdminCredentialsById,
  getAdminProfile,
  insertAdmin,
  recordAdminLogin,
  updateAdminPassword,
  upsertAdmin,
} from '@coach/db';
import {
  type AdminLogin,
  type AdminProfile,
  AUTH_MESSAGES,
  conflict,
  notFound,
  SECURITY_MESSAGES,
  unauthorized,
} from '@coach/shared';
import { audit } from './audit';
import type { LoginThrottle } from './login-throttle';
import { checkSecondFactor } from './mfa';
import { getDecoyHash, hashPassword, verifyPassword } from './passwords';
import { bearerToken, passwordFingerprint, type TokenService } from './tokens';

/**
 * What a session token is bound to: the password, and the session epoch once "sign out everywhere else" raised it.
 * A new password or a new epoch ends every token issued before. (Epoch 0 keeps tokens issued before epochs existed.)
 */
export const sessionKey = (admin: { password_hash: string; session_epoch: number }) =>
  admin.session_epoch ? `${admin.password_hash}#${admin.session_epoch}` : admin.password_hash;

export async function loginAdmin(
  services: {
    db: DB;
    tokens: TokenService;
    limits: { login: LoginThrottle };
    log?: { warn?(o: object, m: string): void };
  },
  ip: string,
  input: AdminLogin,
): Promise<{ access_token: string; admin: AdminProfile }> {
  const { db, tokens, limits } = services;
  await limits.login.take(ip, input.username);
  const credentials = await findAdminCredentials(db, input.username);
  const valid = await verifyPassword(input.password, credentials?.password_hash ?? (await getDecoyHash()));
  const profile = credentials && valid ? await getAdminProfile(db, credentials.id) : undefined;
  // The try taken above stays counted as the failure.
  const fail = async (reason: string) => {
    services.log?.warn?.({ ip, username: input.username.slice(0, 100) }, 'failed administrator sign-in');
    await audit(
      services,
      { adminId: null, admin: input.username.slice(0, 100), ip },
      { action: 'sign_in_failed', fields: [reason] },
    );
  };
  if (!credentials || !profile) {
    await fail('password');
    throw unauthorized(AUTH_MESSAGES.badCredentials);
  }
  if (credentials.mfa_secret) {
    // The password was right: the second step asks for the code. A wrong code counts as a failed sign-in.
    if (!input.code) {
      await limits.login.giveBack(ip, input.username);
      throw unauthorized(SECURITY_MESSAGES.mfaRequired, { mfa_required: true });
    }
    if (!(await checkSecondFactor(services, credentials, input.code))) {
      await fail('code');
      throw unauthorized(SECURITY_MESSAGES.codeInvalid, { mfa_required: true });
    }
  }
  await limits.login.recordSuccess(ip, input.username);
  await recordAdminLogin(db, credentials.id);
  await audit(services, { adminId: credentials.id, admin: credentials.username, ip }, { action: 'sign_in' });
  return {
    access_token: await tokens.issueAdminToken(credentials.id, sessionKey(credentials)),
    admin: { full_name: profile.full_name, email: profile.email },
  };
}

/** Without a name or e-mail (a test, a library caller), the account is named by its username: never by a demo owner. */
const accountDetails = (admin: { username: string; full_name?: string; email?: string }) => ({
  full_name: admin.full_name ?? admin.username,
  email: admin.email ?? '',
});

export async function setAdminPassword(
  db: DB,
  admin: { username: string; password: string; full_name?: string; email?: string },
): Promise<'created' | 'updated'> {
  return upsertAdmin(db, {
    username: admin.username,
    password_hash: await hashPassword(admin.password),
    ...accountDetails(admin),
  });
}

export { countAdmins };

/** Creates a new administrator; refuses a username that exists. */
export async function createAdmin(
  db: DB,
  admin: { username: string; password: string; full_name?: string; email?: string },
): Promise<void> {
  if (await adminExists(db, admin.username)) throw conflict(`Administrator "${admin.username}" already exists`);
  await insertAdmin(db, {
    username: admin.username,
    password_hash: await hashPassword(admin.password),
    ...accountDetails(admin),
  });
}

/** Sets a new password for an existing administrator; refuses an unknown username. */
export async function resetAdminPassword(db: DB, username: string, password: string): Promise<void> {
  if (!(await updateAdminPassword(db, username, await hashPassword(password)))) {
    throw notFound(`No administrator "${username}"`);
  }
}

/**
 * The administrator behind an `Authorization: Bearer` header: the token must be valid and issued for the
 * administrator's current password (a reset ends older sessions).
 */
export async function authenticateAdmin(db: DB, tokens: TokenService, authorization: string | undefined) {
  const claims = await tokens.readAdminToken(bearerToken(authorization));
  if (!claims) return null;
  const admin = await findAdminCredentialsById(db, claims.adminId);
  if (!admin || passwordFingerprint(sessionKey(admin)) !== claims.passwordFingerprint) return null;
  return admin.id;
}
