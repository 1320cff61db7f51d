// What a signed-in administrator is asked again before a drastic step: her password for a new password or a restore,
// the password and a code to turn two-factor sign-in off. Wrong answers count toward a throttle of their own (five in
// 15 minutes for the administrator or the address), so a stolen session cannot guess them without end; the sign-in's
// count is left alone, so a mistyped password here never locks her out of signing in.
import { invalid, SECURITY_MESSAGES } from '@coach/shared';
import { createLoginThrottle, type LoginThrottle } from './login-throttle';
import { verifyPassword } from './passwords';

/** Its own count: five wrong answers in 15 minutes, as the sign-in's. */
export const createAskAgainThrottle = () => createLoginThrottle(undefined, undefined, SECURITY_MESSAGES.askedTooOften);

/** One answer to check: null when it holds, otherwise the message that refuses it. */
export type Proof = () => Promise<string | null>;

/** The administrator's current password (`hash` as stored) as a proof. */
export const passwordProof =
  (password: string, hash: string): Proof =>
  async () =>
    (await verifyPassword(password, hash)) ? null : SECURITY_MESSAGES.currentPasswordWrong;

/**
 * Checks `proofs` in order for `username` asking from `ip`: a 429 while the throttle holds, a 400 with the first
 * failing proof's message (counted as a failure), and a clean count once all hold.
 */
export async function askAgain(
  services: { limits: { askAgain: LoginThrottle } },
  username: string,
  ip: string,
  proofs: Proof[],
): Promise<void> {
  const throttle = services.limits.askAgain;
  await throttle.check(ip, username);
  for (const proof of proofs) {
    const refusal = await proof();
    if (refusal !== null) {
      await throttle.recordFailure(ip, username);
      throw invalid(refusal);
    }
  }
  await throttle.recordSuccess(username);
}
