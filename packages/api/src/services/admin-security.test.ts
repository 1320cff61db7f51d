// The password asked again before a drastic step (the portal's restore of an off-site copy): only the signed-in
// administrator's own, current password passes.
import { findAdminCredentials } from '@coach/db';
import { SECURITY_MESSAGES } from '@coach/shared';
import { describe, expect, it } from 'vitest';
import { createTestServices } from '../test-support';
import { createAdmin, resetAdminPassword } from './admin-auth';
import { confirmPassword } from './admin-security';
import { LOGIN_MAX_FAILURES, LOGIN_THROTTLED_MESSAGE } from './login-throttle';

let calls = 0;
/** Each call from an address of its own, so the address's count of failures stays out of the way. */
const fresh = () => `203.0.113.${++calls}`;

async function withAdmins() {
  const t = await createTestServices();
  await createAdmin(t.db, { username: 'owner', password: 'owner-password' });
  await createAdmin(t.db, { username: 'helper', password: 'helper-password' });
  const idOf = async (username: string) => (await findAdminCredentials(t.db, username))!.id;
  return { t, owner: await idOf('owner'), helper: await idOf('helper') };
}

describe('confirming the password before a restore', () => {
  it('passes with the administrator’s own current password', async () => {
    const { t, owner } = await withAdmins();
    await expect(confirmPassword(t, owner, 'owner-password', fresh())).resolves.toMatchObject({
      id: owner,
      username: 'owner',
    });
  });

  it('refuses another administrator’s password, a near miss, an empty one and a replaced one', async () => {
    const { t, owner, helper } = await withAdmins();
    const wrong = { kind: 'invalid', message: SECURITY_MESSAGES.currentPasswordWrong };
    await expect(confirmPassword(t, owner, 'helper-password', fresh())).rejects.toMatchObject(wrong);
    await expect(confirmPassword(t, helper, 'owner-password', fresh())).rejects.toMatchObject(wrong);
    await expect(confirmPassword(t, owner, 'owner-passworD', fresh())).rejects.toMatchObject(wrong);
    await expect(confirmPassword(t, owner, '', fresh())).rejects.toMatchObject(wrong);
    await resetAdminPassword(t.db, 'owner', 'second-password');
    await expect(confirmPassword(t, owner, 'owner-password', fresh())).rejects.toMatchObject(wrong);
    await expect(confirmPassword(t, owner, 'second-password', fresh())).resolves.toMatchObject({
      id: owner,
      username: 'owner',
    });
  });

  it('refuses a session whose administrator no longer exists, whatever the password', async () => {
    const { t, owner } = await withAdmins();
    await t.db.deleteFrom('administrators').where('id', '=', owner).execute();
    await expect(confirmPassword(t, owner, 'owner-password', fresh())).rejects.toMatchObject({
      kind: 'unauthorized',
      message: 'Invalid or expired session',
    });
  });

  it('counts wrong guesses with the sign-in’s: five, then even the right password waits; a success clears them', async () => {
    const { t, owner } = await withAdmins();
    const wrong = { kind: 'invalid', message: SECURITY_MESSAGES.currentPasswordWrong };
    for (let i = 0; i < 4; i++)
      await expect(confirmPassword(t, owner, `guess-${i}`, '192.0.2.7')).rejects.toMatchObject(wrong);
    await expect(confirmPassword(t, owner, 'owner-password', '192.0.2.7')).resolves.toMatchObject({
      id: owner,
      username: 'owner',
    });
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      await expect(confirmPassword(t, owner, `guess-${i}`, '198.51.100.1')).rejects.toMatchObject(wrong);
    }
    const throttled = { kind: 'rate_limited', message: LOGIN_THROTTLED_MESSAGE };
    await expect(confirmPassword(t, owner, 'owner-password', '198.51.100.2')).rejects.toMatchObject(throttled);
    // The sign-in itself is held back for that username too.
    await expect(t.limits.login.check('198.51.100.3', 'owner')).rejects.toMatchObject(throttled);
  });
});
