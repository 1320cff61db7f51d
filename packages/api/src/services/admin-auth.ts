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
  SITE,
  unauthorized,
} from '@coach/shared';
import type { LoginThrottle } from './login-throttle';
import { getDecoyHash, hashPassword, verifyPassword } from './passwords';
import { bearerToken, passwordFingerprint, type TokenService } from './tokens';

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
  await limits.login.check(ip, input.username);
  const credentials = await findAdminCredentials(db, input.username);
  const valid = await verifyPassword(input.password, credentials?.password_hash ?? (await getDecoyHash()));
  const profile = credentials && valid ? await getAdminProfile(db, credentials.id) : undefined;
  if (!credentials || !profile) {
    await limits.login.recordFailure(ip, input.username);
    services.log?.warn?.({ ip, username: input.username.slice(0, 100) }, 'failed administrator sign-in');
    throw unauthorized(AUTH_MESSAGES.badCredentials);
  }
  await limits.login.recordSuccess(input.username);
  await recordAdminLogin(db, credentials.id);
  return {
    access_token: await tokens.issueAdminToken(credentials.id, credentials.password_hash),
    admin: { full_name: profile.full_name, email: profile.email },
  };
}

export async function setAdminPassword(
  db: DB,
  admin: { username: string; password: string; full_name?: string; email?: string },
): Promise<'created' | 'updated'> {
  return upsertAdmin(db, {
    username: admin.username,
    password_hash: await hashPassword(admin.password),
    full_name: admin.full_name ?? SITE.ownerName,
    email: admin.email ?? SITE.email,
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
    full_name: admin.full_name ?? SITE.ownerName,
    email: admin.email ?? SITE.email,
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
  if (!admin || passwordFingerprint(admin.password_hash) !== claims.passwordFingerprint) return null;
  return admin.id;
}
