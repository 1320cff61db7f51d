import { KNOWN_MIGRATIONS, openDatabase } from '@coach/db';
import { createDatabaseMigratedTo } from '@coach/db/testing';
import { UNTYPEABLE_MESSAGE } from '@coach/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runCli } from '../cli';
import { acquireDataLock } from '../data-lock';
import { sourceTreeRuntime } from '../runtime';

async function run(dataDir: string, ...argv: string[]) {
  const out: string[] = [];
  vi.stubEnv('DATA_DIR', dataDir);
  vi.spyOn(console, 'log').mockImplementation((...args) => void out.push(args.join(' ')));
  vi.spyOn(console, 'error').mockImplementation((...args) => void out.push(args.join(' ')));
  const status = await runCli(argv, sourceTreeRuntime);
  return { status, out: out.join('\n') };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('maintenance commands beside a running server', () => {
  it('refuse to migrate under a server that holds DATA_DIR, and migrate (after a backup) once it is free', async () => {
    const { db, dir } = await createDatabaseMigratedTo(KNOWN_MIGRATIONS[0]!);
    await db.destroy();
    const server = acquireDataLock(dir, 'server');
    const refused = await run(dir, 'migrate');
    expect(refused.status).toBe(1);
    expect(refused.out).toBe(
      `${dir} is in use by a running NutriWell server that has not applied this version's database migrations: ` +
        'stop it, start this version (which migrates), then run this command again.',
    );
    server.release();

    const migrated = await run(dir, 'migrate');
    expect(migrated.status).toBe(0);
    expect(migrated.out).toMatch(/^Backed up the database before upgrading it: .*-pre-upgrade\.tar\.gz\nApplied: /);
  });

  it('work beside a server when there is nothing to migrate', async () => {
    const { db, dir } = await createDatabaseMigratedTo(KNOWN_MIGRATIONS.at(-1)!);
    await db.destroy();
    const server = acquireDataLock(dir, 'server');
    const created = await run(dir, 'admin', 'create', 'alice', '--generate');
    expect(created.status).toBe(0);
    expect(created.out).toMatch(/^Administrator "alice" created\. Password: [\w-]{16}$/);
    server.release();
  });
});

describe('admin create', () => {
  it('refuses a name or address holding a character nobody types, naming the argument, and creates nobody', async () => {
    const { db, dir } = await createDatabaseMigratedTo(KNOWN_MIGRATIONS.at(-1)!);
    await db.destroy();
    for (const [argv, error] of [
      [['al\u0001ice'], 'username: '],
      [['alice', '--name', 'Alice\u0085'], '--name: '],
      [['alice', '--email', 'alice@example.com\u007f'], '--email: '],
    ] as const) {
      const refused = await run(dir, 'admin', 'create', ...argv, '--generate');
      expect(refused.status).toBe(2);
      expect(refused.out.split('\n')[0]).toBe(`${error}${UNTYPEABLE_MESSAGE}`);
    }
    const created = await run(dir, 'admin', 'create', 'alice', '--name', 'Alice Rao', '--generate');
    expect(created.status).toBe(0);
    const after = openDatabase(`${dir}/app.sqlite`);
    expect(await after.selectFrom('administrators').select(['username', 'full_name']).execute()).toEqual([
      { username: 'alice', full_name: 'Alice Rao' },
    ]);
    await after.destroy();
  });
});

describe('admin disable-mfa', () => {
  it('turns two-factor off for a locked-out administrator, drops the recovery codes and logs it', async () => {
    const { db, dir } = await createDatabaseMigratedTo(KNOWN_MIGRATIONS.at(-1)!);
    await db.destroy();
    expect((await run(dir, 'admin', 'create', 'alice', '--generate')).status).toBe(0);
    const before = openDatabase(`${dir}/app.sqlite`);
    const { id } = await before
      .selectFrom('administrators')
      .select('id')
      .where('username', '=', 'alice')
      .executeTakeFirstOrThrow();
    await before.updateTable('administrators').set({ mfa_secret: 'v1.sealed' }).where('id', '=', id).execute();
    await before.insertInto('admin_recovery_codes').values({ admin_id: id, code_hash: 'h1' }).execute();
    await before.destroy();

    const off = await run(dir, 'admin', 'disable-mfa', 'alice');
    expect(off.status).toBe(0);
    expect(off.out).toBe(
      'Two-factor sign-in is off for "alice"; they sign in with their password and can turn it on again.',
    );
    const after = openDatabase(`${dir}/app.sqlite`);
    expect(
      await after.selectFrom('administrators').select(['mfa_secret', 'mfa_pending_secret']).executeTakeFirst(),
    ).toEqual({
      mfa_secret: null,
      mfa_pending_secret: null,
    });
    expect(await after.selectFrom('admin_recovery_codes').selectAll().execute()).toEqual([]);
    expect(await after.selectFrom('audit_log').select(['admin', 'action', 'target_id']).execute()).toEqual([
      { admin: 'command line', action: 'mfa_disable', target_id: 'alice' },
    ]);
    await after.destroy();

    const unknown = await run(dir, 'admin', 'disable-mfa', 'mallory');
    expect(unknown.status).toBe(2);
    expect(unknown.out).toContain('No administrator "mallory".');
  });
});
