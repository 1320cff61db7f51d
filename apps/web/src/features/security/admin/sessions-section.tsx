// "Sign out every other session": ends the sessions of every other browser and device; this one carries on.
import { useMutation } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { signOutOthersMutation } from '@/features/security/admin/api';
import { replaceAdminToken } from '@/lib/admin-session';
import { useApi } from '@/lib/data';
import { serverErrorText } from '@/lib/errors';
import { SecuritySection } from './security-section';

export function SessionsSection() {
  const { trpc } = useApi();
  const signOutOthers = useMutation(signOutOthersMutation(trpc));
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState(false);

  const confirm = () =>
    signOutOthers.mutate(undefined, {
      onSuccess: ({ access_token }) => {
        replaceAdminToken(access_token);
        setConfirming(false);
        setDone(true);
      },
    });

  return (
    <SecuritySection
      title="Sessions"
      description="Signed in on a computer you no longer use, or lost a phone? End every session but this one."
    >
      <button
        type="button"
        className="btn-outline"
        onClick={() => {
          signOutOthers.reset();
          setDone(false);
          setConfirming(true);
        }}
      >
        <LogOut aria-hidden className="size-4" /> Sign out every other session
      </button>
      <div role="status">
        {done && (
          <p className="rounded-lg bg-brand-50 p-3 text-sm text-brand-800">
            Every other session is signed out. This one stays signed in.
          </p>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Sign out every other session?"
        message="Every other browser and device signed in to the admin portal will have to sign in again."
        confirmLabel="Sign out the others"
        busyLabel="Signing out..."
        busy={signOutOthers.isPending}
        error={signOutOthers.isError ? (serverErrorText(signOutOthers.error) ?? 'Failed to sign out the others') : null}
        onConfirm={confirm}
      />
    </SecuritySection>
  );
}
