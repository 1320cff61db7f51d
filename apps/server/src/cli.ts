// Maintenance commands: migrate, and create an administrator or reset a password (resets happen outside the product).
import { randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline/promises';
import { createAdmin, resetAdminPassword } from '@coach/api';
import { migrateToLatest, openDatabase } from '@coach/db';
import { AppError } from '@coach/shared';
import { ConfigError, loadConfig } from './config';

const USAGE = `Usage:
  npm run migrate                                      apply pending database migrations
  npm run admin -- create <username> [--name N] [--email E] [--generate]
  npm run admin -- reset-password <username> [--generate]
The password is asked for on a terminal, read from standard input when piped, or generated with --generate.`;

const MIN_PASSWORD = 10;

class UsageError extends Error {}

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

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

async function run(args: string[]): Promise<string> {
  const [command, sub, username] = args;
  const isAdminCommand = command === 'admin' && (sub === 'create' || sub === 'reset-password') && username;
  if (command !== 'migrate' && !isAdminCommand) throw new UsageError(USAGE);

  const config = loadConfig();
  const db = openDatabase(config.databaseFile);
  try {
    const applied = await migrateToLatest(db);
    if (command === 'migrate') return applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date.';

    const { password, generated } = await readPassword(args.includes('--generate'));
    if (password.length < MIN_PASSWORD)
      throw new UsageError(`The password must be at least ${MIN_PASSWORD} characters.`);
    if (sub === 'create') {
      await createAdmin(db, {
        username: username!,
        password,
        full_name: option(args, '--name'),
        email: option(args, '--email'),
      });
    } else {
      await resetAdminPassword(db, username!, password);
    }
    const done = sub === 'create' ? 'created' : 'password updated (older sessions are signed out)';
    return `Administrator "${username}" ${done}.${generated ? ` Password: ${password}` : ''}`;
  } finally {
    await db.destroy();
  }
}

run(process.argv.slice(2))
  .then((message) => {
    console.log(message);
    process.exit(0);
  })
  .catch((error) => {
    const known = error instanceof ConfigError || error instanceof UsageError || error instanceof AppError;
    console.error(known ? error.message : error);
    process.exit(error instanceof UsageError ? 2 : 1);
  });
