// Two-factor sign-in: its state, and the way to turn it on (scan, confirm, save the recovery codes) or off.
import type { RouterOutputs } from '@coach/api';
import type { SecurityStatus } from '@coach/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { FormAlert } from '@/components/ui/form-field';
import { securityStatus, startTwoFactorMutation, useSecurityRefresh } from '@/features/security/admin/api';
import { useApi } from '@/lib/data';
import { serverErrorText } from '@/lib/errors';
import { RecoveryCodes } from './recovery-codes';
import { SecuritySection } from './security-section';
import { TwoFactorDisable } from './two-factor-disable';
import { TwoFactorSetup } from './two-factor-setup';

type Stage =
  | { kind: 'status' }
  | { kind: 'setup'; setup: RouterOutputs['security']['mfaSetup'] }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'disable' };

export function TwoFactorSection() {
  const { trpc } = useApi();
  const { afterTwoFactorChange } = useSecurityRefresh();
  const status = useQuery(securityStatus(trpc));
  const start = useMutation(startTwoFactorMutation(trpc));
  const [stage, setStage] = useState<Stage>({ kind: 'status' });
  const [notice, setNotice] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  /** Back to the state line, focus on the heading, the status fetched again when it changed. */
  const finish = async (message: string | null, changed: boolean) => {
    setStage({ kind: 'status' });
    setNotice(message);
    headingRef.current?.focus();
    if (changed) await afterTwoFactorChange();
  };

  const turnOn = () => {
    setNotice(null);
    start.mutate(undefined, { onSuccess: (setup) => setStage({ kind: 'setup', setup }) });
  };

  return (
    <SecuritySection
      title="Two-factor sign-in"
      headingRef={headingRef}
      description="Signing in then asks for a code from an authenticator app on your phone as well as your password, so a stolen password alone cannot open the admin portal."
    >
      <div role="status">{notice && <p className="rounded-lg bg-brand-50 p-3 text-sm text-brand-800">{notice}</p>}</div>
      {start.isError && (
        <FormAlert>{serverErrorText(start.error) ?? 'Two-factor sign-in could not be set up'}</FormAlert>
      )}
      {stage.kind === 'setup' && (
        <TwoFactorSetup
          setup={stage.setup}
          onEnabled={(codes) => {
            setStage({ kind: 'codes', codes });
            void afterTwoFactorChange();
          }}
          onCancel={() => void finish(null, false)}
        />
      )}
      {stage.kind === 'codes' && (
        <RecoveryCodes codes={stage.codes} onDone={() => void finish('Two-factor sign-in is on.', false)} />
      )}
      {stage.kind === 'disable' && (
        <TwoFactorDisable
          onDisabled={() => void finish('Two-factor sign-in is off.', true)}
          onCancel={() => void finish(null, false)}
        />
      )}
      {stage.kind === 'status' && (
        <TwoFactorState
          state={status.data}
          loadError={status.isError ? (serverErrorText(status.error) ?? 'Failed to load the security state') : null}
          starting={start.isPending}
          onTurnOn={turnOn}
          onTurnOff={() => {
            setNotice(null);
            setStage({ kind: 'disable' });
          }}
        />
      )}
    </SecuritySection>
  );
}

function TwoFactorState({
  state,
  loadError,
  starting,
  onTurnOn,
  onTurnOff,
}: {
  state: SecurityStatus | undefined;
  loadError: string | null;
  starting: boolean;
  onTurnOn: () => void;
  onTurnOff: () => void;
}) {
  if (loadError) return <FormAlert>{loadError}</FormAlert>;
  if (!state) return <p className="text-slate-600">Loading...</p>;
  if (!state.mfa_enabled) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="font-medium text-slate-900">Two-factor sign-in is off.</p>
        <button type="button" className="btn-primary" onClick={onTurnOn} disabled={starting}>
          {starting ? 'Starting...' : 'Turn on'}
        </button>
      </div>
    );
  }
  const left = state.recovery_codes_left;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div>
        <p className="font-medium text-slate-900">Two-factor sign-in is on.</p>
        <p className="text-sm text-slate-600">
          {left} recovery {left === 1 ? 'code' : 'codes'} left.
          {left <= 3 && ' Turn two-factor sign-in off and on again to get ten new ones.'}
        </p>
      </div>
      <button type="button" className="btn-outline" onClick={onTurnOff}>
        Turn off
      </button>
    </div>
  );
}
