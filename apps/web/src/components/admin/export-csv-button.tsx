// "Export CSV": downloads the filtered list (or the analytics' daily table) from the REST export with the stored bearer token.
import { LEAD_MESSAGES } from '@coach/shared';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { downloadAdminFile } from './download';

export function ExportCsvButton({
  path,
  filters,
  fallbackName,
  label = 'Export CSV',
}: {
  /** e.g. "/api/admin/consultations/export" */
  path: string;
  /** The list's current filters (no page: the export holds every page). */
  filters: Record<string, string | undefined>;
  fallbackName: string;
  /** The button's text. */
  label?: string;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const download = async () => {
    setBusy(true);
    setError(null);
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value);
    setError(await downloadAdminFile(`${path}?${query}`, { fallbackName, failedMessage: LEAD_MESSAGES.exportFailed }));
    setBusy(false);
  };

  return (
    <div className="flex flex-col items-end gap-1">
      <button type="button" className="btn-outline" onClick={download} disabled={busy}>
        <Download aria-hidden className="size-4" />
        {busy ? 'Exporting...' : label}
      </button>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
