// `migrate`, `admin create`, `admin reset-password` and `admin disable-mfa`: maintenance on the server, outside the
// product.
import { randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline/promises';
import { audit, createAdmin, resetAdminPassword } from '@coach/api';
import { closeDatabase, type DB, disableMfa, migrationState, openDatabase } from '@coach/db';
import { adminAccountSchema, describeValidationIssues } from '@coach/shared';
import { type Config, loadConfig } from '../config';
import { acquireDataLock, DataDirInUseError, type DataLock } from '../data-lock';
import type { Runtime } from '../runtime';
import { backupServiceFor, ownerDetails, upgradeDatabase } from '../setup';

const MIN_PASSWORD = 10;

/** Bad arguments: the command line prints its usage and exits with status 2. */
export class UsageError extends Error {}

async function readPassword(generate: boolean): Promise<{ password: string; generated: boolean }> {
  if (generate) return { password: randomBytes(12).toString('base64url'), generated: true };
  if (!process.stdin.isTTY) {
    const piped = (await new Response(process.stdin as never).text()).trim();
    if (!piped) throw new UsageError('No password on standard input: pipe one in, or use --generate.');
    return { password: piped, generated: false };
  }
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  const password = await rl.question(`New password (at least ${MIN_PASSWORD} characters): `);
  rl.close();
  return { password, generated: false };
}

/**
 * Opens DATA_DIR's database brought up to date (backing it up first when migrations are pending). These commands
 * work beside a running server, but migrating under one is refused: its code expects the schema it started with.
 */
async function withDatabase<T>(runtime: Runtime, work: (db: DB, lines: string[], config: Config) => Promise<T>) {
  const config = loadConfig();
  runtime.prepare(config.dataDir);
  let lock: DataLock | null = null;
  try {
    lock = acquireDataLock(config.dataDir, 'maintenance');
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
  }
  const db = openDatabase(config.databaseFile);
  try {
    if (!lock && (await migrationState(db)).pending.length) {
      throw new DataDirInUseError(
        `${config.dataDir} is in use by a running NutriWell server that has not applied this version's database ` +
          'migrations: stop it, start this version (which migrates), then run this command again.',
      );
    }
    const lines: string[] = [];
    const upgrade = await upgradeDatabase(db, backupServiceFor(config, db));
    if (upgrade.backupFile) lines.push(`Backed up the database before upgrading it: ${upgrade.backupFile}`);
    lines.push(upgrade.migrations.length ? `Applied: ${upgrade.migrations.join(', ')}` : 'Database is up to date.');
    return { result: await work(db, lines, config), lines };
  } finally {
    await closeDatabase(db, { checkpoint: lock !== null });
    lock?.release();
  }
}

export async function migrate(runtime: Runtime): Promise<string[]> {
  return (await withDatabase(runtime, async () => undefined)).lines;
}

/** The command line's names for the account's fields. */
const OPTION_OF: Record<string, string> = { full_name: '--name', email: '--email' };

/** The account's texts checked as the site checks them; a refusal names the argument ("--name: ..."). */
function accountOf(username: string, options: { name?: string; email?: string }) {
  const parsed = adminAccountSchema.safeParse({ username, full_name: options.name, email: options.email });
  if (parsed.success) return parsed.data;
  const field = String(parsed.error.issues[0]?.path[0] ?? '');
  throw new UsageError(describeValidationIssues(parsed.error.issues).replace(field, OPTION_OF[field] ?? field));
}

export async function adminCommand(
  runtime: Runtime,
  action: 'create' | 'reset-password',
  username: string,
  options: { name?: string; email?: string; generate: boolean },
): Promise<string[]> {
  const account = action === 'create' ? accountOf(username, options) : null;
  const { result } = await withDatabase(runtime, async (db, _lines, config) => {
    const { password, generated } = await readPassword(options.generate);
    if (password.length < MIN_PASSWORD) {
      throw new UsageError(`The password must be at least ${MIN_PASSWORD} characters.`);
    }
    if (account) {
      // Left out, the name and e-mail are the owner's from Settings.
      const owner = await ownerDetails(db, config);
      await createAdmin(db, {
        ...account,
        full_name: account.full_name ?? owner.full_name,
        email: account.email ?? owner.email,
        password,
      });
    } else {
      await resetAdminPassword(db, username, password);
    }
    const done = action === 'create' ? 'created' : 'password updated (older sessions are signed out)';
    return `Administrator "${account?.username ?? username}" ${done}.${generated ? ` Password: ${password}` : ''}`;
  });
  return [result];
}

/** For an administrator locked out of their authenticator app: two-factor off, their recovery codes dropped. */
export async function disableMfaCommand(runtime: Runtime, username: string): Promise<string[]> {
  if (!username) throw new UsageError('Name the administrator: admin disable-mfa <username>');
  const { result, lines } = await withDatabase(runtime, async (db) => {
    if (!(await disableMfa(db, { username }))) throw new UsageError(`No administrator "${username}".`);
    await audit(
      { db },
      { adminId: null, admin: 'command line' },
      { action: 'mfa_disable', target_type: 'administrator', target_id: username },
    );
    return `Two-factor sign-in is off for "${username}"; they sign in with their password and can turn it on again.`;
  });
  return [...lines.filter((line) => line.startsWith('Backed up')), result];
}
