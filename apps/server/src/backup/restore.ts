// `nutriwell restore FILE [--force]`: puts a backup's database, secrets and uploads into DATA_DIR, all or nothing.
// Every check runs before anything in DATA_DIR changes; the swap itself is a few renames on one file system.
import { mkdtemp, readdir, rename, rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import {
  type BackupManifest,
  DATA_FILES,
  extractBackupFile,
  InvalidBackupError,
  OFFSITE_SETTINGS_FILE,
  syncToDisk,
  syncTree,
  verifyBackupFile,
} from '@coach/api';
import { closeDatabase, describeDatabaseFile, KNOWN_MIGRATIONS, openDatabase } from '@coach/db';
import type { StorageConfig } from '../config';
import { acquireDataLock, LOCK_FILE } from '../data-lock';
import { CERTIFICATES_DIR } from '../https/certificate-files';
import { backupServiceFor } from '../setup';
import { APP_VERSION } from '../version';

/** A restore that was refused or failed; nothing in DATA_DIR changed. The message is one line. */
export class RestoreRefusedError extends Error {}

/**
 * What DATA_DIR may hold and still count as empty: the program's own bookkeeping and this server's link to its
 * off-site storage, not data.
 */
const BOOKKEEPING = new Set([
  LOCK_FILE,
  `${LOCK_FILE}-journal`,
  'cache',
  'backups',
  OFFSITE_SETTINGS_FILE,
  CERTIFICATES_DIR,
]);
const STAGING_PREFIX = '.restore-';
/** Where a restore parks the data it replaces during the swap; one left behind means a restore was interrupted. */
const REPLACED_PREFIX = '.replaced-';
/** What a restore replaces: the database (with its WAL files), the secrets and the uploads. */
const REPLACED = [
  DATA_FILES.database,
  `${DATA_FILES.database}-wal`,
  `${DATA_FILES.database}-shm`,
  DATA_FILES.secrets,
  DATA_FILES.uploads,
];

export type RestoreReport = { manifest: BackupManifest; safetyBackup: string | null };

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

async function dataEntries(dataDir: string): Promise<string[]> {
  const entries = await readdir(dataDir).catch(() => [] as string[]);
  return entries.filter((name) => !BOOKKEEPING.has(name) && !name.startsWith(STAGING_PREFIX));
}

function refuseNewer(manifest: BackupManifest) {
  const unknown = manifest.migrations.filter((name) => !KNOWN_MIGRATIONS.includes(name));
  if (unknown.length) {
    throw new RestoreRefusedError(
      `Refusing to restore: the backup was made by NutriWell ${manifest.version}, whose database is newer than this ` +
        `NutriWell ${APP_VERSION} understands (migration ${unknown.at(-1)}). Restore it with NutriWell ${manifest.version} or newer.`,
    );
  }
}

async function refuseDataUnlessForced(dataDir: string, force: boolean) {
  const existing = await dataEntries(dataDir);
  const interrupted = existing.find((name) => name.startsWith(REPLACED_PREFIX));
  if (interrupted) {
    throw new RestoreRefusedError(
      `Refusing to restore: an earlier restore was interrupted; the data it was replacing is in ` +
        `${join(dataDir, interrupted)}. Move back what you need from it, delete it, then restore again.`,
    );
  }
  if (existing.length && !force) {
    throw new RestoreRefusedError(
      `Refusing to restore: ${dataDir} is not empty (it holds ${existing.slice(0, 3).join(', ')}` +
        `${existing.length > 3 ? ', ...' : ''}). Use --force to replace its data (it is backed up first).`,
    );
  }
}

/** Renames each entry into `to`; on a failure, moves back what was moved and rethrows. */
async function moveAll(names: string[], from: string, to: string): Promise<void> {
  const moved: string[] = [];
  try {
    for (const name of names) {
      await rename(join(from, name), join(to, name));
      moved.push(name);
    }
  } catch (error) {
    for (const name of moved.reverse()) await rename(join(to, name), join(from, name)).catch(() => undefined);
    throw error;
  }
}

/**
 * Reads the whole backup and checks it as a restore would before touching anything: the manifest, every checksum, and
 * a database this version understands. `shownAs` names it in the refusal.
 */
export async function checkBackupFile(file: string, shownAs: string): Promise<BackupManifest> {
  let manifest: BackupManifest;
  try {
    manifest = await verifyBackupFile(file);
  } catch (error) {
    // Stryker disable next-line ConditionalExpression: verifyBackupFile throws nothing else (it turns tar's and the file system's failures into InvalidBackupError)
    if (error instanceof InvalidBackupError)
      throw new RestoreRefusedError(`Refusing to restore ${shownAs}: ${error.message}.`);
    throw error;
  }
  refuseNewer(manifest);
  return manifest;
}

export async function restoreBackup(options: {
  file: string;
  /** What refusals call the file (an off-site copy's name rather than where it was fetched to). */
  shownAs?: string;
  storage: StorageConfig;
  force: boolean;
  /** Called once the backup has passed every check that needs no native library (the executable unpacks them). */
  prepare?: () => void;
}): Promise<RestoreReport> {
  const { storage, force } = options;
  const { dataDir } = storage;
  const file = resolve(options.file);

  const manifest = await checkBackupFile(file, options.shownAs ?? file);
  // Checked before the lock (so a refusal creates nothing) and again while holding it.
  await refuseDataUnlessForced(dataDir, force);
  options.prepare?.();
  const lock = (() => {
    try {
      return acquireDataLock(dataDir, 'restore');
    } catch (error) {
      throw new RestoreRefusedError(`Refusing to restore: ${(error as Error).message}`);
    }
  })();
  let staging: string | null = null;
  try {
    await refuseDataUnlessForced(dataDir, force);
    staging = await mkdtemp(join(dataDir, STAGING_PREFIX));
    // A restore killed half-way leaves its staging folder behind; nothing else reads those.
    for (const name of await readdir(dataDir)) {
      const path = join(dataDir, name);
      if (name.startsWith(STAGING_PREFIX) && path !== staging) await rm(path, { recursive: true, force: true });
    }
    await extractBackupFile(file, staging, manifest);
    // On the disk before anything is swapped in: a power cut after the swap must not leave half-written files.
    await syncTree(staging);
    const restored = describeDatabaseFile(join(staging, DATA_FILES.database));
    if (restored.integrity !== 'ok') {
      throw new RestoreRefusedError(
        `Refusing to restore: the database in the backup is damaged (${restored.integrity}).`,
      );
    }
    if (restored.migrations.join() !== manifest.migrations.join()) {
      throw new RestoreRefusedError('Refusing to restore: the database in the backup does not match its manifest.');
    }

    const replaced = [];
    for (const name of REPLACED) if (await exists(join(dataDir, name))) replaced.push(name);
    let safetyBackup: string | null = null;
    if (replaced.length && !(await exists(join(dataDir, DATA_FILES.database)))) {
      throw new RestoreRefusedError(
        `Refusing to restore: ${dataDir} holds ${replaced.join(', ')} but no database, so they cannot be backed up ` +
          'first. Move them away by hand, then restore.',
      );
    }
    if (replaced.length) {
      const db = openDatabase(join(dataDir, DATA_FILES.database));
      try {
        safetyBackup = (await backupServiceFor(storage, db).create('pre-restore')).file;
      } catch (error) {
        throw new RestoreRefusedError(
          `Refusing to restore: the data now in ${dataDir} could not be backed up first (${(error as Error).message}). ` +
            'Move that folder away by hand, then restore into an empty one.',
        );
      } finally {
        await closeDatabase(db);
      }
    }

    const incoming = await readdir(staging);
    const trash = await mkdtemp(join(dataDir, REPLACED_PREFIX));
    await moveAll(replaced, dataDir, trash);
    try {
      await moveAll(incoming, staging, dataDir);
    } catch (error) {
      await moveAll(replaced, trash, dataDir);
      throw error;
    }
    await syncToDisk(dataDir);
    await rm(trash, { recursive: true, force: true });
    return { manifest, safetyBackup };
  } finally {
    if (staging) await rm(staging, { recursive: true, force: true });
    lock.release();
  }
}
