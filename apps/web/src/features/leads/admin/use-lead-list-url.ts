// URL state of a lead list (consultations, contact messages): search, status, source, sort and page changes, and the step back after a deletion empties the last page.
import { useCallback } from 'react';
import type { SortChoice } from '@/components/admin/list-sort';
import { type ListNavigate, useListUrl } from '@/components/admin/use-list-url';

type LeadSearch<Status extends string, Sort extends string> = {
  page?: number;
  status?: Status;
  search?: string;
  source?: string;
} & SortChoice<Sort>;

export function useLeadListUrl<Status extends string, Sort extends string = never>(
  navigate: ListNavigate<LeadSearch<Status, Sort>>,
  page: number,
  pages: number | undefined,
) {
  const { onFilterChange, onSearch, onPageChange } = useListUrl(navigate, page, pages);

  const onStatusChange = (status: Status | undefined) => onFilterChange({ status });
  const onSourceChange = useCallback(
    (source: string) => onFilterChange({ source: source || undefined }),
    [onFilterChange],
  );

  const onSortChange = (sort: SortChoice<Sort>) => onFilterChange(sort);

  return { onSearch, onStatusChange, onSourceChange, onSortChange, onPageChange };
}
