// Administrator accounts. Only sign-in reads the password hash; every other read selects the profile columns.
import type { AdminProfile } from '@coach/shared';
import type { DB } from '../client';
import { nowIso } from '../json';

export type AdminCredentials = {
  id: number;
  username: string;
  password_hash: string;
  /** Encrypted; null while two-factor sign-in is off. */
  mfa_secret: string | null;
  mfa_pending_secret: string | null;
  session_epoch: number;
};

const CREDENTIALS = ['id', 'username', 'password_hash', 'mfa_secret', 'mfa_pending_secret', 'session_epoch'] as const;

export async function findAdminCredentials(db: DB, username: string): Promise<AdminCredentials | undefined> {
  return db.selectFrom('administrators').select(CREDENTIALS).where('username', '=', username).executeTakeFirst();
}

export async function findAdminCredentialsById(db: DB, id: number): Promise<AdminCredentials | undefined> {
  return db.selectFrom('administrators').select(CREDENTIALS).where('id', '=', id).executeTakeFirst();
}

/** Keeps a secret shown for enrolment until a first code confirms it. */
export async function setPendingMfaSecret(db: DB, id: number, secret: string): Promise<void> {
  await db
    .updateTable('administrators')
    .set({ mfa_pending_secret: secret, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

/** Turns two-factor on with the confirmed secret and a fresh set of recovery codes (hashes), in one transaction. */
export async function enableMfa(
  db: DB,
  id: number,
  change: { secret: string; step: number; recoveryCodeHashes: string[] },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('administrators')
      .set({ mfa_secret: change.secret, mfa_pending_secret: null, mfa_last_step: change.step, updated_at: nowIso() })
      .where('id', '=', id)
      .execute();
    await trx.deleteFrom('admin_recovery_codes').where('admin_id', '=', id).execute();
    await trx
      .insertInto('admin_recovery_codes')
      .values(change.recoveryCodeHashes.map((code_hash) => ({ admin_id: id, code_hash })))
      .execute();
  });
}

/** Turns two-factor off and drops the recovery codes; false when there is no such administrator. */
export async function disableMfa(db: DB, where: { id: number } | { username: string }): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const admin = await trx
      .selectFrom('administrators')
      .select('id')
      .$call((q) => ('id' in where ? q.where('id', '=', where.id) : q.where('username', '=', where.username)))
      .executeTakeFirst();
    if (!admin) return false;
    await trx
      .updateTable('administrators')
      .set({ mfa_secret: null, mfa_pending_secret: null, updated_at: nowIso() })
      .where('id', '=', admin.id)
      .execute();
    await trx.deleteFrom('admin_recovery_codes').where('admin_id', '=', admin.id).execute();
    return true;
  });
}

/** Takes a code's time step once: false when that step or a later one was already used (a replay). */
export async function acceptMfaStep(db: DB, id: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable('administrators')
    .set({ mfa_last_step: step })
    .where('id', '=', id)
    .where('mfa_last_step', '<', step)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Spends an unused recovery code; false when it is unknown or already used. */
export async function redeemRecoveryCode(db: DB, id: number, codeHash: string): Promise<boolean> {
  const result = await db
    .updateTable('admin_recovery_codes')
    .set({ used_at: nowIso() })
    .where('admin_id', '=', id)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function countUnusedRecoveryCodes(db: DB, id: number): Promise<number> {
  const row = await db
    .selectFrom('admin_recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('admin_id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Ends every session issued before now; returns the new epoch (the caller's next token carries it). */
export async function raiseSessionEpoch(db: DB, id: number): Promise<number> {
  const row = await db
    .updateTable('administrators')
    .set((eb) => ({ session_epoch: eb('session_epoch', '+', 1), updated_at: nowIso() }))
    .where('id', '=', id)
    .returning('session_epoch')
    .executeTakeFirstOrThrow();
  return row.session_epoch;
}

export async function setAdminPasswordHash(db: DB, id: number, password_hash: string): Promise<void> {
  await db.updateTable('administrators').set({ password_hash, updated_at: nowIso() }).where('id', '=', id).execute();
}

export async function getAdminUsername(db: DB, id: number): Promise<string | undefined> {
  return (await db.selectFrom('administrators').select('username').where('id', '=', id).executeTakeFirst())?.username;
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
