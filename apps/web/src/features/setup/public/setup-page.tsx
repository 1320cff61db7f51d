// /setup: the first run. The owner chooses her administrator account, names her business, picks its colours, may give
// her logo, and keeps or removes the demo content; the server checks everything (with the shared rules) and signs her in.
import { SITE } from '@coach/shared';
import { useMutation } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { FormAlert, FormField, inputClass } from '@/components/ui/form-field';
import { saveAdminSession } from '@/lib/admin-session';
import { useApi } from '@/lib/data';
import { serverErrorText } from '@/lib/errors';
import { useFocusFirstInvalid } from '@/lib/use-focus-first-invalid';
import { SetupLogo } from './setup-logo';

const route = getRouteApi('/setup');

type Field = {
  name: string;
  label: string;
  type?: string;
  autoComplete?: string;
  hint?: string;
  initial?: string;
};

const ACCOUNT: Field[] = [
  { name: 'username', label: 'Username', autoComplete: 'username' },
  {
    name: 'password',
    label: 'Password',
    type: 'password',
    autoComplete: 'new-password',
    hint: 'At least 10 characters; a phrase of several words is easy to remember and hard to guess',
  },
];
const BUSINESS: Field[] = [
  { name: 'business_name', label: 'Business name', autoComplete: 'organization' },
  { name: 'owner_name', label: 'Your name, as the site shows it', autoComplete: 'name', hint: 'e.g. Dr. Meera Iyer' },
  { name: 'owner_short_name', label: 'How greetings name you', autoComplete: 'given-name', hint: 'e.g. Meera' },
  { name: 'email', label: 'E-mail', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
  { name: 'brand_color', label: 'Brand colour', type: 'color', initial: SITE.brandColor, hint: 'Buttons and links' },
  { name: 'accent_color', label: 'Accent colour', type: 'color', initial: SITE.accentColor, hint: 'Booking buttons' },
];

export function SetupPage() {
  const { trpc } = useApi();
  const { token } = route.useSearch();
  const navigate = useNavigate();
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries([...ACCOUNT, ...BUSINESS].map((field) => [field.name, field.initial ?? ''])),
  );
  const [keepDemo, setKeepDemo] = useState(true);
  const [error, setError] = useState<{ field: string | null; text: string } | null>(null);
  const complete = useMutation(trpc.setup.complete.mutationOptions());
  const focusFirstInvalid = useFocusFirstInvalid();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    complete.mutate(
      {
        token: token ?? '',
        username: values.username ?? '',
        password: values.password ?? '',
        business_name: values.business_name ?? '',
        owner_name: values.owner_name ?? '',
        owner_short_name: values.owner_short_name ?? '',
        email: values.email ?? '',
        phone: values.phone ?? '',
        brand_color: values.brand_color ?? SITE.brandColor,
        accent_color: values.accent_color ?? SITE.accentColor,
        keep_demo_content: keepDemo,
      },
      {
        onSuccess: async (result) => {
          saveAdminSession(result.access_token, result.admin);
          await navigate({ to: '/admin/dashboard' });
        },
        onError: (failure) => {
          const text = serverErrorText(failure) ?? 'The setup could not be finished';
          const field = /^(\w+): /.exec(text)?.[1] ?? null;
          setError({ field, text });
          focusFirstInvalid();
        },
      },
    );
  };

  const input = (field: Field) => {
    const fieldError = error?.field === field.name ? error.text.replace(/^\w+: /, '') : undefined;
    return (
      <FormField key={field.name} label={field.label} hint={field.hint} error={fieldError} required>
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            name={field.name}
            type={field.type ?? 'text'}
            autoComplete={field.autoComplete}
            value={values[field.name] ?? ''}
            onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            className={inputClass}
          />
        )}
      </FormField>
    );
  };

  return (
    <main id="main" className="min-h-screen bg-slate-50 py-12">
      <div className="mx-auto max-w-xl px-4">
        <h1 className="text-3xl font-bold">Set up your site</h1>
        <p className="mt-2 text-slate-600">
          A few details and your site is yours. Everything here can be changed later in the admin portal.
        </p>
        <form onSubmit={submit} noValidate className="mt-8 space-y-8" aria-label="Set up your site">
          {error && !error.field && <FormAlert>{error.text}</FormAlert>}
          <fieldset className="space-y-4 rounded-2xl bg-white p-6 shadow-sm">
            <legend className="px-1 text-lg font-semibold">Your administrator account</legend>
            {ACCOUNT.map(input)}
          </fieldset>
          <fieldset className="space-y-4 rounded-2xl bg-white p-6 shadow-sm">
            <legend className="px-1 text-lg font-semibold">Your business</legend>
            {BUSINESS.map(input)}
          </fieldset>
          <fieldset className="rounded-2xl bg-white p-6 shadow-sm">
            <legend className="px-1 text-lg font-semibold">Your logo</legend>
            <SetupLogo token={token ?? ''} />
          </fieldset>
          <fieldset className="space-y-3 rounded-2xl bg-white p-6 shadow-sm">
            <legend className="px-1 text-lg font-semibold">Demo content</legend>
            <p className="text-sm text-slate-600">
              The site starts with sample recipes, transformations, posts, testimonials and a banner, so it is not
              empty.
            </p>
            <label className="flex items-center gap-2">
              <input type="radio" name="demo" checked={keepDemo} onChange={() => setKeepDemo(true)} />
              Keep it for now (remove it later in Settings)
            </label>
            <label className="flex items-center gap-2">
              <input type="radio" name="demo" checked={!keepDemo} onChange={() => setKeepDemo(false)} />
              Remove it now
            </label>
          </fieldset>
          <button type="submit" className="btn-primary w-full" disabled={complete.isPending}>
            {complete.isPending ? 'Setting up...' : 'Finish setup'}
          </button>
        </form>
      </div>
    </main>
  );
}
