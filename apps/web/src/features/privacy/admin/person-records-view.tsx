// Everything stored about one address, table by table (visitor text is shown as text, never as markup).

import { GOAL_LABELS, type PersonRecords } from '@coach/shared';
import type { ReactNode } from 'react';
import { ScrollRegion } from '@/components/admin/scroll-region';

const dateTime = (iso: string) =>
  `${new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })} UTC`;

function RecordTable({ title, columns, rows }: { title: string; columns: string[]; rows: ReactNode[][] }) {
  return (
    // The whole card scrolls sideways on a phone: one region, named by its title, that the keyboard can scroll.
    <ScrollRegion label={title} className="rounded-2xl bg-white p-4 shadow-sm">
      <h3 className="text-lg font-semibold">
        {title} ({rows.length})
      </h3>
      {rows.length > 0 && (
        <div className="mt-3">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600">
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col" className="px-3 py-2">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((cells, row) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are a fixed snapshot, never reordered.
                <tr key={row}>
                  {cells.map((cell, column) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: cells follow the fixed columns.
                    <td key={column} className="px-3 py-2 align-top break-words">
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </ScrollRegion>
  );
}

export function PersonRecordsView({ records }: { records: PersonRecords }) {
  return (
    <div className="space-y-4">
      <RecordTable
        title="Consultations"
        columns={['Received', 'Name', 'Phone', 'Goal', 'Health conditions', 'Status']}
        rows={records.consultations.map((c) => [
          dateTime(c.created_at),
          c.name,
          c.phone,
          GOAL_LABELS[c.goal],
          c.health_conditions ?? '',
          c.status,
        ])}
      />
      <RecordTable
        title="Bookings"
        columns={['Time', 'Status']}
        rows={records.bookings.map((b) => [dateTime(b.start_at), b.status])}
      />
      <RecordTable
        title="Contact messages"
        columns={['Received', 'Name', 'Subject', 'Message', 'Status']}
        rows={records.contacts.map((m) => [dateTime(m.created_at), m.name, m.subject, m.message, m.status])}
      />
      <RecordTable
        title="E-mails"
        columns={['Queued', 'To', 'Subject', 'Status']}
        rows={records.emails.map((e) => [dateTime(e.created_at), e.to_address, e.subject, e.status])}
      />
    </div>
  );
}
