import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from './client';
import { createTestDatabase } from './testing';

describe('openDatabase', () => {
  it('opens in WAL mode with foreign keys and a busy timeout', async () => {
    const { db } = await createTestDatabase();
    const pragma = async (name: string) =>
      Object.values((await sql.raw(`pragma ${name}`).execute(db)).rows[0] as Record<string, unknown>)[0];
    expect(await pragma('journal_mode')).toBe('wal');
    expect(await pragma('foreign_keys')).toBe(1);
    expect(await pragma('busy_timeout')).toBe(5000);
  });

  it('has nothing left to migrate on a migrated database and rejects invalid rows via constraints', async () => {
    const { db } = await createTestDatabase();
    expect(await migrateToLatest(db)).toEqual([]);
    await expect(db.insertInto('recipes').values({ title: 'x', meal_type: 'brunch' }).execute()).rejects.toThrow(
      /CHECK constraint/,
    );
  });
});
