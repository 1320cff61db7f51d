// A file's size as the portal shows it (backups and their off-site copies).
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
