// A file written beside its place and renamed into it once complete: a reader never finds half of it, and a failure
// leaves nothing behind.

import { rename, unlink } from 'node:fs/promises';

/**
 * Fills `<target>.partial` with `fill` (which may also check it), then renames it to `target`; on any failure it is
 * removed and the failure rethrown.
 */
export async function writeIntoPlace<T>(target: string, fill: (partial: string) => Promise<T>): Promise<T> {
  const partial = `${target}.partial`;
  try {
    const result = await fill(partial);
    await rename(partial, target);
    return result;
  } catch (error) {
    await unlink(partial).catch(() => undefined);
    throw error;
  }
}
