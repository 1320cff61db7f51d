// One process at a time owns a DATA_DIR: the server while it runs, restore while it replaces the data.
// The lock is SQLite's own file lock on DATA_DIR/nutriwell.lock, which the operating system drops when the process
// ends however it ends, so a killed server never leaves a stale lock behind.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';

export const LOCK_FILE = 'nutriwell.lock';

export class DataDirInUseError extends Error {}

export type DataLock = { release(): void };

/**
 * Every lock held, until released: a connection nothing refers to is closed when it is garbage collected, which would
 * drop the file lock while its holder still runs (`dev.ts` keeps no reference to its lock).
 */
const held = new Set<SQLite.Database>();

export function acquireDataLock(dataDir: string, holder: 'server' | 'restore' | 'maintenance'): DataLock {
  mkdirSync(dataDir, { recursive: true });
  const sqlite = new SQLite(join(dataDir, LOCK_FILE), { timeout: 0 });
  try {
    // In exclusive locking mode the first write takes the file lock and keeps it until the connection closes.
    sqlite.pragma('journal_mode = MEMORY');
    sqlite.pragma('locking_mode = EXCLUSIVE');
    sqlite.exec('create table if not exists holder (pid integer, kind text, since text); delete from holder');
    sqlite
      .prepare('insert into holder (pid, kind, since) values (?, ?, ?)')
      .run(process.pid, holder, new Date().toISOString());
  } catch (error) {
    sqlite.close();
    if ((error as { code?: string }).code?.startsWith('SQLITE_BUSY')) {
      throw new DataDirInUseError(`${dataDir} is in use by a running NutriWell server or restore; stop it first.`);
    }
    throw error;
  }
  held.add(sqlite);
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      held.delete(sqlite);
      sqlite.close();
    },
  };
}
