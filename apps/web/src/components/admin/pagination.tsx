// Previous, numbered pages, Next, and "Showing X to Y of N"; shown only when there is more than one page.
import clsx from 'clsx';

export type PaginationInfo = { page: number; per_page: number; pages: number; total: number };

export function Pagination({
  pagination,
  onPageChange,
  noun = 'items',
}: {
  pagination: PaginationInfo | undefined;
  onPageChange: (page: number) => void;
  noun?: string;
}) {
  if (!pagination || pagination.pages <= 1) return null;
  const { page, per_page, pages, total } = pagination;
  const first = (page - 1) * per_page + 1;
  const last = Math.min(page * per_page, total);
  return (
    <nav aria-label="Pagination" className="mt-6 flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-slate-600">
        Showing {first} to {last} of {total} {noun}
      </p>
      <ul className="flex items-center gap-1">
        <li>
          <button
            type="button"
            className="rounded-lg px-3 py-1.5 hover:bg-slate-100 disabled:opacity-50"
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
          >
            Previous
          </button>
        </li>
        {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
          <li key={n}>
            <button
              type="button"
              aria-current={n === page ? 'page' : undefined}
              aria-label={`Page ${n}`}
              onClick={() => onPageChange(n)}
              className={clsx(
                'min-w-9 rounded-lg px-3 py-1.5',
                n === page ? 'bg-brand-600 text-white' : 'hover:bg-slate-100',
              )}
            >
              {n}
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            className="rounded-lg px-3 py-1.5 hover:bg-slate-100 disabled:opacity-50"
            disabled={page >= pages}
            onClick={() => onPageChange(page + 1)}
          >
            Next
          </button>
        </li>
      </ul>
    </nav>
  );
}
