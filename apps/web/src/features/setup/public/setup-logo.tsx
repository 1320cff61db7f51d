// The setup's optional logo step: the chosen file is sent at once with the setup link (the server takes it only while
// that link is open), so a file it refuses is named here, before the rest of the form is sent.
import { LOGO_ACCEPT, MAX_UPLOAD_BYTES, type SiteLogo, UPLOAD_MESSAGES } from '@coach/shared';
import { useRouteContext } from '@tanstack/react-router';
import { type ChangeEvent, useState } from 'react';
import { FormField } from '@/components/ui/form-field';
import { getApiToken } from '@/lib/api-token';

type State = { phase: 'idle' | 'sending' } | { phase: 'done'; logo: SiteLogo } | { phase: 'error'; message: string };

async function sendLogo(apiKey: string, token: string, file: File): Promise<SiteLogo> {
  const form = new FormData();
  form.append('token', token);
  form.append('logo', file);
  const res = await fetch('/api/setup/logo', {
    method: 'POST',
    headers: { 'X-Encrypted-Token': await getApiToken(apiKey) },
    body: form,
  });
  const body = (await res.json().catch(() => null)) as { logo?: SiteLogo; error?: string } | null;
  if (!res.ok || !body?.logo) throw new Error(body?.error ?? UPLOAD_MESSAGES.failed);
  return body.logo;
}

export function SetupLogo({ token }: { token: string }) {
  const apiKey = useRouteContext({ from: '__root__', select: (context) => context.config.apiKey });
  const [state, setState] = useState<State>({ phase: 'idle' });

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    if (file.size > MAX_UPLOAD_BYTES) {
      setState({ phase: 'error', message: UPLOAD_MESSAGES.tooLarge });
      return;
    }
    setState({ phase: 'sending' });
    sendLogo(apiKey, token, file).then(
      (logo) => setState({ phase: 'done', logo }),
      (error: Error) => setState({ phase: 'error', message: error.message }),
    );
  };

  return (
    <div className="space-y-3">
      <FormField
        label="Your logo (optional)"
        hint={`SVG, PNG, JPEG or WebP, up to ${MAX_UPLOAD_BYTES / (1024 * 1024)}MB; the browser-tab and home-screen icons are made from it`}
        error={state.phase === 'error' ? state.message : undefined}
      >
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            name="logo"
            type="file"
            accept={LOGO_ACCEPT}
            onChange={choose}
            disabled={state.phase === 'sending'}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            className="block w-full text-sm text-slate-600 file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-medium"
          />
        )}
      </FormField>
      {state.phase === 'sending' && (
        <p role="status" className="text-sm text-slate-600">
          Uploading...
        </p>
      )}
      {state.phase === 'done' && (
        <div role="status" className="flex items-center gap-3 text-sm text-slate-700">
          <img src={state.logo.src} alt="Your logo" className="h-12 w-auto max-w-48 object-contain" />
          Logo saved
        </div>
      )}
    </div>
  );
}
