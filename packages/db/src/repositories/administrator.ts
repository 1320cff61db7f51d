// Administrator accounts. Only sign-in reads the password hash; every other read selects the profile columns.
import type { AdminProfile } from '@coach/shared';
import type { DB } from '../client';
import { nowIso } from '../json';

export type AdminCredentials = { id: number; username: string; password_hash: string };

export async function findAdminCredentials(db: DB, username: string): Promise<AdminCredentials | undefined> {
  return db
    .selectFrom('administrators')
    .select(['id', 'username', 'password_hash'])
    .where('username', '=', username)
    .executeTakeFirst();
}

export async function findAdminCredentialsById(db: DB, id: number): Promise<AdminCredentials | undefined> {
  return db
    .selectFrom('administrators')
    .select(['id', 'username', 'password_hash'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function getAdminProfile(db: DB, id: number): Promise<(AdminProfile & { id: number }) | undefined> {
  return db.selectFrom('administrators').select(['id', 'full_name', 'email']).where('id', '=', id).executeTakeFirst();
}

export async function countAdmins(db: DB): Promise<number> {
  const row = await db
    .selectFrom('administrators')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function adminExists(db: DB, username: string): Promise<boolean> {
  return Boolean(
    await db.selectFrom('administrators').select('id').where('username', '=', username).executeTakeFirst(),
  );
}

export async function insertAdmin(
  db: DB,
  admin: { username: string; password_hash: string; full_name: string; email: string },
): Promise<void> {
  await db.insertInto('administrators').values(admin).execute();
}

/** Sets a new password hash; false when there is no such administrator. */
export async function updateAdminPassword(db: DB, username: string, password_hash: string): Promise<boolean> {
  const result = await db
    .updateTable('administrators')
    .set({ password_hash, updated_at: nowIso() })
    .where('username', '=', username)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Creates the administrator, or sets a new password hash when the username exists. Returns whether it was created. */
export async function upsertAdmin(
  db: DB,
  admin: { username: string; password_hash: string; full_name: string; email: string },
): Promise<'created' | 'updated'> {
  const existing = await db
    .selectFrom('administrators')
    .select('id')
    .where('username', '=', admin.username)
    .executeTakeFirst();
  if (existing) {
    await db
      .updateTable('administrators')
      .set({ password_hash: admin.password_hash, updated_at: nowIso() })
      .where('id', '=', existing.id)
      .execute();
    return 'updated';
  }
  await db.insertInto('administrators').values(admin).execute();
  return 'created';
}

export async function recordAdminLogin(db: DB, id: number): Promise<void> {
  await db.updateTable('administrators').set({ last_login_at: nowIso() }).where('id', '=', id).execute();
}
