// Writes one backup file: a consistent database snapshot, the secrets and the uploads, with a manifest, as .tar.gz.
import { copyFile, link, mkdir, mkdtemp, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { type DB, describeDatabaseFile, snapshotDatabase } from '@coach/db';
import {
  BACKUP_APP,
  type BackupManifest,
  DATA_FILES,
  digestFile,
  type FileDigest,
  isBackupPath,
  MANIFEST_FILE,
  MANIFEST_FORMAT,
} from './manifest';

export type WriteBackupOptions = {
  db: DB;
  dataDir: string;
  /** The backup file to write; its folder is created when missing. Written under a temporary name, then renamed. */
  file: string;
  version: string;
};

/** Every regular file below `dir`, as paths relative to `root`; symbolic links and other kinds are left out. */
async function regularFiles(dir: string, root: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const files: string[] = [];
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await regularFiles(path, root)));
    else if (entry.isFile()) files.push(relative(root, path));
  }
  return files;
}

/** A hard link when both folders share a file system (instant, no space), a copy otherwise. */
async function linkOrCopy(from: string, to: string): Promise<void> {
  await mkdir(dirname(to), { recursive: true });
  try {
    await link(from, to);
  } catch {
    await copyFile(from, to);
  }
}

export async function writeBackupFile(options: WriteBackupOptions): Promise<BackupManifest> {
  const { db, dataDir, file, version } = options;
  await mkdir(dirname(file), { recursive: true, mode: 0o700 });
  const staging = await mkdtemp(join(dirname(file), '.staging-'));
  const partial = `${file}.partial`;
  try {
    const snapshot = join(staging, DATA_FILES.database);
    await snapshotDatabase(db, snapshot);
    const facts = describeDatabaseFile(snapshot);
    if (facts.integrity !== 'ok')
      throw new Error(`The database snapshot failed its integrity check: ${facts.integrity}`);

    const secrets = join(dataDir, DATA_FILES.secrets);
    if ((await stat(secrets).catch(() => null))?.isFile()) {
      await copyFile(secrets, join(staging, DATA_FILES.secrets));
    }
    // Listed after the snapshot: every upload the snapshot refers to already exists.
    const uploads = (await regularFiles(join(dataDir, DATA_FILES.uploads), dataDir)).filter(isBackupPath);
    for (const path of uploads) {
      await linkOrCopy(join(dataDir, path), join(staging, path));
    }

    const paths = (await regularFiles(staging, staging)).sort();
    const files: Record<string, FileDigest> = {};
    for (const path of paths) files[path] = await digestFile(join(staging, path));
    const manifest: BackupManifest = {
      format: MANIFEST_FORMAT,
      app: BACKUP_APP,
      version,
      created_at: new Date().toISOString(),
      latest_migration: facts.migrations.at(-1) ?? '',
      migrations: facts.migrations,
      row_counts: facts.rowCounts,
      files,
    };
    await writeFile(join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);

    // The manifest comes first, so a reader knows what to expect before the data arrives.
    // The archive library loads on first use: most starts of the server never make a backup.
    const { create: createTar } = await import('tar');
    await createTar({ file: partial, cwd: staging, gzip: true, portable: true, mode: 0o600 }, [
      MANIFEST_FILE,
      ...paths,
    ]);
    await rename(partial, file);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
    await rm(partial, { force: true });
  }
}
