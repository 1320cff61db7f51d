// Turning two-factor sign-in off: asks for the password and a current code (or a recovery code), as the server does.
import { mfaDisableSchema } from '@coach/shared';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAdminForm } from '@/components/admin/use-admin-form';
import { FormAlert, InputField } from '@/components/ui/form-field';
import { disableTwoFactorMutation } from '@/features/security/admin/api';
import { useApi } from '@/lib/data';
import { FormActions } from './form-actions';
import { APP_OR_RECOVERY_HINT, OneTimeCodeField } from './one-time-code-field';

export function TwoFactorDisable({ onDisabled, onCancel }: { onDisabled: () => void; onCancel: () => void }) {
  const { trpc } = useApi();
  const disable = useMutation(disableTwoFactorMutation(trpc));
  const { form, field, failure, setFailure, failWith } = useAdminForm({
    schema: mfaDisableSchema,
    defaultValues: { password: '', code: '' },
  });
  const { errors } = form.formState;
  const { setFocus } = form;
  useEffect(() => setFocus('password'), [setFocus]);

  const submit = form.handleSubmit((values) => {
    setFailure('');
    disable.mutate(values, {
      onSuccess: onDisabled,
      onError: failWith({ currentPassword: 'password', code: 'code' }, 'Two-factor sign-in could not be turned off'),
    });
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Turn off two-factor sign-in"
      className="space-y-4 rounded-xl border border-slate-200 p-4"
    >
      <p className="text-sm text-slate-700">To turn two-factor sign-in off, confirm it is you.</p>
      {failure && <FormAlert>{failure}</FormAlert>}
      <InputField
        label="Your password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...field('password')}
      />
      <OneTimeCodeField
        label="Code from the app or a recovery code"
        hint={APP_OR_RECOVERY_HINT}
        acceptsLetters
        error={errors.code?.message}
        {...field('code')}
      />
      <FormActions
        label="Turn off two-factor sign-in"
        busyLabel="Turning off..."
        busy={disable.isPending}
        danger
        onCancel={onCancel}
      />
    </form>
  );
}
