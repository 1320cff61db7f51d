// Maintenance commands: migrate, and create an administrator or reset a password (resets happen outside the product).
import { randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline/promises';
import { setAdminPassword } from '@coach/api';
import { migrateToLatest, openDatabase } from '@coach/db';
import { ConfigError, loadConfig } from './config';

const USAGE = `Usage:
  migrate                                   apply pending database migrations
  admin create <username> [--name N] [--email E]   create an administrator (asks for the password)
  admin reset-password <username>           set a new password (asks for it; --generate prints a random one)`;

async function readPassword(generate: boolean): Promise<string> {
  if (generate || !process.stdin.isTTY) {
    if (!generate) {
      const piped = (await new Response(process.stdin as never).text()).trim();
      if (piped) return piped;
    }
    return randomBytes(12).toString('base64url');
  }
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  const password = await rl.question('New password (at least 10 characters): ');
  rl.close();
  return password;
}

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

async function main(args: string[]) {
  const config = loadConfig();
  const db = openDatabase(config.databaseFile);
  try {
    const [command, sub, username] = args;
    if (command === 'migrate') {
      const applied = await migrateToLatest(db);
      console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date.');
      return 0;
    }
    if (command === 'admin' && (sub === 'create' || sub === 'reset-password') && username) {
      await migrateToLatest(db);
      const generate = args.includes('--generate');
      const password = await readPassword(generate);
      if (password.length < 10) {
        console.error('The password must be at least 10 characters.');
        return 1;
      }
      const action = await setAdminPassword(db, {
        username,
        password,
        full_name: option(args, '--name'),
        email: option(args, '--email'),
      });
      console.log(`Administrator "${username}" ${action}.${generate ? ` Password: ${password}` : ''}`);
      return 0;
    }
    console.error(USAGE);
    return 2;
  } finally {
    await db.destroy();
  }
}

main(process.argv.slice(2))
  .then((code) => process.exit(code))
  .catch((error) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  });
