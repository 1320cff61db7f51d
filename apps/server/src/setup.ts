// What start does before serving: migrate, make sure an administrator exists, seed demo content once.
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { countAdmins, setAdminPassword } from '@coach/api';
import { type DB, migrateToLatest, openDatabase, seedDemoContent } from '@coach/db';
import type { Config } from './config';

export type SetupReport = {
  migrations: string[];
  seeded: boolean;
  /** Set only when this start created an administrator with a generated password (shown once). */
  generatedAdmin: { username: string; password: string } | null;
  configuredAdmin: { username: string; action: 'created' | 'updated' } | null;
};

export async function prepareDatabase(config: Config): Promise<{ db: DB; report: SetupReport }> {
  mkdirSync(config.uploadsDir, { recursive: true });
  const db = openDatabase(config.databaseFile);
  const migrations = await migrateToLatest(db);

  let configuredAdmin: SetupReport['configuredAdmin'] = null;
  let generatedAdmin: SetupReport['generatedAdmin'] = null;
  if (config.admin) {
    const action = await setAdminPassword(db, config.admin);
    configuredAdmin = { username: config.admin.username, action };
  } else if ((await countAdmins(db)) === 0) {
    generatedAdmin = { username: 'admin', password: randomBytes(12).toString('base64url') };
    await setAdminPassword(db, generatedAdmin);
  }

  const seeded = await seedDemoContent(db, config.uploadsDir);
  return { db, report: { migrations, seeded, generatedAdmin, configuredAdmin } };
}
