// The audit log: who did what and when, newest first; filters and page in the URL. Read-only: nothing here edits or
// deletes an entry (old ones are removed by the daily clean-up after AUDIT_KEEP_DAYS).
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { AdminPage } from '@/components/admin/admin-page';
import { Pagination } from '@/components/admin/pagination';
import { useListUrl } from '@/components/admin/use-list-url';
import { FormAlert } from '@/components/ui/form-field';
import { auditLog } from '@/features/audit/admin/api';
import { useApi } from '@/lib/data';
import { serverErrorText } from '@/lib/errors';
import { AuditFilters, type AuditFilterValues } from './audit-filters';
import { AuditTable } from './audit-table';

const route = getRouteApi('/admin/audit');

export function AuditLogPage() {
  const { trpc } = useApi();
  const navigate = route.useNavigate();
  const { page = 1, admin, action, from, to } = route.useSearch();
  const filters = { admin, action, from, to };
  const log = useQuery(auditLog(trpc, { page, ...filters }));
  const url = useListUrl<AuditFilterValues & { page?: number }>(navigate, page, log.data?.pagination.pages);
  const total = log.data?.pagination.total;
  const filtered = Object.values(filters).some(Boolean);

  return (
    <AdminPage title="Audit log">
      <p className="mb-4 max-w-3xl text-sm text-slate-600">
        Every sign-in, sign-out and change made in the admin portal, with the names of the fields changed (never their
        values). Times are in your time zone; the From and To days are counted in UTC.
      </p>
      <AuditFilters filters={filters} choices={log.data?.filters} onChange={url.onFilterChange} />
      <p className="mt-3 text-sm text-slate-600" aria-live="polite">
        {total !== undefined && `${total} ${total === 1 ? 'entry' : 'entries'}`}
      </p>
      {log.isError && <FormAlert>{serverErrorText(log.error) ?? 'Failed to load the audit log'}</FormAlert>}
      <AuditTable
        entries={log.data?.entries}
        loading={log.isPending}
        emptyText={filtered ? 'No entries match these filters.' : 'The audit log is empty.'}
      />
      <Pagination pagination={log.data?.pagination} noun="entries" onPageChange={url.onPageChange} />
    </AdminPage>
  );
}
