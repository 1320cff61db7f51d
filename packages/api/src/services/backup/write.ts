// Writes one backup file: a consistent database snapshot, the secrets and the uploads, with a manifest, as .tar.gz.
import { copyFile, link, mkdir, mkdtemp, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { type DB, describeDatabaseFile, snapshotDatabase } from '@coach/db';
import { syncToDisk } from '../durable-files';
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
import { verifyBackupFile } from './read';

export type WriteBackupOptions = {
  db: DB;
  dataDir: string;
  version: string;
  /**
   * Where the backup goes: a path (replaced when it exists: `backup --out FILE`), or a folder and the names to try
   * in turn until one is free (two processes making a backup in the same second never share a name).
   */
  target: { path: string } | { dir: string; name: (attempt: number) => string };
};

/** Folders of backups being written; one left by a killed process is removed by the next server start. */
const STAGING_PREFIX = '.staging-';
const STALE_STAGING_MS = 6 * 60 * 60 * 1000;
const MAX_NAME_ATTEMPTS = 1000;

/** node-tar writes a second path to an already archived inode as a hard-link entry; a backup holds files only. */
class ForgetfulMap<K, V> extends Map<K, V> {
  override set(): this {
    return this;
  }
}

/** Every regular file below `dir`, as paths relative to `root`; links, other kinds and hidden names are left out. */
async function regularFiles(dir: string, root: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const files: string[] = [];
  for (const entry of entries) {
    // Hidden names are uploads still being written (`.name.random.tmp`), renamed into place when complete.
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await regularFiles(path, root)));
    else if (entry.isFile()) files.push(relative(root, path));
  }
  return files;
}

/** A hard link when both folders share a file system (instant, no space), a copy otherwise; false if it is gone. */
async function linkOrCopy(from: string, to: string): Promise<boolean> {
  await mkdir(dirname(to), { recursive: true });
  try {
    await link(from, to);
    return true;
  } catch {
    try {
      await copyFile(from, to);
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw error;
    }
  }
}

/** Moves the finished archive to its place; with a list of names, the first free one (never replacing a file). */
async function publish(archive: string, target: WriteBackupOptions['target']): Promise<string> {
  if ('path' in target) {
    await rename(archive, target.path);
    return target.path;
  }
  for (let attempt = 1; attempt <= MAX_NAME_ATTEMPTS; attempt++) {
    const file = join(target.dir, target.name(attempt));
    try {
      await link(archive, file);
      return file;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  throw new Error(`No free backup name in ${target.dir}`);
}

/** Removes staging folders that killed backups left in `dir` (any that a running backup uses are recent). */
export async function removeStaleStaging(dir: string): Promise<void> {
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    if (!name.startsWith(STAGING_PREFIX)) continue;
    const path = join(dir, name);
    const stats = await stat(path).catch(() => null);
    if (stats && Date.now() - stats.mtimeMs > STALE_STAGING_MS) await rm(path, { recursive: true, force: true });
  }
}

/**
 * Writes one backup: the snapshot, the secrets and the uploads with their manifest are staged in a private folder
 * beside the target, packed, flushed to disk and read back in full against the manifest, and only then put in place.
 */
export async function writeBackupFile(
  options: WriteBackupOptions,
): Promise<{ file: string; manifest: BackupManifest }> {
  const { db, dataDir, version, target } = options;
  const targetDir = 'path' in target ? dirname(target.path) : target.dir;
  await mkdir(targetDir, { recursive: true, mode: 0o700 });
  const staging = await mkdtemp(join(targetDir, STAGING_PREFIX));
  const content = join(staging, 'content');
  const archive = join(staging, 'backup.tar.gz');
  try {
    await mkdir(content);
    const snapshot = join(content, DATA_FILES.database);
    await snapshotDatabase(db, snapshot);
    const facts = describeDatabaseFile(snapshot);
    if (facts.integrity !== 'ok') {
      throw new Error(`The database snapshot failed its integrity check: ${facts.integrity}`);
    }

    const secrets = join(dataDir, DATA_FILES.secrets);
    if ((await stat(secrets).catch(() => null))?.isFile()) {
      await copyFile(secrets, join(content, DATA_FILES.secrets));
    }
    // Listed after the snapshot: every upload the snapshot refers to already exists.
    const uploads = (await regularFiles(join(dataDir, DATA_FILES.uploads), dataDir)).filter(isBackupPath);
    for (const path of uploads) await linkOrCopy(join(dataDir, path), join(content, path));

    const paths = (await regularFiles(content, content)).sort();
    const files: Record<string, FileDigest> = {};
    for (const path of paths) files[path] = await digestFile(join(content, path));
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
    await writeFile(join(content, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);

    // The archive library loads on first use: most starts of the server never make a backup.
    const { create: createTar } = await import('tar');
    // The manifest comes first, so a reader knows what to expect before the data arrives.
    await createTar(
      { file: archive, cwd: content, gzip: true, portable: true, mode: 0o600, linkCache: new ForgetfulMap() },
      [MANIFEST_FILE, ...paths],
    );
    await syncToDisk(archive);
    await verifyBackupFile(archive);
    const file = await publish(archive, target);
    await syncToDisk(targetDir);
    return { file, manifest };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
