// The audit log's rows: when (in the administrator's own time), who, what, on what, from where, and which fields.

import type { AuditEntryView } from '@coach/shared';
import { formatDateTime } from '@/components/admin/admin-page';
import { ScrollRegion } from '@/components/admin/scroll-region';
import { AdminTableHead } from '@/components/admin/table';
import { describeFields, describeTarget } from './entry-text';

const COLUMNS = ['Time', 'Administrator', 'Action', 'Target', 'Address', 'Fields'];

export function AuditTable({
  entries,
  loading,
  emptyText,
}: {
  entries: AuditEntryView[] | undefined;
  loading: boolean;
  emptyText: string;
}) {
  return (
    <ScrollRegion label="Audit log entries" className="mt-6 rounded-xl bg-white shadow-sm">
      <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
        <caption className="sr-only">Audit log, newest first</caption>
        <AdminTableHead columns={COLUMNS} actions={false} />
        <tbody className="divide-y divide-slate-100">
          {(loading || !entries?.length) && (
            <tr>
              <td colSpan={COLUMNS.length} className="px-4 py-10 text-center text-slate-500">
                {loading ? 'Loading the audit log...' : emptyText}
              </td>
            </tr>
          )}
          {entries?.map((entry) => (
            <tr key={entry.id} className="align-top">
              <td className="whitespace-nowrap px-4 py-3 text-slate-700">
                <time dateTime={entry.at}>{formatDateTime(entry.at, 'medium')}</time>
              </td>
              <td className="px-4 py-3 text-slate-900">{entry.admin ?? '—'}</td>
              <td className="whitespace-nowrap px-4 py-3 font-mono text-xs text-slate-900">{entry.action}</td>
              <td className="px-4 py-3 text-slate-700">{describeTarget(entry)}</td>
              <td className="whitespace-nowrap px-4 py-3 text-slate-700">{entry.ip ?? '—'}</td>
              <td className="min-w-40 px-4 py-3 text-slate-700">{describeFields(entry.fields)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
