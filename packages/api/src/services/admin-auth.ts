// Administrator sign-in and the creation or reset of administrators at start and from the CLI.
import { countAdmins, type DB, findAdminCredentials, getAdminProfile, recordAdminLogin, upsertAdmin } from '@coach/db';
import { type AdminLogin, type AdminProfile, AUTH_MESSAGES, SITE, unauthorized } from '@coach/shared';
import { getDecoyHash, hashPassword, verifyPassword } from './passwords';
import type { TokenService } from './tokens';

export async function loginAdmin(
  db: DB,
  tokens: TokenService,
  input: AdminLogin,
): Promise<{ access_token: string; admin: AdminProfile }> {
  const credentials = await findAdminCredentials(db, input.username);
  const valid = await verifyPassword(input.password, credentials?.password_hash ?? (await getDecoyHash()));
  if (!credentials || !valid) throw unauthorized(AUTH_MESSAGES.badCredentials);
  const profile = await getAdminProfile(db, credentials.id);
  if (!profile) throw unauthorized(AUTH_MESSAGES.badCredentials);
  await recordAdminLogin(db, credentials.id);
  return {
    access_token: await tokens.issueAdminToken(credentials.id),
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
