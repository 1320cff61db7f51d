// The administrator sign-in form (shared schema for the required fields; the server's message inline).
import { type AdminLogin, adminLoginSchema } from '@coach/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { Eye, EyeOff, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormField, inputClass } from '../../../components/FormField';
import { saveAdminSession } from '../../../lib/admin-session';
import { serverErrorText } from '../../../lib/errors';

const adminRoute = getRouteApi('/admin');
const LOGIN_FAILED = 'Login failed. Please try again.';

export function LoginPage() {
  const { trpc } = adminRoute.useRouteContext();
  const navigate = useNavigate();
  const [showPassword, setShowPassword] = useState(false);
  const [error, setError] = useState('');
  const login = useMutation(trpc.auth.login.mutationOptions());
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors },
  } = useForm<AdminLogin>({ resolver: zodResolver(adminLoginSchema), defaultValues: { username: '', password: '' } });

  /** Typing clears both the field's message and the sign-in error. */
  const field = (name: keyof AdminLogin) =>
    register(name, {
      onChange: () => {
        clearErrors(name);
        setError('');
      },
    });

  const submit = handleSubmit((values) => {
    setError('');
    login.mutate(values, {
      onSuccess: (result) => {
        saveAdminSession(result.access_token, result.admin);
        void navigate({ to: '/admin/dashboard' });
      },
      onError: (err) => setError(serverErrorText(err) ?? LOGIN_FAILED),
    });
  });

  return (
    <main className="grid min-h-screen place-items-center bg-gradient-to-br from-brand-50 to-white p-4">
      <form onSubmit={submit} className="w-full max-w-sm space-y-4 rounded-2xl bg-white p-8 shadow-lg" noValidate>
        <h1 className="text-center text-2xl font-bold">Admin Sign In</h1>
        {error && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-700">
            {error}
          </p>
        )}
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
        <button type="submit" className="btn-primary w-full" disabled={login.isPending}>
          {login.isPending ? 'Signing in...' : 'Sign In'}
        </button>
        <p className="flex items-start gap-2 text-xs text-slate-500">
          <ShieldCheck aria-hidden className="size-4 shrink-0 text-brand-600" />
          This area is for authorised staff only. Keep your password private and sign out on shared computers.
        </p>
      </form>
    </main>
  );
}
