// The text a failed call shows: the server's own message when it answered, otherwise the caller's fallback.
import { TRPCClientError } from '@trpc/client';

export function serverErrorText(error: unknown): string | null {
  if (error instanceof TRPCClientError && error.data && error.message) return error.message;
  return null;
}
