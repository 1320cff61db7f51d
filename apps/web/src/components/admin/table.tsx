// Pieces shared by the admin tables and cards: the header row (with an Actions column where rows can be edited), and the Edit / Delete icon buttons.
import { Pencil, Trash2 } from 'lucide-react';

/** The header row; `actions` adds the Actions column of lists whose rows can be edited. */
export function AdminTableHead({ columns, actions = true }: { columns: readonly string[]; actions?: boolean }) {
  return (
    <thead className="border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col" className="px-4 py-3">
            {column}
          </th>
        ))}
        {actions && (
          <th scope="col" className="px-4 py-3 text-right">
            Actions
          </th>
        )}
      </tr>
    </thead>
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
