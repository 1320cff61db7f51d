// Change password: the current one, the new one twice. The shared schema checks the length here; the server also
// refuses a guessable password (zxcvbn) and a wrong current one, and those messages appear under their fields.
import { PASSWORD_MIN_LENGTH, passwordChangeSchema } from '@coach/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { useAdminForm } from '@/components/admin/use-admin-form';
import { FormAlert, InputField } from '@/components/ui/form-field';
import { changePasswordMutation } from '@/features/security/admin/api';
import { replaceAdminToken } from '@/lib/admin-session';
import { useApi } from '@/lib/data';
import { SecuritySection } from './security-section';

const passwordFormSchema = passwordChangeSchema
  .extend({ confirm_password: z.string() })
  .refine((values) => values.confirm_password === values.new_password, {
    path: ['confirm_password'],
    message: 'The passwords do not match',
  });
type PasswordForm = z.infer<typeof passwordFormSchema>;

const EMPTY: PasswordForm = { current_password: '', new_password: '', confirm_password: '' };

const FIELDS: Array<{ name: keyof PasswordForm; label: string; autoComplete: string }> = [
  { name: 'current_password', label: 'Current password', autoComplete: 'current-password' },
  { name: 'new_password', label: 'New password', autoComplete: 'new-password' },
  { name: 'confirm_password', label: 'Confirm new password', autoComplete: 'new-password' },
];

export function PasswordSection() {
  const { trpc } = useApi();
  const change = useMutation(changePasswordMutation(trpc));
  const [changed, setChanged] = useState(false);
  const { form, field, failure, setFailure, failWith } = useAdminForm({
    schema: passwordFormSchema,
    defaultValues: EMPTY,
  });

  const submit = form.handleSubmit(({ current_password, new_password }) => {
    setFailure('');
    setChanged(false);
    change.mutate(
      { current_password, new_password },
      {
        onSuccess: ({ access_token }) => {
          // The new password ended every session, this one too: carry on with the token it came with.
          replaceAdminToken(access_token);
          form.reset(EMPTY);
          setChanged(true);
        },
        onError: failWith(
          { currentPassword: 'current_password', newPassword: 'new_password' },
          'The password could not be changed',
        ),
      },
    );
  });

  return (
    <SecuritySection
      title="Change password"
      description={`At least ${PASSWORD_MIN_LENGTH} characters and hard to guess: a few unrelated words make a good one. Changing it signs out every other session.`}
    >
      <form onSubmit={submit} noValidate aria-label="Change password" className="space-y-4">
        {failure && <FormAlert>{failure}</FormAlert>}
        {changed && <FormAlert tone="success">Password changed. Every other session is signed out.</FormAlert>}
        {FIELDS.map(({ name, label, autoComplete }) => (
          <InputField
            key={name}
            label={label}
            type="password"
            autoComplete={autoComplete}
            error={form.formState.errors[name]?.message}
            {...field(name)}
          />
        ))}
        <button type="submit" className="btn-primary" disabled={change.isPending}>
          {change.isPending ? 'Changing...' : 'Change password'}
        </button>
      </form>
    </SecuritySection>
  );
}
