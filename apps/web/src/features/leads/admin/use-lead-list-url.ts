// URL state of a lead list (consultations, contact messages): search, status, source and page changes, and the step back after a deletion empties the last page.
import { useCallback } from 'react';
import { type ListNavigate, useListUrl } from '@/components/admin/use-list-url';

type LeadSearch<Status extends string> = { page?: number; status?: Status; search?: string; source?: string };

export function useLeadListUrl<Status extends string>(
  navigate: ListNavigate<LeadSearch<Status>>,
  page: number,
  pages: number | undefined,
) {
  const { onFilterChange, onPageChange } = useListUrl(navigate, page, pages);

  const onSearch = useCallback((text: string) => onFilterChange({ search: text || undefined }), [onFilterChange]);
  const onStatusChange = (status: Status | undefined) => onFilterChange({ status });
  const onSourceChange = useCallback(
    (source: string) => onFilterChange({ source: source || undefined }),
    [onFilterChange],
  );

  return { onSearch, onStatusChange, onSourceChange, onPageChange };
}
