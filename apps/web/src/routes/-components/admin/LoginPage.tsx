// The administrator sign-in form.
import { useMutation } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { Eye, EyeOff, ShieldCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { saveAdminSession } from '../../../lib/admin-session';

const adminRoute = getRouteApi('/admin');

export function LoginPage() {
  const { trpc } = adminRoute.useRouteContext();
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [error, setError] = useState('');
  const login = useMutation(trpc.auth.login.mutationOptions());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    login.mutate(
      { username, password },
      {
        onSuccess: (result) => {
          saveAdminSession(result.access_token, result.admin);
          void navigate({ to: '/admin/dashboard' });
        },
        onError: (err) => setError(err.message || 'Login failed. Please try again.'),
      },
    );
  };

  const edit = (setter: (value: string) => void) => (value: string) => {
    setter(value);
    if (error) setError('');
  };

  return (
    <main className="grid min-h-screen place-items-center bg-gradient-to-br from-brand-50 to-white p-4">
      <form onSubmit={submit} className="w-full max-w-sm rounded-2xl bg-white p-8 shadow-lg" noValidate>
        <h1 className="text-center text-2xl font-bold">Admin Sign In</h1>
        {error && (
          <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-700">
            {error}
          </p>
        )}
        <label className="mt-6 block text-sm font-medium" htmlFor="username">
          Username
        </label>
        <input
          id="username"
          name="username"
          autoComplete="username"
          required
          value={username}
          onChange={(e) => edit(setUsername)(e.target.value)}
          className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2"
        />
        <label className="mt-4 block text-sm font-medium" htmlFor="password">
          Password
        </label>
        <div className="relative mt-1">
          <input
            id="password"
            name="password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => edit(setPassword)(e.target.value)}
            className="w-full rounded-lg border border-slate-300 px-3 py-2 pr-10"
          />
          <button
            type="button"
            onClick={() => setShowPassword((v) => !v)}
            aria-label={showPassword ? 'Hide password' : 'Show password'}
            className="absolute inset-y-0 right-0 px-3 text-slate-500"
          >
            {showPassword ? <EyeOff aria-hidden className="size-4" /> : <Eye aria-hidden className="size-4" />}
          </button>
        </div>
        <button
          type="submit"
          className="btn-primary mt-6 w-full"
          disabled={login.isPending || !username.trim() || !password}
        >
          {login.isPending ? 'Signing in...' : 'Sign In'}
        </button>
        <p className="mt-6 flex items-start gap-2 text-xs text-slate-500">
          <ShieldCheck aria-hidden className="size-4 shrink-0 text-brand-600" />
          This area is for authorised staff only. Keep your password private and sign out on shared computers.
        </p>
      </form>
    </main>
  );
}
