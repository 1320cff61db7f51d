// The toolbar of a lead list (consultations, contact messages): the list toolbar's search box with status and source
// filters and the count, and the list's error line.
import { useId } from 'react';
import { adminInputClass } from '@/components/admin/admin-page';
import { ListToolbar } from '@/components/admin/list-toolbar';
import { SourceFilter } from './source-filter';

export function LeadListToolbar<S extends string>({
  search,
  onSearch,
  searchLabel,
  searchPlaceholder,
  status,
  onStatusChange,
  statuses,
  statusLabels,
  allStatusesLabel,
  source,
  onSourceChange,
  total,
  countNouns: [one, many],
  error,
}: {
  /** The search in the URL. */
  search: string;
  onSearch: (search: string) => void;
  searchLabel: string;
  searchPlaceholder: string;
  status: S | undefined;
  onStatusChange: (status: S | undefined) => void;
  statuses: readonly S[];
  statusLabels: Record<S, string>;
  /** The "no filter" option, e.g. "All Statuses". */
  allStatusesLabel: string;
  /** The source filter in the URL. */
  source: string;
  onSourceChange: (source: string) => void;
  /** Matching rows on every page; undefined until the list has loaded. */
  total: number | undefined;
  /** The count's noun, singular then plural. */
  countNouns: readonly [string, string];
  /** A failed load or action; null hides the alert. */
  error: string | null;
}) {
  const statusFilterId = useId();
  return (
    <>
      <ListToolbar search={search} onSearch={onSearch} searchLabel={searchLabel} searchPlaceholder={searchPlaceholder}>
        <div className="flex items-center gap-2 text-sm text-slate-700">
          <label htmlFor={statusFilterId}>Status</label>
          <select
            id={statusFilterId}
            value={status ?? ''}
            onChange={(event) => onStatusChange((event.target.value || undefined) as S | undefined)}
            className={adminInputClass}
          >
            <option value="">{allStatusesLabel}</option>
            {statuses.map((s) => (
              <option key={s} value={s}>
                {statusLabels[s]}
              </option>
            ))}
          </select>
        </div>
        <SourceFilter value={source} onChange={onSourceChange} />
        {total !== undefined && (
          <p className="text-sm text-slate-600" aria-live="polite">
            {total} {total === 1 ? one : many}
          </p>
        )}
      </ListToolbar>

      {error !== null && (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-700">
          {error}
        </p>
      )}
    </>
  );
}
