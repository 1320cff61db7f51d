import { describe, expect, it } from 'vitest';
import { createTestServices } from '../test-support';
import { setAdminPassword } from './admin-auth';
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
    expect(
      await setAdminPassword(t.db, {
        username: 'owner',
        password: 'first-password',
        full_name: 'Aditi',
        email: 'a@x.in',
      }),
    ).toBe('created');
    const result = await t.caller().auth.login({ username: 'owner', password: 'first-password' });
    expect(result.admin).toEqual({ full_name: 'Aditi', email: 'a@x.in' });
    expect(await t.tokens.adminIdFromToken(result.access_token)).toBeGreaterThan(0);
    expect(await t.caller({ adminId: await t.tokens.adminIdFromToken(result.access_token) }).auth.me()).toEqual(
      result.admin,
    );

    await expect(t.caller().auth.login({ username: 'owner', password: 'wrong-password' })).rejects.toThrow(
      'Invalid username or password',
    );
    await expect(t.caller().auth.login({ username: 'nobody', password: 'first-password' })).rejects.toThrow(
      'Invalid username or password',
    );

    expect(await setAdminPassword(t.db, { username: 'owner', password: 'second-password' })).toBe('updated');
    await expect(t.caller().auth.login({ username: 'owner', password: 'first-password' })).rejects.toThrow();
    await expect(t.caller().auth.login({ username: 'owner', password: 'second-password' })).resolves.toBeTruthy();
  });
});
