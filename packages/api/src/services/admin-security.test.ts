// The password asked again before a drastic step (a new password, the portal's restore of an off-site copy): only the
// signed-in administrator's own, current password passes, and wrong guesses are throttled on their own.
import { findAdminCredentials } from '@coach/db';
import { SECURITY_MESSAGES } from '@coach/shared';
import { describe, expect, it } from 'vitest';
import { createTestServices } from '../test-support';
import { createAdmin, resetAdminPassword } from './admin-auth';
import { changeAdminPassword, confirmPassword, passwordWeakness } from './admin-security';
import { verifyPassword } from './passwords';

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

  it('counts wrong guesses on their own: five, then even the right password waits; right answers clear nothing', async () => {
    const { t, owner, helper } = await withAdmins();
    const wrong = { kind: 'invalid', message: SECURITY_MESSAGES.currentPasswordWrong };
    const throttled = { kind: 'rate_limited', message: SECURITY_MESSAGES.askedTooOften };
    for (let i = 0; i < 4; i++)
      await expect(confirmPassword(t, owner, `guess-${i}`, fresh())).rejects.toMatchObject(wrong);
    // A right answer costs nothing, and leaves the four wrong ones counted: the fifth wrong one is the last.
    await expect(confirmPassword(t, owner, 'owner-password', fresh())).resolves.toMatchObject({ id: owner });
    await expect(confirmPassword(t, owner, 'owner-password', fresh())).resolves.toMatchObject({ id: owner });
    await expect(confirmPassword(t, owner, 'guess-5', fresh())).rejects.toMatchObject(wrong);
    await expect(confirmPassword(t, owner, 'owner-password', fresh())).rejects.toMatchObject(throttled);
    // Another administrator is not held back, and neither is the sign-in: a mistyped password here never locks her out.
    await expect(confirmPassword(t, helper, 'helper-password', fresh())).resolves.toMatchObject({ username: 'helper' });
    await expect(t.limits.login.take(fresh(), 'owner')).resolves.toBeUndefined();
  });

  it('counts by address too: five wrong from one address hold back every administrator asking from it', async () => {
    const { t, owner, helper } = await withAdmins();
    for (let i = 0; i < 5; i++) await expect(confirmPassword(t, owner, `guess-${i}`, '192.0.2.20')).rejects.toThrow();
    await expect(confirmPassword(t, helper, 'helper-password', '192.0.2.20')).rejects.toMatchObject({
      kind: 'rate_limited',
    });
    await expect(confirmPassword(t, helper, 'helper-password', '192.0.2.21')).resolves.toMatchObject({ id: helper });
  });

  it('guesses sent at once get no more than five answers between them', async () => {
    const { t, owner } = await withAdmins();
    const answers = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) => confirmPassword(t, owner, `guess-${i}`, fresh())),
    );
    const kinds = answers.map((answer) => (answer.status === 'rejected' ? answer.reason.kind : 'passed'));
    expect(kinds.filter((kind) => kind === 'invalid')).toHaveLength(5);
    expect(kinds.filter((kind) => kind === 'rate_limited')).toHaveLength(7);
  });
});

describe('changing the password', () => {
  const actor = (adminId: number, ip: string) => ({ adminId, ip });
  const change = (current: string) => ({ current_password: current, new_password: 'Lentil soup at 7 on Tuesdays!' });

  it('asks the current password, counted with the other questions asked again; five wrong, then a 429', async () => {
    const { t, owner } = await withAdmins();
    for (let i = 0; i < 3; i++) {
      await expect(changeAdminPassword(t, actor(owner, fresh()), change(`guess-${i}`))).rejects.toMatchObject({
        kind: 'invalid',
        message: SECURITY_MESSAGES.currentPasswordWrong,
      });
    }
    for (let i = 0; i < 2; i++) {
      await expect(confirmPassword(t, owner, 'nope', fresh())).rejects.toMatchObject({ kind: 'invalid' });
    }
    await expect(changeAdminPassword(t, actor(owner, fresh()), change('owner-password'))).rejects.toMatchObject({
      kind: 'rate_limited',
      message: SECURITY_MESSAGES.askedTooOften,
    });
    // Nothing changed: the old password still signs in.
    expect(await verifyPassword('owner-password', (await findAdminCredentials(t.db, 'owner'))!.password_hash)).toBe(
      true,
    );
  });

  it('takes the right current password and a strong new one, and records it in the audit log', async () => {
    const { t, owner } = await withAdmins();
    const { access_token } = await changeAdminPassword(t, actor(owner, '198.51.100.70'), change('owner-password'));
    expect(access_token).toEqual(expect.any(String));
    const stored = (await findAdminCredentials(t.db, 'owner'))!.password_hash;
    expect(await verifyPassword('Lentil soup at 7 on Tuesdays!', stored)).toBe(true);
    expect(await verifyPassword('owner-password', stored)).toBe(false);
    const logged = await t.db.selectFrom('audit_log').select(['action', 'target_type', 'target_id', 'ip']).execute();
    expect(logged).toEqual([
      { action: 'password_change', target_type: 'administrator', target_id: String(owner), ip: '198.51.100.70' },
    ]);
  });

  it('refuses a new password made of her username, her name, the business’s name or the product’s name', async () => {
    const { t } = await withAdmins();
    await createAdmin(t.db, { username: 'helper-owner-x', password: 'helper-owner-password' });
    const id = (await findAdminCredentials(t.db, 'helper-owner-x'))!.id;
    await t.settings.save({
      ...(await t.settings.get()),
      owner_name: 'Priya Raman',
      business_name: 'Green Bowl Kitchen',
    });
    // Each is strong on its own (zxcvbn scores it 3 or more) and weak once it knows the words of this site.
    for (const guessable of ['helper-owner-x-1', 'priya raman 2026', 'green bowl kitchen 7', 'Nutriwell2026!']) {
      const answer = changeAdminPassword(t, actor(id, fresh()), {
        current_password: 'helper-owner-password',
        new_password: guessable,
      });
      await expect(answer).rejects.toMatchObject({
        kind: 'invalid',
        message: expect.stringMatching(new RegExp(`^${SECURITY_MESSAGES.passwordWeak}`)),
      });
    }
    expect(await passwordWeakness('helper-owner-x-1', [])).toBeNull();
    expect(await passwordWeakness('Nutriwell2026!', [])).toBeNull();
  });
});
