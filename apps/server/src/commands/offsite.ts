// `offsite list` and `offsite restore <NAME|latest> [--identity FILE] [--force]`: the off-site copies from the command
// line, for a new server after the old one is lost. The storage comes from BACKUP_S3_... (or, on the same server,
// from the settings the portal saved); a copy is fetched into BACKUP_DIR, checked against its checksum, decrypted with
// the owner's age private key when it is encrypted, and restored as `restore FILE` restores.
import { mkdir, readFile, rm } from 'node:fs/promises';
import {
  createOffsiteCopies,
  createOffsiteSettingsStore,
  NO_OFFSITE_RECORD,
  type OffsiteSetup,
  OffsiteStorageError,
} from '@coach/api';
import type { OffsiteCopy } from '@coach/shared';
import { loadOffsiteConfig, loadStorageConfig, type StorageConfig } from '../config';
import type { Runtime } from '../runtime';
import { restore } from './backup';

/** Off-site copies are not set up, or a copy cannot be had: the message is the whole story. */
export class OffsiteCommandError extends Error {}

const NOT_SET_UP =
  'Off-site copies are not set up: set BACKUP_S3_ENDPOINT, BACKUP_S3_BUCKET, BACKUP_S3_ACCESS_KEY_ID and ' +
  'BACKUP_S3_SECRET_ACCESS_KEY (and BACKUP_S3_REGION, BACKUP_S3_PREFIX, BACKUP_S3_PATH_STYLE as the storage needs), ' +
  'or save them under Settings > Backups in the portal.';

async function offsiteCopiesFor(storage: StorageConfig) {
  const { environment, recipient } = loadOffsiteConfig();
  const setup: OffsiteSetup | null = await createOffsiteSettingsStore({
    dataDir: storage.dataDir,
    environment,
    recipient,
  }).setup();
  if (!setup) throw new OffsiteCommandError(NOT_SET_UP);
  await mkdir(storage.backup.dir, { recursive: true, mode: 0o700 });
  const quiet = { info: () => undefined, error: () => undefined };
  // Only the bucket counts here: no backups of this server are compared with it, and nothing is uploaded.
  const copies = createOffsiteCopies({
    backups: { list: async () => [], pathOf: async () => Promise.reject(new Error('none')) },
    workDir: storage.backup.dir,
    setup: async () => setup,
    load: async () => NO_OFFSITE_RECORD,
    save: async () => undefined,
    tellOwner: async () => undefined,
    log: quiet,
  });
  return { setup, copies };
}

const megabytes = (bytes: number | null) => (bytes === null ? '?' : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

const listed = (copies: OffsiteCopy[]) =>
  copies.map(
    (copy) =>
      `${copy.name}  ${megabytes(copy.size)}  ${copy.encrypted ? 'encrypted' : 'not encrypted'}  sha256 ${copy.sha256 ?? 'none'}`,
  );

async function uploadedCopies(copies: Awaited<ReturnType<typeof offsiteCopiesFor>>['copies']) {
  try {
    return (await copies.copies()).filter((copy) => copy.state === 'uploaded');
  } catch (error) {
    if (error instanceof OffsiteStorageError) throw new OffsiteCommandError(error.message);
    throw error;
  }
}

export async function offsiteList(): Promise<string[]> {
  const storage = loadStorageConfig();
  const { setup, copies } = await offsiteCopiesFor(storage);
  const found = await uploadedCopies(copies);
  const where = `${setup.location.endpoint} bucket ${setup.location.bucket}${setup.location.prefix ? ` folder ${setup.location.prefix}` : ''}`;
  if (!found.length) return [`No off-site copies in ${where}.`];
  return [`Off-site copies in ${where}, newest first:`, ...listed(found)];
}

export async function offsiteRestore(
  runtime: Runtime,
  wanted: string,
  options: { identity: string | undefined; force: boolean },
): Promise<string[]> {
  const storage = loadStorageConfig();
  const { copies } = await offsiteCopiesFor(storage);
  const found = await uploadedCopies(copies);
  const copy = wanted === 'latest' ? found[0] : found.find((c) => c.name === wanted);
  if (!copy) {
    throw new OffsiteCommandError(
      found.length
        ? `No off-site copy is named ${wanted}. The copies:\n${listed(found).join('\n')}`
        : 'There are no off-site copies to restore.',
    );
  }
  if (copy.encrypted && !options.identity) {
    throw new OffsiteCommandError(
      `${copy.name} is encrypted: give the file with your age private key, --identity FILE (age-keygen wrote it).`,
    );
  }
  const identity = options.identity
    ? await readFile(options.identity, 'utf8').catch((error: NodeJS.ErrnoException) => {
        throw new OffsiteCommandError(`Cannot read the private key file ${options.identity} (${error.code}).`);
      })
    : null;
  let file: string;
  try {
    file = await copies.openCopy(copy.name, copy.encrypted ? identity : null);
  } catch (error) {
    throw new OffsiteCommandError(`Refusing to restore ${copy.name}: ${(error as Error).message}`);
  }
  try {
    return [
      `Fetched ${copy.name} and checked its checksum.`,
      ...(await restore(runtime, file, options.force, copy.name)),
    ];
  } finally {
    await rm(file, { force: true });
  }
}
