// The security area's data: sign-in, the password, two-factor sign-in and sessions, and what each write refreshes.
import { refresh, useApi } from '@/lib/data';
import type { Trpc } from '@/lib/trpc';

/** Whether two-factor sign-in is on, and how many recovery codes are left. */
export const securityStatus = (trpc: Trpc) => trpc.security.status.queryOptions();

// The writes, each for `useMutation`: none of them changes a list on screen except through `useSecurityRefresh`.
export const signInMutation = (trpc: Trpc) => trpc.auth.login.mutationOptions();
export const signOutMutation = (trpc: Trpc) => trpc.security.logout.mutationOptions();
export const changePasswordMutation = (trpc: Trpc) => trpc.security.changePassword.mutationOptions();
export const signOutOthersMutation = (trpc: Trpc) => trpc.security.signOutOthers.mutationOptions();
export const startTwoFactorMutation = (trpc: Trpc) => trpc.security.mfaSetup.mutationOptions();
export const enableTwoFactorMutation = (trpc: Trpc) => trpc.security.mfaEnable.mutationOptions();
export const disableTwoFactorMutation = (trpc: Trpc) => trpc.security.mfaDisable.mutationOptions();

export function useSecurityRefresh() {
  const { trpc, queryClient } = useApi();
  return {
    /** Two-factor sign-in turned on or off, or the recovery codes changed: the status line is read again. */
    afterTwoFactorChange: () => refresh(queryClient, [trpc.security.status.queryKey()]),
    /** Signed out: every cached answer goes from this browser. */
    forgetEverything: () => queryClient.clear(),
  };
}
