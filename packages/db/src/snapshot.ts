// Consistent copies of a live database (SQLite's online backup API) and what a copy holds.
import SQLite from 'better-sqlite3';
import { type DB, sqliteHandle } from './client';

/** Pages copied per step: all of them, so a writer in another process cannot restart the copy forever. */
const ALL_PAGES = 0x7fffffff;

/**
 * Writes a snapshot of `db` to `file` (which must not exist) while other connections keep reading and writing.
 * Everything committed before the call is in it. The copy is left as one self-contained file (no WAL).
 */
export async function snapshotDatabase(db: DB, file: string): Promise<void> {
  await sqliteHandle(db).backup(file, { progress: () => ALL_PAGES });
  const copy = new SQLite(file);
  try {
    copy.pragma('journal_mode = DELETE');
  } finally {
    copy.close();
  }
}

export type DatabaseFileFacts = {
  /** `PRAGMA integrity_check`: "ok", or the problems SQLite found. */
  integrity: string;
  /** Rows per table (SQLite's own tables left out), by table name. */
  rowCounts: Record<string, number>;
  /** Migrations applied to it, in order. */
  migrations: string[];
};

/** Opens a database file read-only and reports its integrity, row counts and migrations. */
export function describeDatabaseFile(file: string): DatabaseFileFacts {
  let sqlite: SQLite.Database;
  try {
    sqlite = new SQLite(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    return { integrity: `cannot be opened (${(error as Error).message})`, rowCounts: {}, migrations: [] };
  }
  try {
    const integrity = (sqlite.pragma('integrity_check') as Array<{ integrity_check: string }>)
      .map((row) => row.integrity_check)
      .join('; ');
    const tables = sqlite
      .prepare(`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`)
      .pluck()
      .all() as string[];
    const rowCounts: Record<string, number> = {};
    for (const name of tables) {
      rowCounts[name] = Number(
        sqlite
          .prepare(`select count(*) from "${name.replace(/"/g, '""')}"`)
          .pluck()
          .get(),
      );
    }
    const migrations = tables.includes('kysely_migration')
      ? (sqlite.prepare('select name from kysely_migration order by name').pluck().all() as string[])
      : [];
    return { integrity, rowCounts, migrations };
  } catch (error) {
    return { integrity: `cannot be read (${(error as Error).message})`, rowCounts: {}, migrations: [] };
  } finally {
    sqlite.close();
  }
}
