// Pieces shared by the admin tables and cards: the header row (sortable columns, and an Actions column where rows can
// be edited), and the Edit / Delete icon buttons.
import { ArrowDown, ArrowUp, ChevronsUpDown, Pencil, Trash2 } from 'lucide-react';
import { type DefaultSort, nextSort, type SortableColumn, type SortChoice, shownSort } from './list-sort';

/** A header: plain text, or a column the list can be sorted by. */
export type TableColumn<K extends string> = string | SortableColumn<K>;

/** The list's sort state: the URL's choice, the order without one, and where a header click sends the URL. */
export type TableSorting<K extends string> = {
  choice: SortChoice<K>;
  fallback: DefaultSort<K>;
  onSort: (next: SortChoice<K>) => void;
};

/** The header row; `actions` adds the Actions column of lists whose rows can be edited. */
export function AdminTableHead<K extends string = never>({
  columns,
  actions = true,
  sorting,
}: {
  columns: readonly TableColumn<K>[];
  actions?: boolean;
  sorting?: TableSorting<K>;
}) {
  const shown = sorting && shownSort(sorting.choice, sorting.fallback);
  return (
    <thead className="border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
      <tr>
        {columns.map((column) =>
          typeof column === 'string' || !sorting ? (
            <th key={typeof column === 'string' ? column : column.label} scope="col" className="px-4 py-3">
              {typeof column === 'string' ? column : column.label}
            </th>
          ) : (
            <SortableHeader
              key={column.label}
              column={column}
              dir={shown?.sort === column.sort ? shown.dir : undefined}
              onClick={() => sorting.onSort(nextSort(sorting.choice, column, sorting.fallback))}
            />
          ),
        )}
        {actions && (
          <th scope="col" className="px-4 py-3 text-right">
            Actions
          </th>
        )}
      </tr>
    </thead>
  );
}

/** A header whose button sorts the list; `aria-sort` tells assistive technology the order on screen. */
function SortableHeader<K extends string>({
  column,
  dir,
  onClick,
}: {
  column: SortableColumn<K>;
  dir: 'asc' | 'desc' | undefined;
  onClick: () => void;
}) {
  const Icon = dir === 'asc' ? ArrowUp : dir === 'desc' ? ArrowDown : ChevronsUpDown;
  return (
    <th
      scope="col"
      aria-sort={dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : undefined}
      className="px-4 py-2"
    >
      <button
        type="button"
        onClick={onClick}
        className="-mx-2 inline-flex items-center gap-1 rounded-md px-2 py-1 uppercase tracking-wide hover:bg-slate-200 hover:text-slate-900"
      >
        {column.label}
        <Icon aria-hidden className={dir ? 'size-3.5 text-slate-900' : 'size-3.5 text-slate-500'} />
      </button>
    </th>
  );
}

/** "Edit {name}" and "Delete {name}" icon buttons, without a wrapper (the caller lays them out). */
export function EditDeleteButtons({
  name,
  onEdit,
  onDelete,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <>
      <button
        type="button"
        onClick={onEdit}
        aria-label={`Edit ${name}`}
        className="rounded-lg p-2 text-slate-600 hover:bg-brand-50 hover:text-brand-700"
      >
        <Pencil aria-hidden className="size-4" />
      </button>
      <button
        type="button"
        onClick={onDelete}
        aria-label={`Delete ${name}`}
        className="rounded-lg p-2 text-slate-600 hover:bg-red-50 hover:text-red-700"
      >
        <Trash2 aria-hidden className="size-4" />
      </button>
    </>
  );
}
