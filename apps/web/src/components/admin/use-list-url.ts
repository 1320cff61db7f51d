// URL state of an admin list: a filter, search or sort change (back to the first page), a page change, and the step
// back when the page in the URL is past the last one (a deletion emptied it, or an old link).
import { useCallback, useEffect } from 'react';

/** The list route's own `navigate`, narrowed to the search changes a list makes. */
export type ListNavigate<S extends { page?: number }> = (options: {
  search: (prev: S) => S;
  replace?: boolean;
  resetScroll?: boolean;
}) => Promise<void>;

export function useListUrl<S extends { page?: number; search?: string }>(
  navigate: ListNavigate<S>,
  page: number,
  pages: number | undefined,
) {
  /** A new filter starts again from the first page. */
  const onFilterChange = useCallback(
    (patch: Partial<S>) =>
      void navigate({ search: (prev) => ({ ...prev, ...patch, page: undefined }) as S, replace: true }),
    [navigate],
  );

  /** The search box's text; an empty box takes the search out of the URL. */
  const onSearch = useCallback(
    (text: string) => onFilterChange({ search: text || undefined } as Partial<S>),
    [onFilterChange],
  );

  const onPageChange = (next: number) =>
    void navigate({ search: (prev) => ({ ...prev, page: next > 1 ? next : undefined }), resetScroll: false });

  useEffect(() => {
    if (pages !== undefined && page > Math.max(pages, 1)) {
      void navigate({ search: (prev) => ({ ...prev, page: pages > 1 ? pages : undefined }), replace: true });
    }
  }, [pages, page, navigate]);

  return { onFilterChange, onSearch, onPageChange };
}
