// "Export CSV": downloads the filtered list from the REST export with the stored bearer token.
import { AUTH_MESSAGES, LEAD_MESSAGES } from '@coach/shared';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { clearAdminSession, getAdminToken } from '../../../lib/admin-session';

/** The file name the server chose, from `Content-Disposition: attachment; filename="..."`. */
function fileNameOf(response: Response, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? fallback;
}

export function ExportCsvButton({
  path,
  filters,
  fallbackName,
}: {
  /** e.g. "/api/admin/consultations/export" */
  path: string;
  /** The list's current filters (no page: the export holds every page). */
  filters: Record<string, string | undefined>;
  fallbackName: string;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      const query = new URLSearchParams();
      for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value);
      const response = await fetch(`${path}?${query}`, {
        headers: { Authorization: `Bearer ${getAdminToken() ?? ''}` },
      });
      if (response.status === 401) {
        clearAdminSession();
        window.location.assign('/admin/login');
        return;
      }
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { error?: string } | null;
        setError(body?.error ?? LEAD_MESSAGES.exportFailed);
        return;
      }
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = fileNameOf(response, fallbackName);
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch {
      setError(AUTH_MESSAGES.networkError);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col items-end gap-1">
      <button type="button" className="btn-outline" onClick={download} disabled={busy}>
        <Download aria-hidden className="size-4" />
        {busy ? 'Exporting...' : 'Export CSV'}
      </button>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
