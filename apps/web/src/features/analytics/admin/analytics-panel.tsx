// A titled card of the analytics page, and the plain table each card's figures come in (the text alternative of a
// chart, or the whole card).
import { type ReactNode, useId } from 'react';
import { ScrollRegion } from '@/components/admin/scroll-region';

export function AnalyticsPanel({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="min-w-0 rounded-xl bg-white p-5 shadow-sm">
      <h2 id={headingId} className="text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

type Column<Row> = { header: string; cell: (row: Row) => ReactNode; numeric?: boolean };

/** What a table shows, apart from its rows. */
export type TableSpec<Row> = {
  caption: string;
  columns: ReadonlyArray<Column<Row>>;
  rowKey: (row: Row) => string;
  /** Shown instead of the table when there are no rows. */
  empty: string;
};

/** A table whose first column names the row; numbers right-aligned. Long names wrap, so it fits a phone. */
export function AnalyticsTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
}: TableSpec<Row> & { rows: readonly Row[] }) {
  if (rows.length === 0) return <p className="mt-3 text-sm text-slate-500">{empty}</p>;
  const [first, ...rest] = columns;
  return (
    // Scrolls sideways on a narrow screen when its figures do not fit, reachable by keyboard then.
    <ScrollRegion label={caption} className="mt-3">
      <table className="min-w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600">
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={cellClass(column, 'py-2')}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {first && (
                <th scope="row" className={cellClass(first, 'max-w-64 py-2 font-medium wrap-anywhere text-slate-900')}>
                  {first.cell(row)}
                </th>
              )}
              {rest.map((column) => (
                <td key={column.header} className={cellClass(column, 'py-2 text-slate-700')}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

const cellClass = (column: { numeric?: boolean }, base: string) =>
  `${base} px-2 first:pl-0 last:pr-0 sm:px-3 ${column.numeric ? 'text-right tabular-nums' : 'text-left'}`;
