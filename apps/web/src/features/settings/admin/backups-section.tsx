// Settings > Backups: "Back up now" and the list of backups on the server, each downloadable as its .tar.gz.
import { BACKUP_MESSAGES, type BackupInfo } from '@coach/shared';
import { useQuery } from '@tanstack/react-query';
import { DatabaseBackup } from 'lucide-react';
import { useId, useState } from 'react';
import { formatDateTime } from '@/components/admin/admin-page';
import { AdminTableHead } from '@/components/admin/table';
import { FormAlert } from '@/components/ui/form-field';
import { backupList, useSettingsWrites } from '@/features/settings/admin/api';
import { useApi } from '@/lib/data';
import { serverErrorText } from '@/lib/errors';
import { DownloadButton, formatFileSize, useFileDownload } from './file-list';

const COLUMNS = ['Date', 'Size'];
const DOWNLOAD_FAILED = 'The backup could not be downloaded';
export function BackupsSection() {
  const { trpc } = useApi();
  const headingId = useId();
  const list = useQuery(backupList(trpc));
  const { backUp: create } = useSettingsWrites();
  const [created, setCreated] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const files = useFileDownload(DOWNLOAD_FAILED);

  const backUpNow = () => {
    setCreated(null);
    setError(null);
    create.mutate(undefined, {
      onSuccess: ({ backup }) => setCreated(`${BACKUP_MESSAGES.created}: ${backup.name}`),
      onError: (failure) => setError(serverErrorText(failure) ?? BACKUP_MESSAGES.failed),
    });
  };

  const download = (backup: BackupInfo) => {
    setError(null);
    void files.download(`/api/admin/backups/${encodeURIComponent(backup.name)}`, backup.name);
  };

  return (
    <section aria-labelledby={headingId} className="mt-8 max-w-2xl space-y-4 rounded-2xl bg-white p-6 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl font-bold">
          Backups
        </h2>
        <button type="button" className="btn-primary" onClick={backUpNow} disabled={create.isPending}>
          <DatabaseBackup aria-hidden className="size-4" />
          {create.isPending ? 'Backing up...' : 'Back up now'}
        </button>
      </div>
      <p className="text-sm text-slate-600">
        A backup holds the database, the uploaded images and the site's secrets, so keep downloaded copies private;
        backups are also made on a schedule, and one is restored on the server with the <code>restore</code> command
        (see the README).
      </p>
      {/* Always present, so screen readers announce the message when it appears. */}
      <div role="status">
        {created && <p className="rounded-lg bg-brand-50 p-3 text-sm text-brand-800">{created}</p>}
      </div>
      {(error ?? files.failure) && <FormAlert>{error ?? files.failure}</FormAlert>}
      <BackupList
        backups={list.data?.backups}
        loading={list.isPending}
        loadError={list.isError ? (serverErrorText(list.error) ?? 'Failed to load backups') : null}
        downloading={files.downloading}
        onDownload={download}
      />
    </section>
  );
}

function BackupList({
  backups,
  loading,
  loadError,
  downloading,
  onDownload,
}: {
  backups: BackupInfo[] | undefined;
  loading: boolean;
  loadError: string | null;
  downloading: string | null;
  onDownload: (backup: BackupInfo) => void;
}) {
  if (loading) return <p className="text-slate-600">Loading...</p>;
  if (loadError) return <FormAlert>{loadError}</FormAlert>;
  if (!backups?.length) return <p className="text-slate-600">No backups yet.</p>;
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Backups, newest first</caption>
        <AdminTableHead columns={COLUMNS} />
        <tbody className="divide-y divide-slate-100">
          {backups.map((backup) => (
            <tr key={backup.name} className="hover:bg-slate-50">
              <td className="px-4 py-3 text-slate-900">
                <time dateTime={backup.created_at}>{formatDateTime(backup.created_at)}</time>
              </td>
              <td className="whitespace-nowrap px-4 py-3 text-slate-700">{formatFileSize(backup.size)}</td>
              <td className="px-4 py-3 text-right">
                <DownloadButton
                  what={`backup ${backup.name}`}
                  busy={downloading === backup.name}
                  onClick={() => onDownload(backup)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
