// Test helper: a real, migrated SQLite file per test file (migrated once into a template, then copied).
import { copyFileSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator } from 'kysely/migration';
import { type DB, migrateToLatest, openDatabase } from './client';
import type { Database } from './database';
import { migrations } from './migrations';

let template: string | undefined;

async function migratedTemplate(): Promise<string> {
  if (template && existsSync(template)) return template;
  const file = join(mkdtempSync(join(tmpdir(), 'coach-template-')), 'template.sqlite');
  const db = openDatabase(file);
  await migrateToLatest(db);
  await db.destroy();
  template = file;
  return file;
}

/** A fresh database file in its own temp directory; `dir` is there for uploads and secrets. */
export async function createTestDatabase(): Promise<{ db: DB; file: string; dir: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'coach-test-'));
  const file = join(dir, 'app.sqlite');
  copyFileSync(await migratedTemplate(), file);
  return { db: openDatabase(file), file, dir };
}

/** A database migrated only up to `last`, with the migrations after it pending (upgrade tests). */
export async function createDatabaseMigratedTo(last: string): Promise<{ db: DB; file: string; dir: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'coach-test-'));
  const file = join(dir, 'app.sqlite');
  const db = openDatabase(file);
  const upTo = Object.fromEntries(Object.entries(migrations).filter(([name]) => name <= last));
  const { error } = await new Migrator({ db, provider: { getMigrations: async () => upTo } }).migrateToLatest();
  if (error) throw error;
  return { db, file, dir };
}

/** How many rows a table holds. */
export async function countRows(db: DB, table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
