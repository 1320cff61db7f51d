// What start does before serving: bring the schema up to date (backing up first), make sure an administrator
// exists, seed demo content once.
import { mkdirSync } from 'node:fs';
import {
  type BackupService,
  createBackupService,
  createBusinessSettingsStore,
  openSetup,
  setAdminPassword,
} from '@coach/api';
import {
  type DB,
  type DemoImageCache,
  getSetting,
  migrateToLatest,
  migrationState,
  openDatabase,
  seedDemoContent,
  setSetting,
} from '@coach/db';
import { type Config, defaultBusinessSettings, type StorageConfig } from './config';
import { APP_VERSION } from './version';

/** The program version that last applied migrations to a database, so an older one can name it when it refuses. */
const MIGRATED_BY_KEY = 'schema_migrated_by_version';

/** The database was migrated by a newer version of the program: this one must not touch it. */
export class NewerDatabaseError extends Error {}

export type UpgradeReport = { migrations: string[]; backupFile: string | null };

/** `onCreated`: called after each backup is made (the server sends it off-site). */
export function backupServiceFor(config: StorageConfig, db: DB, onCreated?: () => void): BackupService {
  return createBackupService({
    db,
    dataDir: config.dataDir,
    backupDir: config.backup.dir,
    keep: config.backup.keep,
    version: APP_VERSION,
    onCreated,
  });
}

/**
 * Brings the database to this program's schema. A database that already has data is backed up before any pending
 * migration runs; one migrated by a newer program is refused, naming both versions.
 */
export async function upgradeDatabase(db: DB, backups: BackupService): Promise<UpgradeReport> {
  const state = await migrationState(db);
  if (state.unknown.length) {
    const newer = (await getSetting(db, MIGRATED_BY_KEY).catch(() => null)) ?? 'a newer version';
    throw new NewerDatabaseError(
      `This database was migrated by NutriWell ${newer}, newer than this NutriWell ${APP_VERSION} ` +
        `(it has migration ${state.unknown.at(-1)}, unknown here). Run NutriWell ${newer} or newer, or restore a ` +
        'backup made before that upgrade.',
    );
  }
  const backupFile = state.pending.length && state.applied.length ? (await backups.create('pre-upgrade')).file : null;
  const migrations = await migrateToLatest(db);
  if (migrations.length) await setSetting(db, MIGRATED_BY_KEY, APP_VERSION);
  return { migrations, backupFile };
}

export type SetupReport = UpgradeReport & {
  seeded: boolean;
  /** Set only when this start created an administrator with a generated password (shown once). */
  /** The first run's setup link token (no administrator yet, none configured); printed once the site listens. */
  setupToken: string | null;
  configuredAdmin: { username: string; action: 'created' | 'updated' } | null;
};

/** The name and address a new administrator account starts with: the owner's, as Settings (or their defaults) give. */
export async function ownerDetails(db: DB, config: Config): Promise<{ full_name: string; email: string }> {
  const business = await createBusinessSettingsStore(db, defaultBusinessSettings(config)).get();
  return { full_name: business.owner_name, email: business.email };
}

/** `demoImages`: the demo pictures drawn already, which a first start copies instead of drawing (Runtime). */
export async function prepareDatabase(
  config: Config,
  demoImages?: DemoImageCache,
): Promise<{ db: DB; report: SetupReport }> {
  mkdirSync(config.uploadsDir, { recursive: true });
  const db = openDatabase(config.databaseFile, { sync: config.databaseSync });
  try {
    const upgrade = await upgradeDatabase(db, backupServiceFor(config, db));

    let configuredAdmin: SetupReport['configuredAdmin'] = null;
    if (config.admin) {
      const action = await setAdminPassword(db, { ...config.admin, ...(await ownerDetails(db, config)) });
      configuredAdmin = { username: config.admin.username, action };
    }
    // Without any administrator, the owner finishes the setup in the browser through a one-time link.
    const setupToken = await openSetup(db);

    const seeded = await seedDemoContent(db, config.uploadsDir, demoImages);
    return { db, report: { ...upgrade, seeded, setupToken, configuredAdmin } };
  } catch (error) {
    await db.destroy();
    throw error;
  }
}
