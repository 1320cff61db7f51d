import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DATA_FILES, writeBackupFile } from '@coach/api';
import { editManifest, repack, reseal } from '@coach/api/backup-testing';
import { closeDatabase, describeDatabaseFile, insertContactMessage, openDatabase } from '@coach/db';
import { createTestDatabase } from '@coach/db/testing';
import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { StorageConfig } from '../config';
import { acquireDataLock } from '../data-lock';
import { RestoreRefusedError, restoreBackup } from './restore';

const CONTACT = { name: 'Ravi', email: 'ravi@example.com', phone: null, subject: 'Plans', message: 'Hello' };

function storageAt(dataDir: string): StorageConfig {
  return {
    dataDir,
    databaseFile: join(dataDir, DATA_FILES.database),
    uploadsDir: join(dataDir, DATA_FILES.uploads),
    backup: { dir: join(dataDir, 'backups'), intervalHours: 0, keep: 3 },
  };
}

const emptyDir = () => mkdtemp(join(tmpdir(), 'coach-restore-'));

/** A backup of a data folder with `contacts` contact messages, secrets and an upload. */
async function makeBackup(contacts = 2) {
  const { db, dir } = await createTestDatabase();
  for (let i = 0; i < contacts; i++) await insertContactMessage(db, { ...CONTACT, email: `c${i}@example.com` });
  await writeFile(join(dir, DATA_FILES.secrets), '{"publicApiKey":"pk_from_backup_0000","appSecret":"x"}\n');
  await mkdir(join(dir, 'uploads/blog'), { recursive: true });
  await writeFile(join(dir, 'uploads/blog/cover.webp'), 'cover');
  const file = join(await emptyDir(), 'backup.tar.gz');
  await writeBackupFile({ db, dataDir: dir, target: { path: file }, version: '1.0.0' });
  await closeDatabase(db);
  return file;
}

/** The names and bytes of everything in a folder (without opening the database, which could add files). */
async function snapshotOf(dir: string) {
  const entries = (await readdir(dir, { recursive: true })).sort();
  const hashes: Record<string, string> = {};
  for (const entry of entries) {
    const path = join(dir, entry);
    if ((await stat(path)).isFile())
      hashes[entry] = createHash('sha256')
        .update(await readFile(path))
        .digest('hex');
  }
  return hashes;
}

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RestoreRefusedError);
  return (error as Error).message;
}

describe('restore', () => {
  it('puts the database, the secrets and the uploads into an empty DATA_DIR', async () => {
    const file = await makeBackup(3);
    const dataDir = join(await emptyDir(), 'data');
    const { manifest, safetyBackup } = await restoreBackup({ file, storage: storageAt(dataDir), force: false });
    expect(safetyBackup).toBeNull();
    expect(manifest.row_counts.contact_messages).toBe(3);
    expect(describeDatabaseFile(join(dataDir, 'app.sqlite'))).toMatchObject({ integrity: 'ok' });
    expect(describeDatabaseFile(join(dataDir, 'app.sqlite')).rowCounts.contact_messages).toBe(3);
    expect(await readFile(join(dataDir, 'secrets.json'), 'utf8')).toContain('pk_from_backup_0000');
    expect(await readFile(join(dataDir, 'uploads/blog/cover.webp'), 'utf8')).toBe('cover');
    // No staging folders are left; the lock is free again.
    expect((await readdir(dataDir)).filter((n) => n.startsWith('.'))).toEqual([]);
    acquireDataLock(dataDir, 'server').release();
  });

  it('counts a server’s own certificates as no data, and leaves them in place (backups do not hold them)', async () => {
    const file = await makeBackup(2);
    const dataDir = join(await emptyDir(), 'data');
    await mkdir(join(dataDir, 'certificates'), { recursive: true });
    await writeFile(join(dataDir, 'certificates/site.crt'), 'this server’s certificate');
    await restoreBackup({ file, storage: storageAt(dataDir), force: false });
    expect(describeDatabaseFile(join(dataDir, 'app.sqlite')).rowCounts.contact_messages).toBe(2);
    expect(await readFile(join(dataDir, 'certificates/site.crt'), 'utf8')).toBe('this server’s certificate');
  });

  it('refuses a DATA_DIR that holds data unless forced, and then backs that data up before replacing it', async () => {
    const file = await makeBackup(1);
    const { db, dir } = await createTestDatabase();
    for (let i = 0; i < 5; i++) await insertContactMessage(db, { ...CONTACT, email: `old${i}@example.com` });
    await closeDatabase(db);
    await mkdir(join(dir, 'uploads'), { recursive: true });
    await writeFile(join(dir, 'uploads/old.webp'), 'old');
    const before = await snapshotOf(dir);

    const message = await refusal(restoreBackup({ file, storage: storageAt(dir), force: false }));
    expect(message).toBe(
      `Refusing to restore: ${dir} is not empty (it holds app.sqlite, uploads). Use --force to replace its data (it is backed up first).`,
    );
    expect(await snapshotOf(dir)).toEqual(before);

    const { safetyBackup } = await restoreBackup({ file, storage: storageAt(dir), force: true });
    expect(safetyBackup).toMatch(/backups\/nutriwell-\d{8}-\d{6}-pre-restore\.tar\.gz$/);
    expect(describeDatabaseFile(join(dir, 'app.sqlite')).rowCounts.contact_messages).toBe(1);
    expect(existsSync(join(dir, 'uploads/old.webp'))).toBe(false);
    expect(existsSync(join(dir, 'uploads/blog/cover.webp'))).toBe(true);

    // The replaced data can itself be restored.
    await restoreBackup({ file: safetyBackup!, storage: storageAt(dir), force: true });
    expect(describeDatabaseFile(join(dir, 'app.sqlite')).rowCounts.contact_messages).toBe(5);
    expect(await readFile(join(dir, 'uploads/old.webp'), 'utf8')).toBe('old');
  });

  it('refuses, even forced, to replace uploads it cannot back up (no database) or to pass an interrupted restore', async () => {
    const file = await makeBackup(1);
    const dir = await emptyDir();
    await mkdir(join(dir, 'uploads'));
    await writeFile(join(dir, 'uploads/only.webp'), 'x');
    expect(await refusal(restoreBackup({ file, storage: storageAt(dir), force: true }))).toBe(
      `Refusing to restore: ${dir} holds uploads but no database, so they cannot be backed up first. Move them away by hand, then restore.`,
    );
    expect(await readFile(join(dir, 'uploads/only.webp'), 'utf8')).toBe('x');

    const other = await emptyDir();
    await mkdir(join(other, '.replaced-abc123'));
    expect(await refusal(restoreBackup({ file, storage: storageAt(other), force: true }))).toBe(
      `Refusing to restore: an earlier restore was interrupted; the data it was replacing is in ${join(other, '.replaced-abc123')}. Move back what you need from it, delete it, then restore again.`,
    );
  });

  it('refuses while a server holds DATA_DIR, and changes nothing', async () => {
    const file = await makeBackup(1);
    const dir = await emptyDir();
    const lock = acquireDataLock(dir, 'server');
    const message = await refusal(restoreBackup({ file, storage: storageAt(dir), force: true }));
    expect(message).toBe(
      `Refusing to restore: ${dir} is in use by a running NutriWell server or restore; stop it first.`,
    );
    expect(existsSync(join(dir, 'app.sqlite'))).toBe(false);
    lock.release();
  });

  it('refuses a backup made by a newer version (newer migrations), before touching DATA_DIR', async () => {
    const newer = await repack(await makeBackup(1), async (d) => {
      const sqlite = new SQLite(join(d, 'app.sqlite'));
      sqlite.exec(`insert into kysely_migration (name, timestamp) values ('9999_future', '2030-01-01')`);
      sqlite.close();
      await reseal(d, 'app.sqlite');
      await editManifest(d, (m) => {
        m.version = '9.0.0';
        m.migrations.push('9999_future');
        m.latest_migration = '9999_future';
      });
    });
    const dir = join(await emptyDir(), 'data');
    const message = await refusal(restoreBackup({ file: newer, storage: storageAt(dir), force: false }));
    expect(message).toMatch(
      /^Refusing to restore: the backup was made by NutriWell 9\.0\.0, whose database is newer than this NutriWell .+ understands \(migration 9999_future\)\. Restore it with NutriWell 9\.0\.0 or newer\.$/,
    );
    expect(existsSync(dir)).toBe(false);
  });

  it('refuses a damaged backup or a damaged database in it, leaving DATA_DIR as it was', async () => {
    const file = await makeBackup(1);
    const dir = join(await emptyDir(), 'data');
    const bytes = await readFile(file);
    bytes[Math.floor(bytes.length / 2)]! ^= 0xff;
    const flipped = join(await emptyDir(), 'flipped.tar.gz');
    await writeFile(flipped, bytes);
    expect(await refusal(restoreBackup({ file: flipped, storage: storageAt(dir), force: false }))).toMatch(
      /^Refusing to restore .*flipped\.tar\.gz: /,
    );

    const garbled = await repack(file, async (d) => {
      const db = await readFile(join(d, 'app.sqlite'));
      db.fill(0x41, 4096, 8192);
      await writeFile(join(d, 'app.sqlite'), db);
      await reseal(d, 'app.sqlite');
    });
    expect(await refusal(restoreBackup({ file: garbled, storage: storageAt(dir), force: false }))).toMatch(
      /^Refusing to restore: the database in the backup is damaged/,
    );
    expect((await readdir(dir)).filter((n) => n !== 'nutriwell.lock')).toEqual([]);
  });

  it('works with the database of the restored folder (a server can open and write it)', async () => {
    const dir = join(await emptyDir(), 'data');
    await restoreBackup({ file: await makeBackup(2), storage: storageAt(dir), force: false });
    const db = openDatabase(join(dir, 'app.sqlite'));
    await insertContactMessage(db, CONTACT);
    expect((await db.selectFrom('contact_messages').select('id').execute()).length).toBe(3);
    await closeDatabase(db);
  });
});
