// Files that must survive a power cut once acknowledged (uploads, backups, a restore): flushed to the disk, and so is
// the folder that names them, since a new name is only durable once its folder is.
import { open, readdir } from 'node:fs/promises';
import { join } from 'node:path';

/** Flushes a file, or a folder's list of names, to the disk. */
export async function syncToDisk(path: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Flushes every file and folder below `dir`, then `dir` itself. */
export async function syncTree(dir: string): Promise<void> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) await syncTree(path);
    else if (entry.isFile()) await syncToDisk(path);
  }
  await syncToDisk(dir);
}
