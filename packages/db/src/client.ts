// Opens the SQLite file with the pragmas this app relies on, and runs migrations.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import type { Database } from './database';
import { migrations } from './migrations';

export type DB = Kysely<Database>;

/** The better-sqlite3 handle behind each Kysely instance, for what Kysely does not wrap (online backup, checkpoint). */
const handles = new WeakMap<DB, SQLite.Database>();

export function sqliteHandle(db: DB): SQLite.Database {
  const handle = handles.get(db);
  if (!handle) throw new Error('This database was not opened with openDatabase');
  return handle;
}

/** Distinct SQL texts kept prepared: the app's queries are a few hundred shapes, with values bound separately. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares each query's SQL anew; preparing is a large share of a small query's time, so statements are
 * kept by their text and reused (better-sqlite3 runs them synchronously, one at a time).
 */
function withStatementCache(sqlite: SQLite.Database) {
  const statements = new Map<string, SQLite.Statement>();
  return {
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value as string);
        statements.set(sql, statement);
      }
      return statement;
    },
    close: () => sqlite.close(),
  };
}

/**
 * How a commit reaches the disk. `full`: the write-ahead log is synced at every commit, so a write that was
 * acknowledged survives a power cut (the group commit shares one sync among the leads that arrive together).
 * `normal`: a commit survives a crash of the program but may be lost with power; chosen only by a self-hoster who
 * sets DATABASE_SYNC=normal (docs/decisions/019).
 */
export type SyncLevel = 'full' | 'normal';

const syncLevels = new WeakMap<DB, SyncLevel>();

/** WAL lets readers work while a write commits; the sync level is FULL unless the caller asks otherwise. */
export function openDatabase(file: string, { sync = 'full' }: { sync?: SyncLevel } = {}): DB {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma(`synchronous = ${sync === 'full' ? 'FULL' : 'NORMAL'}`);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  handles.set(db, sqlite);
  syncLevels.set(db, sync);
  return db;
}

/**
 * Runs a write of counts only (a post's views and likes, a banner's views and clicks, the visit counts) without
 * waiting for the disk: its commit is synced with the next acknowledged write, or by the next checkpoint. A power cut
 * may lose the last seconds of counts, never a lead; and a page view never costs a sync. The work holds the one
 * connection, so no other write can commit unsynced meanwhile; it must not be called inside a transaction.
 */
export async function countedWrite<T>(db: DB, work: (connection: DB) => Promise<T>): Promise<T> {
  if (syncLevels.get(db) !== 'full') return work(db);
  return db.connection().execute(async (connection) => {
    await sql`pragma synchronous = NORMAL`.execute(connection);
    try {
      return await work(connection);
    } finally {
      await sql`pragma synchronous = FULL`.execute(connection);
    }
  });
}

/**
 * Folds the write-ahead log into the database file, then closes it: what a clean shutdown leaves behind. A process
 * that shares the file with a running server passes `checkpoint: false` (the server's connection does that work).
 */
export async function closeDatabase(db: DB, { checkpoint = true } = {}): Promise<void> {
  const handle = handles.get(db);
  if (checkpoint && handle?.open) handle.pragma('wal_checkpoint(TRUNCATE)');
  await db.destroy();
}

/** Applies every pending migration; throws with the failing migration's name. */
export async function migrateToLatest(db: DB): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const cause = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${cause}`);
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
