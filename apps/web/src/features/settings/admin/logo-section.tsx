// Settings > Logo: the owner's logo (SVG, PNG, JPEG or WebP), from which the browser-tab and home-screen icons are
// drawn; replacing it, or removing it to show the shipped one again.
import { LOGO_ACCEPT, MAX_UPLOAD_BYTES } from '@coach/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { ImageUploader } from '@/components/admin/image-uploader';
import { FormAlert } from '@/components/ui/form-field';
import { siteLogo, useLogoWrites } from '@/features/settings/admin/api';
import { useApi } from '@/lib/data';

/** What the site shows without an upload. */
const SHIPPED_LOGO = '/images/logo.svg';

export function LogoSection() {
  const { trpc } = useApi();
  const logo = useQuery(siteLogo(trpc));
  const { uploaded, remove } = useLogoWrites();
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  return (
    <section aria-labelledby="logo-heading" className="mt-8 max-w-2xl rounded-2xl bg-white p-6 shadow-sm">
      <h2 id="logo-heading" className="text-xl font-semibold">
        Logo
      </h2>
      <p className="mt-2 text-sm text-slate-600">
        Shown in the site's header and menu. The browser-tab icon and the phone home-screen icons are made from it, on a
        white square: a logo that reads well small works best.
      </p>
      {done && (
        <div className="mt-3">
          <FormAlert tone="success">{done}</FormAlert>
        </div>
      )}
      <div className="mt-4">
        <ImageUploader
          endpoint="/api/admin/settings/logo"
          field="logo"
          label={logo.data ? 'Replace the logo' : 'Upload your logo'}
          value={logo.data?.src ?? SHIPPED_LOGO}
          pickUrl={(body) => (body.logo as { src?: string } | undefined)?.src ?? ''}
          onUploaded={() => {
            setDone(null);
            void uploaded();
          }}
          accept={LOGO_ACCEPT}
          hint={`SVG, PNG, JPEG or WebP, up to ${MAX_UPLOAD_BYTES / (1024 * 1024)}MB`}
          fit="contain"
        />
      </div>
      {logo.data && (
        <button type="button" className="btn-outline mt-4 text-red-700" onClick={() => setConfirming(true)}>
          Remove logo
        </button>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => !open && !remove.isPending && setConfirming(false)}
        title="Remove logo"
        message="The site shows the logo and icons it started with again."
        confirmLabel="Remove"
        busyLabel="Removing..."
        busy={remove.isPending}
        error={remove.isError ? remove.error.message : null}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: (message) => {
              setConfirming(false);
              setDone(message);
            },
          })
        }
      />
    </section>
  );
}
