// The two-factor rules on their own, with a clock the test sets: which codes count, replays, recovery codes.
import { findAdminCredentialsById } from '@coach/db';
import { SECURITY_MESSAGES } from '@coach/shared';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { createTestServices } from '../test-support';
import { createAdmin } from './admin-auth';
import { confirmPassword } from './admin-security';
import { createAskAgainThrottle } from './ask-again';
import {
  checkSecondFactor,
  disableMfaWithProof,
  enableMfaWithCode,
  hashRecoveryCode,
  matchingStep,
  newRecoveryCodes,
  RECOVERY_CODE_COUNT,
  securityStatus,
  startMfaSetup,
} from './mfa';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
/** A moment in the middle of a 30-second step. */
const NOW = Date.parse('2026-11-23T12:00:15.000Z');
const STEP = Math.floor(NOW / 30_000);
const codeAt = (ms: number, secret = SECRET) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: ms });

describe('matchingStep', () => {
  it('takes the current code and the one before, and gives their step', () => {
    expect(matchingStep(SECRET, codeAt(NOW), NOW)).toBe(STEP);
    expect(matchingStep(SECRET, codeAt(NOW - 30_000), NOW)).toBe(STEP - 1);
  });

  it('refuses the next step, older steps, other secrets and anything not the code', () => {
    expect(matchingStep(SECRET, codeAt(NOW + 30_000), NOW)).toBeNull();
    expect(matchingStep(SECRET, codeAt(NOW - 60_000), NOW)).toBeNull();
    expect(matchingStep(SECRET, codeAt(NOW, 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU'), NOW)).toBeNull();
    const code = codeAt(NOW);
    for (const wrong of [`${code}0`, `0${code}`, code.slice(1), '', 'abcdef']) {
      expect(matchingStep(SECRET, wrong, NOW)).toBeNull();
    }
  });
});

describe('recovery codes', () => {
  it('are ten distinct codes of two groups of five, without look-alike characters', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(RECOVERY_CODE_COUNT).toBe(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);
  });

  it('hash the same whatever the case, spaces or dash', () => {
    const hash = hashRecoveryCode('abcde-fghjk');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    for (const typed of ['ABCDE-FGHJK', 'abcdefghjk', ' abcde fghjk ', 'abcde--fghjk']) {
      expect(hashRecoveryCode(typed)).toBe(hash);
    }
    expect(hashRecoveryCode('abcde-fghjm')).not.toBe(hash);
  });
});

describe('enrolment and the second factor', () => {
  async function owner() {
    const t = await createTestServices();
    await createAdmin(t.db, { username: 'owner', password: 'first-password' });
    const admin = await t.db.selectFrom('administrators').select('id').executeTakeFirstOrThrow();
    let clock = NOW;
    const services = { ...t, now: () => clock };
    return { t, services, id: admin.id, setClock: (ms: number) => (clock = ms) };
  }

  it('needs a setup before a code, and cannot start twice once on', async () => {
    const { services, id } = await owner();
    await expect(enableMfaWithCode(services, id, '123456')).rejects.toThrow(
      'Start the setup again: no authenticator app is waiting to be confirmed',
    );
    const { secret } = await startMfaSetup(services, id);
    await expect(enableMfaWithCode(services, id, codeAt(NOW + 30_000, secret))).rejects.toThrow(
      'That code is not valid',
    );
    const { recovery_codes } = await enableMfaWithCode(services, id, codeAt(NOW, secret));
    expect(recovery_codes).toHaveLength(10);
    await expect(startMfaSetup(services, id)).rejects.toMatchObject({ kind: 'conflict' });
    await expect(enableMfaWithCode(services, id, codeAt(NOW, secret))).rejects.toThrow(
      'Two-factor sign-in is already on',
    );
    expect(await securityStatus(services, id)).toEqual({ mfa_enabled: true, recovery_codes_left: 10 });
    await expect(securityStatus(services, id + 99)).rejects.toThrow('Invalid or expired session');
  });

  it('takes each step once: the enrolment code and any code of an earlier step are refused at sign-in', async () => {
    const { services, id, setClock } = await owner();
    const { secret } = await startMfaSetup(services, id);
    await enableMfaWithCode(services, id, codeAt(NOW, secret));
    const admin = async () => (await findAdminCredentialsById(services.db, id))!;
    expect(await checkSecondFactor(services, await admin(), codeAt(NOW, secret))).toBe(false);
    setClock(NOW + 30_000);
    expect(await checkSecondFactor(services, await admin(), codeAt(NOW, secret))).toBe(false);
    expect(await checkSecondFactor(services, await admin(), codeAt(NOW + 30_000, secret))).toBe(true);
    expect(await checkSecondFactor(services, await admin(), codeAt(NOW + 30_000, secret))).toBe(false);
  });

  it('refuses app codes when the secret cannot be opened (another APP_SECRET), but still takes a recovery code', async () => {
    const { services, id } = await owner();
    const { secret } = await startMfaSetup(services, id);
    const { recovery_codes } = await enableMfaWithCode(services, id, codeAt(NOW, secret));
    await services.db.updateTable('administrators').set({ mfa_secret: 'v1.AAAA.AAAA.AAAA' }).execute();
    const admin = (await findAdminCredentialsById(services.db, id))!;
    expect(await checkSecondFactor(services, admin, codeAt(NOW + 30_000, secret))).toBe(false);
    expect(await checkSecondFactor(services, admin, recovery_codes[0] as string)).toBe(true);
  });

  it('turns off only when it is on', async () => {
    const { services, id } = await owner();
    await expect(
      disableMfaWithProof(services, id, { password: 'first-password', code: '123456' }, '203.0.113.1'),
    ).rejects.toThrow('Two-factor sign-in is not on');
  });

  it('turns off with the password and a code; wrong passwords and wrong codes both count toward the throttle', async () => {
    const { services, id, setClock } = await owner();
    const { secret } = await startMfaSetup(services, id);
    await enableMfaWithCode(services, id, codeAt(NOW, secret));
    setClock(NOW + 30_000);
    const ip = '198.51.100.4';
    const tries = [
      [{ password: 'first-passworD', code: codeAt(NOW + 30_000, secret) }, SECURITY_MESSAGES.currentPasswordWrong],
      [{ password: 'first-password', code: '000000' }, SECURITY_MESSAGES.codeInvalid],
      [{ password: 'first-password', code: 'aaaaa-bbbbb' }, SECURITY_MESSAGES.codeInvalid],
      [{ password: '', code: '000000' }, SECURITY_MESSAGES.currentPasswordWrong],
      [{ password: 'first-password', code: '111111' }, SECURITY_MESSAGES.codeInvalid],
    ] as const;
    for (const [proof, message] of tries) {
      await expect(disableMfaWithProof(services, id, proof, ip)).rejects.toMatchObject({ kind: 'invalid', message });
    }
    // Five wrong answers: even the right ones wait, from any address, and two-factor stays on.
    const right = { password: 'first-password', code: codeAt(NOW + 30_000, secret) };
    await expect(disableMfaWithProof(services, id, right, '198.51.100.5')).rejects.toMatchObject({
      kind: 'rate_limited',
      message: SECURITY_MESSAGES.askedTooOften,
    });
    expect(await securityStatus(services, id)).toMatchObject({ mfa_enabled: true });
    // The sign-in is not held back.
    await expect(services.limits.login.take(ip, 'owner')).resolves.toBeUndefined();
    // Nothing was used up while held back: the same code turns it off once the window is over (a new count).
    services.limits.askAgain = createAskAgainThrottle();
    await disableMfaWithProof(services, id, right, '198.51.100.5');
    expect(await securityStatus(services, id)).toMatchObject({ mfa_enabled: false });
  });

  it('a right answer on another step does not reset the count of wrong codes', async () => {
    const { services, id, setClock } = await owner();
    const { secret } = await startMfaSetup(services, id);
    await enableMfaWithCode(services, id, codeAt(NOW, secret));
    setClock(NOW + 30_000);
    for (let i = 0; i < 4; i++) {
      await expect(
        disableMfaWithProof(services, id, { password: 'first-password', code: `00000${i}` }, `192.0.2.${i}`),
      ).rejects.toMatchObject({ message: SECURITY_MESSAGES.codeInvalid });
    }
    // The password asked again elsewhere (a restore, a new password that turns out too weak), answered right.
    await expect(confirmPassword(services, id, 'first-password', '192.0.2.8')).resolves.toMatchObject({ id });
    await expect(
      disableMfaWithProof(services, id, { password: 'first-password', code: '000009' }, '192.0.2.9'),
    ).rejects.toMatchObject({ message: SECURITY_MESSAGES.codeInvalid });
    await expect(
      disableMfaWithProof(
        services,
        id,
        { password: 'first-password', code: codeAt(NOW + 30_000, secret) },
        '192.0.2.9',
      ),
    ).rejects.toMatchObject({ kind: 'rate_limited' });
    expect(await securityStatus(services, id)).toMatchObject({ mfa_enabled: true });
  });

  it('turns off with the right password and code after four mistakes', async () => {
    const { services, id, setClock } = await owner();
    const { secret } = await startMfaSetup(services, id);
    await enableMfaWithCode(services, id, codeAt(NOW, secret));
    setClock(NOW + 30_000);
    const ip = '198.51.100.6';
    for (let i = 0; i < 4; i++) {
      await expect(
        disableMfaWithProof(services, id, { password: 'wrong', code: codeAt(NOW, secret) }, ip),
      ).rejects.toMatchObject({ message: SECURITY_MESSAGES.currentPasswordWrong });
    }
    await disableMfaWithProof(services, id, { password: 'first-password', code: codeAt(NOW + 30_000, secret) }, ip);
    expect(await securityStatus(services, id)).toMatchObject({ mfa_enabled: false });
  });
});
