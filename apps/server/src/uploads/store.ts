// Writes image variants under the uploads folder atomically (temp file, sync, rename, folder sync) and names their URLs.
import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { syncToDisk } from '@coach/api';
import type { ImageVariants } from './images';
import { newImageName, type UploadCategory } from './names';

export type StoredImage = {
  urls: { original: string; medium: string };
  /** absolute paths of the written files, to undo a request that fails later */
  paths: string[];
};

async function writeTemp(path: string, data: Buffer) {
  const handle = await open(path, 'wx');
  try {
    await handle.writeFile(data);
    await handle.datasync();
  } finally {
    await handle.close();
  }
}

/** Either both variants appear under their final names, or neither does. */
export async function storeImage(
  uploadsDir: string,
  category: UploadCategory,
  prefix: string | undefined,
  variants: ImageVariants,
): Promise<StoredImage> {
  const dir = join(uploadsDir, category);
  const name = newImageName(prefix);
  const paths = await storeFiles(dir, [
    { file: `${name}.webp`, data: variants.original },
    { file: `${name}-medium.webp`, data: variants.medium },
  ]);
  return {
    urls: { original: `/uploads/${category}/${name}.webp`, medium: `/uploads/${category}/${name}-medium.webp` },
    paths,
  };
}

/**
 * Writes files into `dir` (made if missing): each to a temporary name and synced, then all renamed, then the folder
 * synced. Either all of them appear under their names, durably, or none does. Returns their paths.
 */
export async function storeFiles(dir: string, files: Array<{ file: string; data: Buffer }>): Promise<string[]> {
  await mkdir(dir, { recursive: true });
  const temps: string[] = [];
  const done: string[] = [];
  try {
    for (const { file, data } of files) {
      const temp = join(dir, `.${file}.${randomBytes(6).toString('hex')}.tmp`);
      temps.push(temp);
      await writeTemp(temp, data);
    }
    for (const [i, { file }] of files.entries()) {
      const target = join(dir, file);
      await rename(temps[i] as string, target);
      done.push(target);
    }
    // The new names are durable once their folder is: only then is the upload answered.
    await syncToDisk(dir);
  } catch (error) {
    await removeFiles([...temps, ...done]);
    throw error;
  }
  return done;
}

export async function removeFiles(paths: string[]) {
  await Promise.all(paths.map((path) => rm(path, { force: true })));
}
