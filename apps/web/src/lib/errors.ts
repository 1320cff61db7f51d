// The text a failed call shows: the server's own message when it answered, otherwise the caller's fallback.
// A tRPC client error is told by its name, as @trpc/client's own `isTRPCClientError` does: the client itself is
// loaded only when a call goes to the server (lib/trpc.ts), so pages do not import its class.

type TrpcErrorData = { httpStatus?: number; mfa_required?: boolean };

/** The `data` of a tRPC error the server sent (status and the app's own fields), or null for any other failure. */
export function trpcErrorData(error: unknown): TrpcErrorData | null {
  if (!(error instanceof Error) || error.name !== 'TRPCClientError') return null;
  const { data } = error as Error & { data?: TrpcErrorData | null };
  return data ?? null;
}

export function serverErrorText(error: unknown): string | null {
  if (trpcErrorData(error) && error instanceof Error && error.message) return error.message;
  return null;
}

/** The sign-in answer "password right, now the code from the authenticator app" (401 with `mfa_required`). */
export function isMfaRequired(error: unknown): boolean {
  return trpcErrorData(error)?.mfa_required === true;
}
