// Sorting of an admin list by a column header: which column and direction the list shows, and where a click on a
// header leads. The choice lives in the URL (`sort`, `dir`); without one, the list keeps its default order.
import type { SortDirection } from '@coach/shared';

/** What the URL holds: a column key and a direction, or nothing (the list's default order). */
export type SortChoice<K extends string> = { sort?: K; dir?: SortDirection };

/** The order a list shows without a choice; `sort` is undefined when that order has no column (e.g. "newest first"). */
export type DefaultSort<K extends string> = { sort?: K; dir: SortDirection };

/** A sortable header: its key, and the direction its first click sorts in (dates and counts start with the largest). */
export type SortableColumn<K extends string> = { label: string; sort: K; first?: SortDirection };

const opposite = (dir: SortDirection): SortDirection => (dir === 'asc' ? 'desc' : 'asc');

/** The column and direction on screen: the URL's choice (ascending unless it says otherwise), else the default. */
export function shownSort<K extends string>(choice: SortChoice<K>, fallback: DefaultSort<K>): DefaultSort<K> {
  return choice.sort ? { sort: choice.sort, dir: choice.dir ?? 'asc' } : fallback;
}

/**
 * A click on a header cycles: its first direction, then the other, then back to the list's default order. The
 * result is what goes into the URL: an empty choice when it is the default, so every order has one address.
 */
export function nextSort<K extends string>(
  choice: SortChoice<K>,
  column: SortableColumn<K>,
  fallback: DefaultSort<K>,
): SortChoice<K> {
  const first = column.first ?? 'asc';
  const shown = shownSort(choice, fallback);
  let next: DefaultSort<K> | undefined;
  if (shown.sort !== column.sort) next = { sort: column.sort, dir: first };
  else if (shown.dir === first) next = { sort: column.sort, dir: opposite(first) };
  if (!next || (next.sort === fallback.sort && next.dir === fallback.dir)) return { sort: undefined, dir: undefined };
  return next;
}
