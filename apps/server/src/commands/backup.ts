// `backup [--out FILE]` (works while the server runs and takes writes) and `restore FILE [--force]`.

import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { writeBackupFile } from '@coach/api';
import { closeDatabase, openDatabase } from '@coach/db';
import { restoreBackup } from '../backup/restore';
import { loadStorageConfig } from '../config';
import type { Runtime } from '../runtime';
import { backupServiceFor } from '../setup';
import { APP_VERSION } from '../version';

export class NothingToBackUpError extends Error {}

/** Returns the lines to print; the last one is the backup file's path. */
export async function backup(runtime: Runtime, out: string | undefined): Promise<string[]> {
  const storage = loadStorageConfig();
  if (!existsSync(storage.databaseFile)) {
    throw new NothingToBackUpError(`There is nothing to back up: ${storage.databaseFile} does not exist.`);
  }
  runtime.prepare(storage.dataDir);
  const db = openDatabase(storage.databaseFile);
  try {
    if (out) {
      const file = resolve(out);
      const { manifest } = await writeBackupFile({
        db,
        dataDir: storage.dataDir,
        target: { path: file },
        version: APP_VERSION,
      });
      return [`Backed up ${Object.keys(manifest.files).length} files.`, file];
    }
    const made = await backupServiceFor(storage, db).create('manual');
    return [`Backed up to ${storage.backup.dir} (the newest ${storage.backup.keep} are kept).`, made.file];
  } finally {
    await closeDatabase(db, { checkpoint: false });
  }
}

const ROW_LABELS: Record<string, [string, string]> = {
  consultations: ['consultation', 'consultations'],
  contact_messages: ['contact message', 'contact messages'],
  blog_posts: ['blog post', 'blog posts'],
  recipes: ['recipe', 'recipes'],
  transformations: ['transformation', 'transformations'],
  administrators: ['administrator', 'administrators'],
};

/** `shownAs`: what the report calls the file (an off-site copy's name rather than where it was fetched to). */
export async function restore(runtime: Runtime, file: string, force: boolean, shownAs?: string): Promise<string[]> {
  const storage = loadStorageConfig();
  const { manifest, safetyBackup } = await restoreBackup({
    file,
    storage,
    force,
    prepare: () => runtime.prepare(storage.dataDir),
  });
  const counts = Object.entries(ROW_LABELS)
    .map(([table, [one, many]]) => {
      const count = manifest.row_counts[table] ?? 0;
      return `${count} ${count === 1 ? one : many}`;
    })
    .join(', ');
  return [
    ...(safetyBackup ? [`The data that was in ${storage.dataDir} is backed up in ${safetyBackup}`] : []),
    `Restored ${shownAs ?? resolve(file)} (made by NutriWell ${manifest.version} at ${manifest.created_at}) into ${storage.dataDir}.`,
    `It holds ${counts}.`,
    `Start the server to use it: ${runtime.invocation('serve')}`,
  ];
}
