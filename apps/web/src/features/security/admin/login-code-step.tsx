// The sign-in's second step for an administrator with two-factor sign-in on: the app's code, or a recovery code.
import { mfaEnableSchema, SECURITY_MESSAGES } from '@coach/shared';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useAdminForm } from '@/components/admin/use-admin-form';
import { APP_CODE_HINT, OneTimeCodeField } from './one-time-code-field';

const RECOVERY_HINT = 'One of the codes you saved when you turned two-factor sign-in on, e.g. abcde-23456.';

export function LoginCodeStep({
  error,
  pending,
  onEdit,
  onSubmit,
  onBack,
}: {
  /** The server's refusal of the last code; the field is selected again to retype. */
  error: string;
  pending: boolean;
  onEdit: () => void;
  onSubmit: (code: string) => void;
  onBack: () => void;
}) {
  const [recovery, setRecovery] = useState(false);
  const { form, field } = useAdminForm({ schema: mfaEnableSchema, defaultValues: { code: '' }, onEdit });
  const { setFocus } = form;

  // Focus follows the step: on arriving, and after a refused code (selected, to type over).
  useEffect(() => {
    setFocus('code', { shouldSelect: Boolean(error) });
  }, [error, setFocus]);

  return (
    <form
      onSubmit={form.handleSubmit(({ code }) => onSubmit(code))}
      className="space-y-4"
      noValidate
      aria-label="Two-step verification"
    >
      <p className="text-sm text-slate-700">{SECURITY_MESSAGES.mfaRequired}.</p>
      <OneTimeCodeField
        label={recovery ? 'Recovery code' : 'Authentication code'}
        hint={recovery ? RECOVERY_HINT : APP_CODE_HINT}
        acceptsLetters={recovery}
        error={form.formState.errors.code?.message}
        {...field('code')}
      />
      <button type="submit" className="btn-primary w-full" disabled={pending}>
        {pending ? 'Checking...' : 'Verify'}
      </button>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <button type="button" onClick={onBack} className="inline-flex items-center gap-1 text-slate-700 underline">
          <ArrowLeft aria-hidden className="size-4" /> Back
        </button>
        <button
          type="button"
          onClick={() => {
            setRecovery((on) => !on);
            setFocus('code');
          }}
          className="text-brand-700 underline"
        >
          {recovery ? 'Use the code from the app' : 'Use a recovery code'}
        </button>
      </div>
    </form>
  );
}
