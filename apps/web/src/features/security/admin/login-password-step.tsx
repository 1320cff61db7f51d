// The sign-in's first step: username and password (the shared schema for the required fields).
import { type AdminLogin, adminLoginSchema } from '@coach/shared';
import { Eye, EyeOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useAdminForm } from '@/components/admin/use-admin-form';
import { FormField, inputClass } from '@/components/ui/form-field';

type Credentials = Pick<AdminLogin, 'username' | 'password'>;
const credentialsSchema = adminLoginSchema.omit({ code: true });

export function LoginPasswordStep({
  initial,
  pending,
  onEdit,
  onSubmit,
}: {
  /** The username kept when coming back from the code step; its password field then takes the focus. */
  initial: Credentials;
  pending: boolean;
  /** Typing clears the sign-in error. */
  onEdit: () => void;
  onSubmit: (credentials: Credentials) => void;
}) {
  const [showPassword, setShowPassword] = useState(false);
  const { form, field } = useAdminForm({ schema: credentialsSchema, defaultValues: initial, onEdit });
  const { errors } = form.formState;
  const { setFocus } = form;

  const cameBack = initial.username !== '';
  useEffect(() => {
    if (cameBack) setFocus('password');
  }, [cameBack, setFocus]);

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} className="space-y-4" noValidate aria-label="Sign in">
      <FormField label="Username" error={errors.username?.message}>
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            autoComplete="username"
            className={inputClass}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            {...field('username')}
          />
        )}
      </FormField>
      <FormField label="Password" error={errors.password?.message}>
        {({ id, describedBy, invalid }) => (
          <div className="relative">
            <input
              id={id}
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              className={`${inputClass} pr-10`}
              aria-invalid={invalid}
              aria-describedby={describedBy}
              {...field('password')}
            />
            <button
              type="button"
              onClick={() => setShowPassword((v) => !v)}
              aria-label={showPassword ? 'Hide password' : 'Show password'}
              className="absolute inset-y-0 right-0 mt-1 px-3 text-slate-500"
            >
              {showPassword ? <EyeOff aria-hidden className="size-4" /> : <Eye aria-hidden className="size-4" />}
            </button>
          </div>
        )}
      </FormField>
      <button type="submit" className="btn-primary w-full" disabled={pending}>
        {pending ? 'Signing in...' : 'Sign In'}
      </button>
    </form>
  );
}
