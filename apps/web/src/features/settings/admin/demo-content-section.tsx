// Settings > Demo content: what is left of the content a fresh install starts with, and removing all of it at once
// (her own recipes, transformations, posts, banners and testimonials stay).
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { FormAlert } from '@/components/ui/form-field';
import { demoContentCounts, useSettingsWrites } from '@/features/settings/admin/api';
import { useApi } from '@/lib/data';
import { serverErrorText } from '@/lib/errors';

export function DemoContentSection() {
  const { trpc } = useApi();
  const counts = useQuery(demoContentCounts(trpc));
  const { removeDemo } = useSettingsWrites();
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const summary = counts.data?.summary;

  return (
    <section aria-labelledby="demo-heading" className="mt-8 max-w-2xl rounded-2xl bg-white p-6 shadow-sm">
      <h2 id="demo-heading" className="text-xl font-semibold">
        Demo content
      </h2>
      {done && (
        <div className="mt-3">
          <FormAlert tone="success">{done}</FormAlert>
        </div>
      )}
      {summary === undefined ? (
        <p className="mt-2 text-sm text-slate-600">
          {counts.isError ? 'Failed to count the demo content' : 'Loading...'}
        </p>
      ) : summary === 'nothing' ? (
        <p className="mt-2 text-sm text-slate-600">No demo content is left: everything on the site is yours.</p>
      ) : (
        <>
          <p className="mt-2 text-sm text-slate-600">
            The site still shows the demo content it started with: {summary}. Remove it when your own is in place; your
            own recipes, transformations, posts, banners and testimonials stay.
          </p>
          <button type="button" className="btn-outline mt-4 text-red-700" onClick={() => setConfirming(true)}>
            Remove demo content
          </button>
        </>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => !open && !removeDemo.isPending && setConfirming(false)}
        title="Remove demo content"
        message={`This deletes ${summary ?? 'the demo content'} and their pictures, including any of them you edited. It cannot be undone.`}
        confirmLabel="Remove"
        busyLabel="Removing..."
        busy={removeDemo.isPending}
        error={removeDemo.isError ? (serverErrorText(removeDemo.error) ?? 'Failed to remove the demo content') : null}
        onConfirm={() =>
          removeDemo.mutate(undefined, {
            onSuccess: (result) => {
              setConfirming(false);
              setDone(`${result.message}.`);
            },
          })
        }
      />
    </section>
  );
}
