// The published versions of a page (the last 20), newest first: when, by whom, which sections; each can be restored
// into the draft, to preview and publish again.
import type { SitePageKey } from '@coach/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateTime } from '@/components/admin/admin-page';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { useApi } from '@/lib/data';
import { pageRevisionsQuery, usePageWrites } from './api';

export function PageRevisions({
  page,
  version,
  onRestored,
  onFailed,
}: {
  page: SitePageKey;
  /** The version the editor holds: a restore over a newer one is refused. */
  version: number;
  onRestored: () => void;
  onFailed: (error: unknown) => void;
}) {
  const { trpc } = useApi();
  const revisions = useQuery(pageRevisionsQuery(trpc, page));
  const { restore } = usePageWrites();
  const [restoring, setRestoring] = useState<{ id: number; when: string } | null>(null);

  return (
    <section aria-labelledby="revisions-heading" className="mt-8 rounded-2xl bg-white p-5 shadow-sm">
      <h2 id="revisions-heading" className="text-lg font-semibold">
        Published versions
      </h2>
      {!revisions.data?.length ? (
        <p className="mt-2 text-sm text-slate-600">
          {revisions.isPending ? 'Loading...' : 'Nothing published yet: the page shows its default words.'}
        </p>
      ) : (
        <ol className="mt-3 divide-y divide-slate-100">
          {revisions.data.map((revision) => {
            const when = formatDateTime(revision.created_at);
            return (
              <li key={revision.id} className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm">
                <span>
                  <time dateTime={revision.created_at} className="font-medium text-slate-900">
                    {when}
                  </time>
                  {revision.admin && <span className="text-slate-600"> by {revision.admin}</span>}
                  <span className="block text-slate-600">
                    {revision.sections.length ? `Changed: ${revision.sections.join(', ')}` : 'No change'}
                  </span>
                </span>
                <button
                  type="button"
                  className="btn-outline px-3 py-1.5 text-sm"
                  onClick={() => setRestoring({ id: revision.id, when })}
                  aria-label={`Restore the version of ${when}`}
                >
                  Restore
                </button>
              </li>
            );
          })}
        </ol>
      )}
      <ConfirmDialog
        open={restoring !== null}
        onOpenChange={(open) => !open && setRestoring(null)}
        title="Restore this version"
        message={`The version of ${restoring?.when ?? ''} becomes the draft (your unpublished changes are replaced). The site changes when you publish.`}
        confirmLabel="Restore"
        busyLabel="Restoring..."
        busy={restore.isPending}
        onConfirm={() =>
          restoring &&
          restore.mutate(
            { page, version, revision_id: restoring.id },
            {
              onSuccess: () => {
                setRestoring(null);
                onRestored();
              },
              onError: (error) => {
                setRestoring(null);
                onFailed(error);
              },
            },
          )
        }
      />
    </section>
  );
}
