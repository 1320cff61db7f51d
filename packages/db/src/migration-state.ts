// What a database has applied compared with the migrations this program knows: what is pending, and what is newer.
import { sql } from 'kysely';
import type { DB } from './client';
import { migrations } from './migrations';

export const KNOWN_MIGRATIONS: readonly string[] = Object.keys(migrations).sort();
export const LATEST_MIGRATION: string = KNOWN_MIGRATIONS.at(-1) ?? '';

export type MigrationState = {
  applied: string[];
  /** Known to this program, not yet applied. */
  pending: string[];
  /** Applied by a newer program: this one does not know them. */
  unknown: string[];
};

export async function migrationState(db: DB): Promise<MigrationState> {
  const table = await sql<{ name: string }>`
    select name from sqlite_master where type = 'table' and name = 'kysely_migration'`.execute(db);
  const applied = table.rows.length
    ? (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db)).rows.map((r) => r.name)
    : [];
  const appliedSet = new Set(applied);
  return {
    applied,
    pending: KNOWN_MIGRATIONS.filter((name) => !appliedSet.has(name)),
    unknown: applied.filter((name) => !KNOWN_MIGRATIONS.includes(name)),
  };
}
