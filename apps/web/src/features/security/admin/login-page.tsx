// The administrator sign-in: username and password, then (with two-factor sign-in on) the code from the app.
import type { AdminLogin } from '@coach/shared';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { FormAlert } from '@/components/ui/form-field';
import { signInMutation } from '@/features/security/admin/api';
import { saveAdminSession } from '@/lib/admin-session';
import { useApi } from '@/lib/data';
import { isMfaRequired, serverErrorText } from '@/lib/errors';
import { LoginCodeStep } from './login-code-step';
import { LoginPasswordStep } from './login-password-step';

const LOGIN_FAILED = 'Login failed. Please try again.';

type Credentials = Pick<AdminLogin, 'username' | 'password'>;

export function LoginPage() {
  const { trpc } = useApi();
  const navigate = useNavigate();
  const [error, setError] = useState('');
  const [credentials, setCredentials] = useState<Credentials>({ username: '', password: '' });
  /** The password was right and the server asks for the second factor. */
  const [codeStep, setCodeStep] = useState(false);
  const login = useMutation(signInMutation(trpc));

  const signIn = (values: AdminLogin) => {
    setError('');
    login.mutate(values, {
      onSuccess: (result) => {
        saveAdminSession(result.access_token, result.admin);
        void navigate({ to: '/admin/dashboard' });
      },
      onError: (err) => {
        if (isMfaRequired(err)) {
          setCodeStep(true);
          // The first answer only asks for the code; a refused code says so.
          if (values.code) setError(serverErrorText(err) ?? LOGIN_FAILED);
          return;
        }
        setError(serverErrorText(err) ?? LOGIN_FAILED);
      },
    });
  };

  const back = () => {
    setError('');
    setCodeStep(false);
    setCredentials((current) => ({ username: current.username, password: '' }));
  };

  return (
    <main className="grid min-h-screen place-items-center bg-gradient-to-br from-brand-50 to-white p-4">
      <div className="w-full max-w-sm space-y-4 rounded-2xl bg-white p-8 shadow-lg">
        <h1 className="text-center text-2xl font-bold">Admin Sign In</h1>
        {error && <FormAlert>{error}</FormAlert>}
        {codeStep ? (
          <LoginCodeStep
            error={error}
            pending={login.isPending}
            onEdit={() => setError('')}
            onSubmit={(code) => signIn({ ...credentials, code })}
            onBack={back}
          />
        ) : (
          <LoginPasswordStep
            initial={credentials}
            pending={login.isPending}
            onEdit={() => setError('')}
            onSubmit={(values) => {
              setCredentials(values);
              signIn(values);
            }}
          />
        )}
        <p className="flex items-start gap-2 text-xs text-slate-500">
          <ShieldCheck aria-hidden className="size-4 shrink-0 text-brand-600" />
          This area is for authorised staff only. Keep your password private and sign out on shared computers.
        </p>
      </div>
    </main>
  );
}
