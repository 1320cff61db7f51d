import { join } from 'node:path';
import { verifyBackupFile } from '@coach/api';
import { KNOWN_MIGRATIONS, migrationState } from '@coach/db';
import { createDatabaseMigratedTo, createTestDatabase } from '@coach/db/testing';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { backupServiceFor, NewerDatabaseError, upgradeDatabase } from './setup';
import { APP_VERSION } from './version';

const storage = (dir: string) => ({
  dataDir: dir,
  databaseFile: join(dir, 'app.sqlite'),
  uploadsDir: join(dir, 'uploads'),
  backup: { dir: join(dir, 'backups'), intervalHours: 0, keep: 3 },
});

describe('bringing a database up to date', () => {
  it('backs up a database that has data before applying pending migrations', async () => {
    const first = KNOWN_MIGRATIONS[0]!;
    const { db, dir } = await createDatabaseMigratedTo(first);
    const backups = backupServiceFor(storage(dir), db);
    const report = await upgradeDatabase(db, backups);
    expect(report.migrations).toEqual(KNOWN_MIGRATIONS.slice(1));
    expect(report.backupFile).toMatch(/backups\/nutriwell-\d{8}-\d{6}-pre-upgrade\.tar\.gz$/);
    const manifest = await verifyBackupFile(report.backupFile!);
    expect(manifest.migrations).toEqual([first]);
    expect((await migrationState(db)).pending).toEqual([]);
    // Up to date now: nothing to apply and no further backup.
    expect(await upgradeDatabase(db, backups)).toEqual({ migrations: [], backupFile: null });
  });

  it('does not back up a new, empty database', async () => {
    const { db, dir } = await createDatabaseMigratedTo('');
    const report = await upgradeDatabase(db, backupServiceFor(storage(dir), db));
    expect(report).toEqual({ migrations: [...KNOWN_MIGRATIONS], backupFile: null });
  });

  it('refuses a database migrated by a newer version, naming both versions, and leaves it as it was', async () => {
    const { db, dir } = await createTestDatabase();
    await sql`insert into kysely_migration (name, timestamp) values ('9999_from_the_future', '2030-01-01')`.execute(db);
    await sql`insert into app_settings (key, value) values ('schema_migrated_by_version', '9.1.0')`.execute(db);
    const error = await upgradeDatabase(db, backupServiceFor(storage(dir), db)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NewerDatabaseError);
    expect((error as Error).message).toBe(
      `This database was migrated by NutriWell 9.1.0, newer than this NutriWell ${APP_VERSION} (it has migration ` +
        '9999_from_the_future, unknown here). Run NutriWell 9.1.0 or newer, or restore a backup made before that upgrade.',
    );
    expect((await migrationState(db)).unknown).toEqual(['9999_from_the_future']);
  });
});
