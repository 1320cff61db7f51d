// Installation facts kept in the database.
import type { DB } from '../client';

export async function getSetting(db: DB, key: string): Promise<string | null> {
  const row = await db.selectFrom('app_settings').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value ?? null;
}

export async function setSetting(db: DB, key: string, value: string): Promise<void> {
  await db
    .insertInto('app_settings')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}

/** A JSON value kept under a key; null when absent or unreadable. */
export async function getJsonSetting(db: DB, key: string): Promise<unknown> {
  const raw = await getSetting(db, key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

export async function setJsonSetting(db: DB, key: string, value: unknown): Promise<void> {
  await setSetting(db, key, JSON.stringify(value));
}

/** Sets a value only if it is still `expected` (one writer wins a race); true when it did. */
export async function replaceSetting(db: DB, key: string, expected: string, value: string): Promise<boolean> {
  const result = await db
    .updateTable('app_settings')
    .set({ value })
    .where('key', '=', key)
    .where('value', '=', expected)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteSetting(db: DB, key: string): Promise<void> {
  await db.deleteFrom('app_settings').where('key', '=', key).execute();
}
