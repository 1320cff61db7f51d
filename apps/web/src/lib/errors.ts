// The text a failed call shows: the server's own message when it answered, otherwise the caller's fallback.
import { TRPCClientError } from '@trpc/client';

export function serverErrorText(error: unknown): string | null {
  if (error instanceof TRPCClientError && error.data && error.message) return error.message;
  return null;
}

/** The sign-in answer "password right, now the code from the authenticator app" (401 with `mfa_required`). */
export function isMfaRequired(error: unknown): boolean {
  return error instanceof TRPCClientError && error.data?.mfa_required === true;
}
