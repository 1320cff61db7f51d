import { describe, expect, it } from 'vitest';
import { createTestServices } from '../test-support';
import {
  authenticateAdmin,
  createAdmin,
  loginAdmin,
  resetAdminPassword,
  sessionKey,
  setAdminPassword,
} from './admin-auth';
import { hashPassword, verifyPassword } from './passwords';

describe('passwords', () => {
  it('hash with scrypt and verify only the right password', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    expect(await verifyPassword('correct horse batterY', hash)).toBe(false);
    expect(await verifyPassword('x', 'not-a-hash')).toBe(false);
  });
});

describe('admin sign-in', () => {
  it('returns a working token and the profile, and the same error for a wrong user or password', async () => {
    const t = await createTestServices();
    await createAdmin(t.db, { username: 'owner', password: 'first-password', full_name: 'Aditi', email: 'a@x.in' });
    const result = await t.caller().auth.login({ username: 'owner', password: 'first-password' });
    expect(result.admin).toEqual({ full_name: 'Aditi', email: 'a@x.in' });
    const adminId = await authenticateAdmin(t.db, t.tokens, `Bearer ${result.access_token}`);
    expect(adminId).toBeGreaterThan(0);
    expect(await t.caller({ adminId }).auth.me()).toEqual(result.admin);

    await expect(t.caller().auth.login({ username: 'owner', password: 'wrong-password' })).rejects.toThrow(
      'Invalid username or password',
    );
    await expect(t.caller().auth.login({ username: 'nobody', password: 'first-password' })).rejects.toThrow(
      'Invalid username or password',
    );
  });

  it('a password reset ends the sessions issued before it', async () => {
    const t = await createTestServices();
    await createAdmin(t.db, { username: 'owner', password: 'first-password' });
    const { access_token } = await t.caller().auth.login({ username: 'owner', password: 'first-password' });
    expect(await authenticateAdmin(t.db, t.tokens, `Bearer ${access_token}`)).not.toBeNull();

    await resetAdminPassword(t.db, 'owner', 'second-password');
    expect(await authenticateAdmin(t.db, t.tokens, `Bearer ${access_token}`)).toBeNull();
    await expect(t.caller().auth.login({ username: 'owner', password: 'first-password' })).rejects.toThrow();
    await expect(t.caller().auth.login({ username: 'owner', password: 'second-password' })).resolves.toBeTruthy();
  });

  it('create refuses an existing username and reset refuses an unknown one', async () => {
    const t = await createTestServices();
    await createAdmin(t.db, { username: 'owner', password: 'first-password' });
    await expect(createAdmin(t.db, { username: 'owner', password: 'x-password-2' })).rejects.toMatchObject({
      kind: 'conflict',
      message: 'Administrator "owner" already exists',
    });
    await expect(resetAdminPassword(t.db, 'ghost', 'x-password-2')).rejects.toMatchObject({
      kind: 'not_found',
      message: 'No administrator "ghost"',
    });
    expect(await setAdminPassword(t.db, { username: 'owner', password: 'via-environment' })).toBe('updated');
  });
});

describe('the sign-in throttle at the sign-in', () => {
  it('gives attempts sent at once no more than five wrong passwords between them', async () => {
    const t = await createTestServices();
    await createAdmin(t.db, { username: 'owner', password: 'first-password' });
    const answers = await Promise.allSettled(
      Array.from({ length: 9 }, (_, i) => loginAdmin(t, `10.1.0.${i}`, { username: 'owner', password: `guess-${i}` })),
    );
    const kinds = answers.map((answer) => (answer.status === 'rejected' ? answer.reason.kind : 'signed in'));
    expect(kinds.filter((kind) => kind === 'unauthorized')).toHaveLength(5);
    expect(kinds.filter((kind) => kind === 'rate_limited')).toHaveLength(4);
  });

  it('a right password waiting for its code is no failure; a wrong code is', async () => {
    const t = await createTestServices();
    await createAdmin(t.db, { username: 'owner', password: 'first-password' });
    await t.db
      .updateTable('administrators')
      .set({ mfa_secret: t.tokens.sealSecret('JBSWY3DPEHPK3PXP') })
      .execute();
    for (let i = 0; i < 7; i++) {
      await expect(loginAdmin(t, '10.2.0.1', { username: 'owner', password: 'first-password' })).rejects.toMatchObject({
        kind: 'unauthorized',
        message: 'Enter the code from your authenticator app',
      });
    }
    for (let i = 0; i < 5; i++) {
      await expect(
        loginAdmin(t, '10.2.0.1', { username: 'owner', password: 'first-password', code: '000000' }),
      ).rejects.toMatchObject({ kind: 'unauthorized', message: 'That code is not valid' });
    }
    await expect(
      loginAdmin(t, '10.2.0.2', { username: 'owner', password: 'first-password', code: '000000' }),
    ).rejects.toMatchObject({ kind: 'rate_limited' });
  });
});

describe('a failed sign-in', () => {
  it('is logged with the address and the username tried, cut to 100 characters, and never the password', async () => {
    const entries: { details: object; message: string }[] = [];
    const log = { error() {}, warn: (details: object, message: string) => entries.push({ details, message }) };
    const t = await createTestServices({ log });
    await createAdmin(t.db, { username: 'owner', password: 'first-password' });
    await expect(t.caller().auth.login({ username: 'owner', password: 'wrong-password' })).rejects.toThrow();
    // The schemas stop longer names at the doors; the service keeps the log short on its own too.
    const long = `${'x'.repeat(150)}\n{"forged":"line"}`;
    await expect(loginAdmin(t, '198.51.100.9', { username: long, password: 'pw-123456' })).rejects.toThrow();
    expect(entries).toEqual([
      { details: { ip: '203.0.113.7', username: 'owner' }, message: 'failed administrator sign-in' },
      { details: { ip: '198.51.100.9', username: 'x'.repeat(100) }, message: 'failed administrator sign-in' },
    ]);
    expect(JSON.stringify(entries)).not.toContain('wrong-password');
  });

  it('still answers 401 with a log that has no warning level', async () => {
    const t = await createTestServices({ log: { error() {} } });
    await createAdmin(t.db, { username: 'owner', password: 'first-password' });
    await expect(t.caller().auth.login({ username: 'owner', password: 'wrong-password' })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });
});

describe('what a session is bound to', () => {
  it('is the password, then the password and each new epoch: every change ends the sessions before it', () => {
    const keys = [
      sessionKey({ password_hash: 'hash-1', session_epoch: 0 }),
      sessionKey({ password_hash: 'hash-1', session_epoch: 1 }),
      sessionKey({ password_hash: 'hash-1', session_epoch: 2 }),
      sessionKey({ password_hash: 'hash-2', session_epoch: 1 }),
    ];
    expect(keys[0]).toBe('hash-1');
    expect(new Set(keys).size).toBe(4);
  });
});

describe('a failed sign-in in the audit log', () => {
  it('keeps at most 100 characters of the username tried, and a successful one is logged as sign_in', async () => {
    const t = await createTestServices();
    await createAdmin(t.db, { username: 'owner', password: 'first-password' });
    // Called directly, past the schema that caps usernames for REST and tRPC.
    await expect(loginAdmin(t, '198.51.100.7', { username: 'u'.repeat(300), password: 'x' })).rejects.toThrow();
    await loginAdmin(t, '198.51.100.7', { username: 'owner', password: 'first-password' });
    const rows = await t.db.selectFrom('audit_log').select(['action', 'admin']).orderBy('id').execute();
    expect(rows).toEqual([
      { action: 'sign_in_failed', admin: 'u'.repeat(100) },
      { action: 'sign_in', admin: 'owner' },
    ]);
  });
});
