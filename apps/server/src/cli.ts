// The one command line of the program: `nutriwell <command>` from the executable, `npm run <command>` from a checkout.
// Every command is in the table below; anything else prints the usage and exits with status 2.
import { parseArgs } from 'node:util';
import { InvalidBackupError } from '@coach/api';
import { AppError } from '@coach/shared';
import { RestoreRefusedError } from './backup/restore';
import { adminCommand, disableMfaCommand, migrate, UsageError } from './commands/admin';
import { backup, NothingToBackUpError, restore } from './commands/backup';
import { OffsiteCommandError, offsiteList, offsiteRestore } from './commands/offsite';
import { serve } from './commands/serve';
import { ConfigError } from './config';
import { DataDirInUseError } from './data-lock';
import { type Runtime, RuntimeSetupError } from './runtime';
import { NewerDatabaseError } from './setup';
import { APP_VERSION, versionLine } from './version';

type Values = Record<string, string | boolean | undefined>;

type Command = {
  name: string;
  args: string;
  summary: string;
  positionals: number;
  options: Record<string, { type: 'string' | 'boolean' }>;
  /** Returns lines to print, or (serve) the exit status once the server has stopped. */
  run(runtime: Runtime, positionals: string[], values: Values): Promise<string[] | number>;
};

const text = (value: string | boolean | undefined) => (typeof value === 'string' ? value : undefined);

const COMMANDS: Command[] = [
  {
    name: 'serve',
    args: '[--domain NAMES]',
    summary:
      'run the website (the default): migrate, seed an empty database, serve (--domain her-site.com,www.her-site.com: ' +
      'on HTTPS with certificates from the CA, as DOMAIN does)',
    positionals: 0,
    options: { domain: { type: 'string' } },
    run: (runtime, _positionals, values) => serve(runtime, { domain: text(values.domain) }),
  },
  {
    name: 'migrate',
    args: '',
    summary: 'apply pending database migrations (backing the database up first)',
    positionals: 0,
    options: {},
    run: (runtime) => migrate(runtime),
  },
  {
    name: 'admin create',
    args: '<username> [--name N] [--email E] [--generate]',
    summary: 'create an administrator',
    positionals: 1,
    options: { name: { type: 'string' }, email: { type: 'string' }, generate: { type: 'boolean' } },
    run: (runtime, [username = ''], values) =>
      adminCommand(runtime, 'create', username, {
        name: text(values.name),
        email: text(values.email),
        generate: values.generate === true,
      }),
  },
  {
    name: 'admin reset-password',
    args: '<username> [--generate]',
    summary: "set an administrator's password (signs out their sessions)",
    positionals: 1,
    options: { generate: { type: 'boolean' } },
    run: (runtime, [username = ''], values) =>
      adminCommand(runtime, 'reset-password', username, { generate: values.generate === true }),
  },
  {
    name: 'admin disable-mfa',
    args: '<username>',
    summary: 'turn off two-factor sign-in for an administrator locked out of their authenticator app',
    positionals: 1,
    options: {},
    run: (runtime, [username = '']) => disableMfaCommand(runtime, username),
  },
  {
    name: 'backup',
    args: '[--out FILE]',
    summary: 'write one backup file (while the server runs, too); prints its path last',
    positionals: 0,
    options: { out: { type: 'string' } },
    run: (runtime, _positionals, values) => backup(runtime, text(values.out)),
  },
  {
    name: 'restore',
    args: 'FILE [--force]',
    summary: 'restore a backup file into DATA_DIR (--force replaces data already there)',
    positionals: 1,
    options: { force: { type: 'boolean' } },
    run: (runtime, [file = ''], values) => restore(runtime, file, values.force === true),
  },
  {
    name: 'offsite list',
    args: '',
    summary: 'list the off-site copies of the backups (storage from BACKUP_S3_... or the portal)',
    positionals: 0,
    options: {},
    run: () => offsiteList(),
  },
  {
    name: 'offsite restore',
    args: '<NAME|latest> [--identity FILE] [--force]',
    summary: 'fetch an off-site copy, check it (decrypt it with --identity) and restore it into DATA_DIR',
    positionals: 1,
    options: { identity: { type: 'string' }, force: { type: 'boolean' } },
    run: (runtime, [name = ''], values) =>
      offsiteRestore(runtime, name, { identity: text(values.identity), force: values.force === true }),
  },
];

function usage(runtime: Runtime): string {
  const forms = COMMANDS.map((c) => runtime.invocation(`${c.name} ${c.args}`.trim()));
  const width = Math.max(...forms.map((form) => form.length));
  const lines = COMMANDS.map((c, i) => `  ${forms[i]?.padEnd(width)}  ${c.summary}`);
  return [
    `NutriWell ${APP_VERSION}: the website of a dietitian's coaching business, with its database, in one program.`,
    '',
    'Usage:',
    ...lines,
    `  ${runtime.invocation('--version')}`,
    `  ${runtime.invocation('--help')}`,
    '',
    'Settings come from environment variables (PORT, DATA_DIR, BACKUP_DIR, ...); see the README.',
    'A password is asked for on a terminal, read from standard input when piped, or generated with --generate.',
  ].join('\n');
}

/** Errors whose message is the whole story for the person at the terminal (no stack trace). */
const EXPECTED_ERRORS = [
  ConfigError,
  AppError,
  NewerDatabaseError,
  DataDirInUseError,
  InvalidBackupError,
  RestoreRefusedError,
  NothingToBackUpError,
  OffsiteCommandError,
  RuntimeSetupError,
];

/** Runs one command line; resolves with the process exit status. */
export async function runCli(argv: string[], runtime: Runtime): Promise<number> {
  const words = argv.length ? argv : ['serve'];
  if (words.length === 1 && (words[0] === '--version' || words[0] === '-v')) {
    console.log(versionLine());
    return 0;
  }
  if (words.length === 1 && (words[0] === '--help' || words[0] === '-h' || words[0] === 'help')) {
    console.log(usage(runtime));
    return 0;
  }
  const command = COMMANDS.filter((c) => {
    const parts = c.name.split(' ');
    return parts.every((part, i) => words[i] === part);
  }).sort((a, b) => b.name.length - a.name.length)[0];
  try {
    if (!command) throw new UsageError(`Unknown command: ${words.join(' ')}`);
    let parsed: { values: Values; positionals: string[] };
    try {
      parsed = parseArgs({
        args: words.slice(command.name.split(' ').length),
        options: command.options,
        allowPositionals: true,
        strict: true,
      });
    } catch (error) {
      throw new UsageError((error as Error).message);
    }
    if (parsed.positionals.length !== command.positionals || Object.values(parsed.values).some((v) => v === '')) {
      throw new UsageError(`Usage: ${runtime.invocation(`${command.name} ${command.args}`.trim())}`);
    }
    const result = await command.run(runtime, parsed.positionals, parsed.values);
    if (typeof result === 'number') return result;
    for (const line of result) console.log(line);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${usage(runtime)}`);
      return 2;
    }
    const expected = EXPECTED_ERRORS.some((kind) => error instanceof kind);
    console.error(expected ? (error as Error).message : error);
    return 1;
  }
}
