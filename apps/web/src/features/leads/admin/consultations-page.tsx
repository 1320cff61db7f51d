// Admin consultations: server-side search, status and source filters and the sort kept in the URL, the table, pagination, CSV export.
import {
  ADMIN_PAGE_SIZE,
  CONSULTATION_STATUS_LABELS,
  CONSULTATION_STATUSES,
  type Consultation,
  type ConsultationSort,
  type ConsultationStatus,
} from '@coach/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { AdminPage } from '@/components/admin/admin-page';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { ExportCsvButton } from '@/components/admin/export-csv-button';
import { Pagination } from '@/components/admin/pagination';
import { consultationList, useLeadRefresh } from '@/features/leads/admin/api';
import { useApi } from '@/lib/data';
import { serverErrorText } from '@/lib/errors';
import { ConsultationsTable } from './consultations-table';
import { LeadListToolbar } from './lead-list-toolbar';
import { useLeadListUrl } from './use-lead-list-url';

const route = getRouteApi('/admin/consultations');

/** Without a chosen column: the newest request first, as the server orders it. */
const NEWEST_FIRST = { sort: 'date', dir: 'desc' } as const;

export function ConsultationsPage() {
  const { trpc } = useApi();
  const { afterConsultationWrite: refresh } = useLeadRefresh();
  const navigate = route.useNavigate();
  const query = route.useSearch();
  const { page = 1, status, search = '', source = '' } = query;
  const [toDelete, setToDelete] = useState<Consultation | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);

  const list = useQuery(
    consultationList(trpc, {
      page,
      per_page: ADMIN_PAGE_SIZE,
      status,
      search: search || undefined,
      source: source || undefined,
      sort: query.sort,
      dir: query.dir,
    }),
  );

  const updateStatus = useMutation(
    trpc.consultation.updateStatus.mutationOptions({
      onMutate: () => setActionError(null),
      onSuccess: refresh,
      onError: (error) => setActionError(serverErrorText(error) ?? 'Failed to update status'),
    }),
  );
  const remove = useMutation(
    trpc.consultation.delete.mutationOptions({
      onSuccess: async () => {
        setToDelete(null);
        await refresh();
      },
    }),
  );

  const url = useLeadListUrl<ConsultationStatus, ConsultationSort>(navigate, page, list.data?.pagination.pages);

  return (
    <AdminPage
      title="Consultations"
      actions={
        <ExportCsvButton
          path="/api/admin/consultations/export"
          filters={{ status, search: search || undefined, source: source || undefined }}
          fallbackName="consultations.csv"
        />
      }
    >
      <LeadListToolbar
        search={search}
        onSearch={url.onSearch}
        searchLabel="Search consultations"
        searchPlaceholder="Search by name or email..."
        status={status}
        onStatusChange={url.onStatusChange}
        source={source}
        onSourceChange={url.onSourceChange}
        statuses={CONSULTATION_STATUSES}
        statusLabels={CONSULTATION_STATUS_LABELS}
        allStatusesLabel="All Statuses"
        total={list.data?.pagination.total}
        countNouns={['request', 'requests']}
        error={
          actionError || list.isError
            ? (actionError ?? serverErrorText(list.error) ?? 'Failed to load consultations')
            : null
        }
      />

      <ConsultationsTable
        consultations={list.data?.consultations}
        loading={list.isPending}
        sorting={{ choice: query, fallback: NEWEST_FIRST, onSort: url.onSortChange }}
        onStatusChange={(consultation, next) => updateStatus.mutate({ id: consultation.id, status: next })}
        updatingId={updateStatus.isPending ? Number(updateStatus.variables?.id) : undefined}
        onDelete={(consultation) => {
          remove.reset();
          setToDelete(consultation);
        }}
      />

      <Pagination pagination={list.data?.pagination} noun="consultations" onPageChange={url.onPageChange} />

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Delete Consultation"
        message={
          <>
            Are you sure you want to delete the consultation request from <strong>{toDelete?.name}</strong>? This action
            cannot be undone.
          </>
        }
        busy={remove.isPending}
        error={remove.isError ? (serverErrorText(remove.error) ?? 'Failed to delete consultation') : null}
        onConfirm={() => toDelete && remove.mutate({ id: toDelete.id })}
      />
    </AdminPage>
  );
}
