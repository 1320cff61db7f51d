// What a signed-in administrator is asked again before a drastic step: her password for a new password or a restore,
// the password and a code to turn two-factor sign-in off. Wrong answers count toward a throttle of their own (five in
// 15 minutes for the administrator or the address), so a stolen session cannot guess them without end; the sign-in's
// count is left alone, so a mistyped password here never locks her out of signing in.
import { invalid, SECURITY_MESSAGES } from '@coach/shared';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { giveTryBack, takeTry } from './login-throttle';
import { verifyPassword } from './passwords';

export const ASK_AGAIN_MAX_FAILURES = 5;
export const ASK_AGAIN_WINDOW_SECONDS = 15 * 60;

export type AskAgainThrottle = ReturnType<typeof createAskAgainThrottle>;

/**
 * Each try takes a point from the administrator's count and the address's before any answer is looked at, and gives
 * it back when every answer holds: tries sent at once cannot pass the limit together, and a right answer never wipes
 * out wrong ones (only the window does), so a step answered right cannot reset the count another step is guessing.
 */
export function createAskAgainThrottle() {
  const tries = new RateLimiterMemory({ points: ASK_AGAIN_MAX_FAILURES, duration: ASK_AGAIN_WINDOW_SECONDS });
  const keys = (ip: string, adminId: number) => [`ip:${ip}`, `admin:${adminId}`];
  return {
    /** Takes a try; a 429 when the administrator or the address has used up the window's. */
    async take(ip: string, adminId: number): Promise<void> {
      await takeTry(tries, keys(ip, adminId), SECURITY_MESSAGES.askedTooOften);
    },
    /** Gives the try back: its answers held. */
    async giveBack(ip: string, adminId: number): Promise<void> {
      await Promise.all(keys(ip, adminId).map((key) => giveTryBack(tries, key)));
    },
  };
}

/** One answer to check: null when it holds, otherwise the message that refuses it. */
export type Proof = () => Promise<string | null>;

/** The administrator's current password (`hash` as stored) as a proof. */
export const passwordProof =
  (password: string, hash: string): Proof =>
  async () =>
    (await verifyPassword(password, hash)) ? null : SECURITY_MESSAGES.currentPasswordWrong;

/**
 * Checks `proofs` in order for administrator `adminId` asking from `ip`: a 429 while the throttle holds, a 400 with
 * the first failing proof's message (its try kept as a failure), and the try given back once all hold.
 */
export async function askAgain(
  services: { limits: { askAgain: AskAgainThrottle } },
  adminId: number,
  ip: string,
  proofs: Proof[],
): Promise<void> {
  const throttle = services.limits.askAgain;
  await throttle.take(ip, adminId);
  for (const proof of proofs) {
    const refusal = await proof();
    if (refusal !== null) throw invalid(refusal);
  }
  await throttle.giveBack(ip, adminId);
}
