// Turning two-factor sign-in on: scan the QR code (or type the key), then confirm with the app's first code.
import type { RouterOutputs } from '@coach/api';
import { mfaEnableSchema } from '@coach/shared';
import { useMutation } from '@tanstack/react-query';
import { useAdminForm } from '@/components/admin/use-admin-form';
import { FormAlert } from '@/components/ui/form-field';
import { enableTwoFactorMutation } from '@/features/security/admin/api';
import { useApi } from '@/lib/data';
import { useFocusOnMount } from '@/lib/use-focus-on-mount';
import { FormActions } from './form-actions';
import { APP_CODE_HINT, OneTimeCodeField } from './one-time-code-field';

/** The QR code the server drew as SVG, as an image: an <img> never runs what it shows. */
const svgImage = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

export function TwoFactorSetup({
  setup,
  onEnabled,
  onCancel,
}: {
  setup: RouterOutputs['security']['mfaSetup'];
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}) {
  const { trpc } = useApi();
  const enable = useMutation(enableTwoFactorMutation(trpc));
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const { form, field, failure, setFailure, failWith } = useAdminForm({
    schema: mfaEnableSchema,
    defaultValues: { code: '' },
  });

  const confirm = form.handleSubmit((values) => {
    setFailure('');
    enable.mutate(values, {
      onSuccess: ({ recovery_codes }) => onEnabled(recovery_codes),
      onError: failWith({ code: 'code' }, 'The code could not be checked'),
    });
  });

  return (
    <div className="space-y-4 rounded-xl border border-slate-200 p-4">
      <h3 ref={headingRef} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
        Set up your authenticator app
      </h3>
      <ol className="list-decimal space-y-4 pl-5 text-sm text-slate-700">
        <li>
          In an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, ...), add an account by
          scanning this QR code:
          <img
            src={svgImage(setup.qr_svg)}
            alt="QR code to add this site to an authenticator app"
            width={192}
            height={192}
            className="mt-2 size-48 rounded-lg border border-slate-200 bg-white"
          />
        </li>
        <li>
          Or enter this key by hand (time-based):{' '}
          <code data-testid="mfa-secret" className="break-all rounded bg-slate-100 px-2 py-1 font-mono text-slate-900">
            {setup.secret}
          </code>
          <span className="mt-1 block">
            On this phone?{' '}
            <a href={setup.otpauth_url} className="text-brand-700 underline">
              Open it in your authenticator app
            </a>
          </span>
        </li>
        <li>Enter the code the app now shows for this site.</li>
      </ol>
      <form onSubmit={confirm} noValidate aria-label="Confirm the authenticator app" className="space-y-4">
        {failure && <FormAlert>{failure}</FormAlert>}
        <OneTimeCodeField
          label="Code from the app"
          hint={APP_CODE_HINT}
          error={form.formState.errors.code?.message}
          {...field('code')}
        />
        <FormActions label="Confirm" busyLabel="Checking..." busy={enable.isPending} onCancel={onCancel} />
      </form>
    </div>
  );
}
