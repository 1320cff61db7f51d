import { afterEach, describe, expect, it, vi } from 'vitest';
import { runCli } from './cli';
import { sourceTreeRuntime } from './runtime';
import { APP_VERSION } from './version';

/** Runs a command line and returns its exit status and what it printed. */
async function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((...args) => void out.push(args.join(' ')));
  vi.spyOn(console, 'error').mockImplementation((...args) => void err.push(args.join(' ')));
  const status = await runCli(argv, sourceTreeRuntime);
  return { status, out: out.join('\n'), err: err.join('\n') };
}

afterEach(() => vi.restoreAllMocks());

describe('the command line', () => {
  it('prints the version', async () => {
    expect(await run('--version')).toEqual({
      status: 0,
      out: `nutriwell ${APP_VERSION} (Node.js ${process.version})`,
      err: '',
    });
  });

  it('lists every command with --help', async () => {
    const { status, out } = await run('--help');
    expect(status).toBe(0);
    for (const form of [
      'npm start',
      'npm run migrate',
      'npm run admin -- create <username>',
      'npm run admin -- reset-password <username>',
      'npm run backup -- [--out FILE]',
      'npm run restore -- FILE [--force]',
    ]) {
      expect(out).toContain(form);
    }
  });

  it('stops serve --domain with a message naming DOMAIN when it is not a list of domain names', async () => {
    const { status, err } = await run('serve', '--domain', 'localhost,127.0.0.1');
    expect(status).toBe(1);
    expect(err).toBe(
      'Invalid configuration:\n  DOMAIN: must be a comma-separated list of domain names, like her-site.com,www.her-site.com ' +
        '(no addresses, wildcards, ports or paths) (got "localhost,127.0.0.1")',
    );
  });

  it.each([
    [['bogus'], 'Unknown command: bogus'],
    [['admin'], 'Unknown command: admin'],
    [['admin', 'delete', 'x'], 'Unknown command: admin delete x'],
    [['backup', '--bogus'], "Unknown option '--bogus'"],
    [['backup', '--out'], "Option '--out <value>' argument missing"],
    [['restore'], 'Usage: npm run restore -- FILE [--force]'],
    [['restore', 'a.tar.gz', 'b.tar.gz'], 'Usage: npm run restore -- FILE [--force]'],
    [['admin', 'create'], 'Usage: npm run admin -- create <username>'],
    [['migrate', 'now'], 'Usage: npm run migrate'],
    [['serve', '--port', '80'], "Unknown option '--port'"],
    [['serve', '--domain'], "Option '--domain <value>' argument missing"],
  ])('%j prints the usage and exits with status 2', async (argv, message) => {
    const { status, out, err } = await run(...argv);
    expect(status).toBe(2);
    expect(out).toBe('');
    expect(err).toContain(message);
    expect(err).toContain('Usage:\n');
  });
});
