// The lists of files on the Backups page (the backups here and their off-site copies): sizes, downloads as the signed-in
// owner, and each row's download button.
import { Download } from 'lucide-react';
import { useState } from 'react';
import { downloadAdminFile } from '@/components/admin/download';

const SIZE_UNITS = ['KB', 'MB', 'GB', 'TB'];

/** "812 B", "184 KB", "12.3 MB": one decimal below 100 of a unit, whole numbers above. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = value < 100 ? Math.round(value * 10) / 10 : Math.round(value);
  return `${shown} ${SIZE_UNITS[unit]}`;
}

/** Downloads one file at a time: which is on its way, and the failure to show (the server's words, else `failed`). */
export function useFileDownload(failed: string) {
  const [downloading, setDownloading] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const download = async (url: string, name: string) => {
    setFailure(null);
    setDownloading(name);
    setFailure(await downloadAdminFile(url, { fallbackName: name, failedMessage: failed }));
    setDownloading(null);
  };
  return { downloading, failure, setFailure, download };
}

/** A row's download button; `what` names the file for screen readers ("backup nutriwell-...tar.gz"). */
export function DownloadButton({ what, busy, onClick }: { what: string; busy: boolean; onClick: () => void }) {
  return (
    <button type="button" className="btn-outline px-3 py-1.5" onClick={onClick} disabled={busy}>
      <Download aria-hidden className="size-4" />
      {busy ? 'Downloading...' : 'Download'}
      <span className="sr-only"> {what}</span>
    </button>
  );
}
