// URL state of a lead list (consultations, contact messages): search, status, source and page changes, and the step back after a deletion empties the last page.
import { useCallback, useEffect } from 'react';

type LeadSearch<Status extends string> = { page?: number; status?: Status; search?: string; source?: string };

/** The list route's own `navigate`, narrowed to the search changes a lead list makes. */
type LeadNavigate<Status extends string> = (options: {
  search: (prev: LeadSearch<Status>) => LeadSearch<Status>;
  replace?: boolean;
  resetScroll?: boolean;
}) => Promise<void>;

export function useLeadListUrl<Status extends string>(
  navigate: LeadNavigate<Status>,
  page: number,
  pages: number | undefined,
) {
  /** A new search starts again from the first page. */
  const onSearch = useCallback(
    (text: string) =>
      void navigate({ search: (prev) => ({ ...prev, search: text || undefined, page: undefined }), replace: true }),
    [navigate],
  );

  /** A new status filter starts again from the first page. */
  const onStatusChange = (status: Status | undefined) =>
    void navigate({ search: (prev) => ({ ...prev, status, page: undefined }), replace: true });

  /** A new source filter starts again from the first page. */
  const onSourceChange = useCallback(
    (source: string) =>
      void navigate({ search: (prev) => ({ ...prev, source: source || undefined, page: undefined }), replace: true }),
    [navigate],
  );

  const onPageChange = (next: number) =>
    void navigate({ search: (prev) => ({ ...prev, page: next > 1 ? next : undefined }), resetScroll: false });

  // After a deletion empties the last page, step back to the new last page.
  useEffect(() => {
    if (pages !== undefined && page > Math.max(pages, 1)) {
      void navigate({ search: (prev) => ({ ...prev, page: pages > 1 ? pages : undefined }), replace: true });
    }
  }, [pages, page, navigate]);

  return { onSearch, onStatusChange, onSourceChange, onPageChange };
}
