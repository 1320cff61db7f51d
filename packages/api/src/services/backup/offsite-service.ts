// Off-site copies for the owner, one path for the portal (tRPC) and the API (REST): their settings, their state, the
// copies, the connection test and fetching a copy.
import { type DB, getJsonSetting, setJsonSetting } from '@coach/db';
import {
  AppError,
  invalid,
  notFound,
  OFFSITE_MESSAGES,
  type OffsiteCopy,
  type OffsiteRestoreOutcome,
  type OffsiteStatus,
} from '@coach/shared';
import { AgeError } from './age';
import {
  createOffsiteCopies,
  NO_OFFSITE_RECORD,
  type OffsiteCopies,
  type OffsiteOptions,
  type OffsiteRecord,
  type OffsiteSetup,
} from './offsite';
import {
  createOffsiteSettingsStore,
  type OffsiteSettingsStore,
  type OffsiteSettingsValues,
  shownSettings,
} from './offsite-settings';
import { OffsiteStorageError } from './s3-store';

export type OffsiteService = {
  settings: OffsiteSettingsStore;
  copies: OffsiteCopies;
  /** The restore from a copy this server started with, if any. */
  lastRestore: OffsiteRestoreOutcome | null;
};

/** Where the uploads stand between runs and restarts. */
const RECORD_KEY = 'offsite_copies';

/** The settings (the environment's, else DATA_DIR/offsite.json) and the uploads, their state kept in the database. */
export function createOffsiteService(
  options: Pick<OffsiteOptions, 'backups' | 'log' | 'tellOwner' | 'timing' | 'pageSize'> & {
    db: DB;
    dataDir: string;
    /** BACKUP_DIR. */
    backupDir: string;
    /** The storage set by BACKUP_S3_..., or null. */
    environment: OffsiteSetup | null;
    /** BACKUP_AGE_RECIPIENT, or null. */
    recipient: string | null;
    lastRestore?: OffsiteRestoreOutcome | null;
  },
): OffsiteService {
  const settings = createOffsiteSettingsStore(options);
  const copies = createOffsiteCopies({
    ...options,
    workDir: options.backupDir,
    setup: settings.setup,
    load: async () => ({ ...NO_OFFSITE_RECORD, ...((await getJsonSetting(options.db, RECORD_KEY)) as OffsiteRecord) }),
    save: (record) => setJsonSetting(options.db, RECORD_KEY, record),
  });
  return { settings, copies, lastRestore: options.lastRestore ?? null };
}

/** A failure of the storage service said to the caller: 502, it is the storage that failed, not the request. */
function storageFailure(error: unknown): never {
  if (error instanceof OffsiteStorageError) throw new AppError('upstream', error.message);
  throw error;
}

export async function offsiteStatus(offsite: OffsiteService): Promise<OffsiteStatus> {
  const setup = await offsite.settings.setup();
  return {
    settings: setup ? shownSettings(setup) : null,
    ...(await offsite.copies.status()),
    last_restore: offsite.lastRestore,
  };
}

export async function offsiteCopies(offsite: OffsiteService): Promise<OffsiteCopy[]> {
  return offsite.copies.copies().catch(storageFailure);
}

/** Saves the portal's settings (refused when the environment sets the storage) and sends what is missing. */
export async function saveOffsiteSettings(offsite: OffsiteService, values: OffsiteSettingsValues) {
  await offsite.settings.save(values);
  void offsite.copies.wake();
  return { status: await offsiteStatus(offsite), message: OFFSITE_MESSAGES.saved };
}

export async function turnOffsiteOff(offsite: OffsiteService) {
  await offsite.settings.remove();
  return { status: await offsiteStatus(offsite), message: OFFSITE_MESSAGES.turnedOff };
}

/**
 * Writes, reads back and deletes a small object with the form's values (null: with the storage now in force); a
 * failure is a 400 saying which step failed and why.
 */
export async function testOffsite(offsite: OffsiteService, values: OffsiteSettingsValues | null) {
  const setup = values ? await offsite.settings.trial(values) : await offsite.settings.setup();
  if (!setup) throw invalid(OFFSITE_MESSAGES.notSetUp);
  try {
    await offsite.copies.test(setup);
  } catch (error) {
    if (error instanceof OffsiteStorageError) throw invalid(error.message);
    throw error;
  }
  return { message: OFFSITE_MESSAGES.tested };
}

/** A copy in the list, fetched as stored into a file in BACKUP_DIR, its checksum checked; the caller removes it. */
export async function downloadOffsiteCopy(offsite: OffsiteService, name: string) {
  await listedCopy(offsite, name);
  return offsite.copies.fetchCopy(name).catch(storageFailure);
}

/**
 * A copy in the list as a backup file in BACKUP_DIR: its checksum checked, decrypted with `identity` (the text of the
 * owner's age private key file) when encrypted. An encrypted copy without a key is refused before anything is fetched.
 */
export async function openOffsiteCopy(offsite: OffsiteService, name: string, identity: string | null) {
  const listed = await listedCopy(offsite, name);
  if (listed.encrypted && identity === null) throw invalid(OFFSITE_MESSAGES.identityNeeded);
  try {
    return await offsite.copies.openCopy(name, identity);
  } catch (error) {
    if (error instanceof AgeError) throw invalid(error.message);
    return storageFailure(error);
  }
}

async function listedCopy(offsite: OffsiteService, name: string) {
  const listed = (await offsiteCopies(offsite)).find((copy) => copy.name === name && copy.state === 'uploaded');
  if (!listed) throw notFound(OFFSITE_MESSAGES.copyNotFound);
  return listed;
}
