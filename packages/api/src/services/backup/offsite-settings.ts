// Where off-site copies go when the portal sets it: DATA_DIR/offsite.json, the secret with it. The file is this
// server's link to its storage, not the site's data: it is mode 600, written whole or not at all, and never in a
// backup (a backup holds the database, the secrets file and the uploads), so an archive found in the bucket does not
// hold the key to the bucket. The environment (BACKUP_S3_...) takes precedence: then the portal shows it read-only.
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { conflict, invalid, OFFSITE_MESSAGES, type OffsiteSettings, offsiteSettingsInput } from '@coach/shared';
import { z } from 'zod';
import { syncToDisk } from '../durable-files';
import { writeIntoPlace } from './into-place';
import type { OffsiteSetup } from './offsite';

export const OFFSITE_SETTINGS_FILE = 'offsite.json';

const storedSchema = offsiteSettingsInput.extend({ secret_access_key: z.string().min(1) });
type Stored = z.output<typeof storedSchema>;
/** The form's values, checked by the shared schema. */
export type OffsiteSettingsValues = z.output<typeof offsiteSettingsInput>;

export function setupFromStored(stored: Stored, recipientFromEnvironment: string | null): OffsiteSetup {
  return {
    source: 'settings',
    location: {
      endpoint: stored.endpoint,
      region: stored.region,
      bucket: stored.bucket,
      prefix: stored.prefix,
      accessKeyId: stored.access_key_id,
      secretAccessKey: stored.secret_access_key,
      pathStyle: stored.path_style,
    },
    keep: stored.keep,
    recipient: recipientFromEnvironment ?? (stored.age_recipient || null),
  };
}

/** The settings as the portal shows them: everything but the secret. */
export function shownSettings(setup: OffsiteSetup): OffsiteSettings {
  const { location } = setup;
  return {
    source: setup.source,
    endpoint: location.endpoint,
    region: location.region,
    bucket: location.bucket,
    prefix: location.prefix,
    access_key_id: location.accessKeyId,
    path_style: location.pathStyle,
    keep: setup.keep,
    age_recipient: setup.recipient ?? '',
  };
}

export type OffsiteSettingsStore = ReturnType<typeof createOffsiteSettingsStore>;

/**
 * `environment`: the storage set by BACKUP_S3_... (null when those are unset); `recipient`: BACKUP_AGE_RECIPIENT,
 * which encrypts copies whichever sets the storage.
 */
export function createOffsiteSettingsStore(options: {
  dataDir: string;
  environment: OffsiteSetup | null;
  recipient: string | null;
}) {
  const file = join(options.dataDir, OFFSITE_SETTINGS_FILE);
  let cached: Promise<Stored | null> | null = null;

  async function readStored(): Promise<Stored | null> {
    try {
      // Stryker disable next-line StringLiteral: JSON.parse reads a buffer as its UTF-8 text all the same
      return storedSchema.parse(JSON.parse(await readFile(file, 'utf8')));
    } catch {
      // Missing, damaged or not ours: as if unset, until the owner saves the settings again.
      return null;
    }
  }

  const stored = () => {
    cached ??= readStored();
    return cached;
  };

  function refuseIfEnvironment() {
    if (options.environment) throw conflict(OFFSITE_MESSAGES.setByEnvironment);
  }

  /** The form's values made whole: an empty secret keeps the saved one. */
  async function complete(values: OffsiteSettingsValues): Promise<Stored> {
    const secret = values.secret_access_key || (await stored())?.secret_access_key;
    if (!secret) throw invalid(`secret_access_key: ${OFFSITE_MESSAGES.secretRequired}`);
    return { ...values, secret_access_key: secret };
  }

  return {
    /** The storage now in force: the environment's, else the saved settings', else null. */
    async setup(): Promise<OffsiteSetup | null> {
      if (options.environment) return options.environment;
      const saved = await stored();
      return saved ? setupFromStored(saved, options.recipient) : null;
    },

    /** The form's values as a setup to try, before they are saved. */
    async trial(input: OffsiteSettingsValues): Promise<OffsiteSetup> {
      refuseIfEnvironment();
      return setupFromStored(await complete(input), options.recipient);
    },

    async save(input: OffsiteSettingsValues): Promise<void> {
      refuseIfEnvironment();
      const settings = await complete(input);
      await writeIntoPlace(file, async (partial) => {
        await writeFile(partial, `${JSON.stringify(settings, null, 2)}\n`, { mode: 0o600 });
        // Stryker disable next-line CallExpression: a flush to the disk shows only across a power cut
        await syncToDisk(partial);
      });
      // Stryker disable next-line CallExpression: as above, for the folder naming the file
      await syncToDisk(options.dataDir);
      cached = Promise.resolve(settings);
    },

    async remove(): Promise<void> {
      refuseIfEnvironment();
      await rm(file, { force: true });
      cached = Promise.resolve(null);
    },
  };
}
