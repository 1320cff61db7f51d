// The bar above an admin list: its one search box (debounced, the text kept in the URL) and the list's own filters.
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { SearchBox } from './search-box';

export function ListToolbar({
  search,
  onSearch,
  searchLabel,
  searchPlaceholder,
  children,
  className,
}: {
  /** The search in the URL. */
  search: string | undefined;
  onSearch: (search: string) => void;
  searchLabel: string;
  searchPlaceholder: string;
  /** The list's filters (selects, a count), laid out after the search box. */
  children?: ReactNode;
  /** Spacing from what comes before it. */
  className?: string;
}) {
  return (
    <div className={clsx('flex flex-wrap items-center gap-3 rounded-xl bg-white p-4 shadow-sm', className)}>
      <SearchBox fill value={search ?? ''} onSearch={onSearch} label={searchLabel} placeholder={searchPlaceholder} />
      {children}
    </div>
  );
}
