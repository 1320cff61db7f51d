// Two-factor sign-in with an authenticator app (TOTP, RFC 6238: 30 s, 6 digits, SHA-1 as every app reads it), and
// the ten one-time recovery codes that stand in for the phone. The secret is kept sealed with a key from APP_SECRET;
// recovery codes are kept only as SHA-256 hashes. A code is taken once: its time step is recorded, and no code of that
// step or an earlier one is accepted again.
import { createHash, randomBytes } from 'node:crypto';
import {
  type AdminCredentials,
  acceptMfaStep,
  countUnusedRecoveryCodes,
  type DB,
  disableMfa,
  enableMfa,
  findAdminCredentialsById,
  redeemRecoveryCode,
  setPendingMfaSecret,
} from '@coach/db';
import { AUTH_MESSAGES, conflict, invalid, SECURITY_MESSAGES, type SecurityStatus, unauthorized } from '@coach/shared';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { type AskAgainThrottle, askAgain, passwordProof } from './ask-again';
import type { BusinessSettingsStore } from './business-settings';
import type { TokenService } from './tokens';

const PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;

type MfaServices = { db: DB; tokens: TokenService; now?: () => number };

/** The issuer is what the authenticator app lists the account under: the business's name. Codes do not depend on it. */
const totpOf = (secret: string, label?: string, issuer?: string) =>
  new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/** The time step of a moment (the counter of RFC 6238). */
const stepAt = (ms: number) => Math.floor(ms / 1000 / PERIOD_SECONDS);

/**
 * The time step of a right code: the current one or the one before (a code typed as it changed); null otherwise.
 * A code of the next step (a phone clock ahead) is not taken: the issue asks for the current code or the one before.
 */
export function matchingStep(secret: string, code: string, now: number): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: 1 });
  return delta === 0 || delta === -1 ? stepAt(now) + delta : null;
}

/** The hash of a recovery code as typed: case, spaces and the dash do not matter. */
export const hashRecoveryCode = (code: string) =>
  createHash('sha256')
    .update(code.toLowerCase().replace(/[^a-z0-9]/g, ''))
    .digest('hex');

/** Ten codes of ten characters (about 50 bits each), written as "xxxxx-xxxxx" to be copied by hand. */
export function newRecoveryCodes(): string[] {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = [...randomBytes(10)].map((byte) => alphabet[byte % alphabet.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

async function credentialsOf(db: DB, adminId: number): Promise<AdminCredentials> {
  const admin = await findAdminCredentialsById(db, adminId);
  if (!admin) throw unauthorized(AUTH_MESSAGES.adminInvalid);
  return admin;
}

export async function securityStatus(services: MfaServices, adminId: number): Promise<SecurityStatus> {
  const admin = await credentialsOf(services.db, adminId);
  return {
    mfa_enabled: admin.mfa_secret !== null,
    recovery_codes_left: admin.mfa_secret ? await countUnusedRecoveryCodes(services.db, adminId) : 0,
  };
}

/** A new secret to scan, kept as pending until `enable` confirms it with a first code. */
export async function startMfaSetup(services: MfaServices & { settings: BusinessSettingsStore }, adminId: number) {
  const admin = await credentialsOf(services.db, adminId);
  if (admin.mfa_secret) throw conflict(SECURITY_MESSAGES.alreadyOn);
  const secret = new Secret().base32; // 20 random bytes, as RFC 4226 recommends
  await setPendingMfaSecret(services.db, adminId, services.tokens.sealSecret(secret));
  const issuer = (await services.settings.get()).business_name;
  const otpauth_url = totpOf(secret, admin.username, issuer).toString();
  // Drawn here, as SVG: nothing is fetched from a QR service.
  const qr_svg = await QRCode.toString(otpauth_url, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  return { secret, otpauth_url, qr_svg };
}

/** Confirms the pending secret with a code from the app; returns the recovery codes, shown this once. */
export async function enableMfaWithCode(services: MfaServices, adminId: number, code: string) {
  const admin = await credentialsOf(services.db, adminId);
  if (admin.mfa_secret) throw conflict(SECURITY_MESSAGES.alreadyOn);
  const secret = admin.mfa_pending_secret ? services.tokens.openSecret(admin.mfa_pending_secret) : null;
  if (!secret) throw invalid(SECURITY_MESSAGES.noPendingSetup);
  const step = matchingStep(secret, code, (services.now ?? Date.now)());
  if (step === null) throw invalid(SECURITY_MESSAGES.codeInvalid);
  const recovery_codes = newRecoveryCodes();
  await enableMfa(services.db, adminId, {
    secret: admin.mfa_pending_secret as string,
    step,
    recoveryCodeHashes: recovery_codes.map(hashRecoveryCode),
  });
  return { recovery_codes };
}

/**
 * Checks a sign-in code of an administrator with two-factor on: a fresh app code (its step taken once) or an unused
 * recovery code (then spent). False for anything else.
 */
export async function checkSecondFactor(services: MfaServices, admin: AdminCredentials, code: string) {
  // A secret sealed under another APP_SECRET (a backup restored elsewhere) opens to nothing: only recovery codes work.
  const secret = admin.mfa_secret ? services.tokens.openSecret(admin.mfa_secret) : null;
  const step = secret ? matchingStep(secret, code, (services.now ?? Date.now)()) : null;
  if (step !== null) return acceptMfaStep(services.db, admin.id, step);
  return redeemRecoveryCode(services.db, admin.id, hashRecoveryCode(code));
}

/** Turns two-factor off: the password and a current code (or a recovery code) are both asked. */
export async function disableMfaWithProof(
  services: MfaServices & { limits: { askAgain: AskAgainThrottle } },
  adminId: number,
  proof: { password: string; code: string },
  ip: string,
) {
  const admin = await credentialsOf(services.db, adminId);
  if (!admin.mfa_secret) throw conflict(SECURITY_MESSAGES.notOn);
  // A wrong code counts as a wrong password does: knowing the password gives five tries at the code, not endless ones.
  await askAgain(services, admin.id, ip, [
    passwordProof(proof.password, admin.password_hash),
    async () => ((await checkSecondFactor(services, admin, proof.code)) ? null : SECURITY_MESSAGES.codeInvalid),
  ]);
  await disableMfa(services.db, { id: adminId });
}
