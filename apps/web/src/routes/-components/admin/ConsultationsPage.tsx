// Admin consultations: server-side search and status filter kept in the URL, the table, pagination, CSV export.
import { ADMIN_PAGE_SIZE, CONSULTATION_STATUS_LABELS, CONSULTATION_STATUSES, type Consultation } from '@coach/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useEffect, useId, useState } from 'react';
import { AdminPage, adminInputClass } from '../../../components/admin/AdminPage';
import { ConfirmDialog } from '../../../components/admin/ConfirmDialog';
import { Pagination } from '../../../components/admin/Pagination';
import { serverErrorText } from '../../../lib/errors';
import { ConsultationsTable } from './ConsultationsTable';
import { ExportCsvButton } from './ExportCsvButton';
import { SearchBox } from './SearchBox';

const adminRoute = getRouteApi('/admin');
const route = getRouteApi('/admin/consultations');

export function ConsultationsPage() {
  const { trpc } = adminRoute.useRouteContext();
  const queryClient = useQueryClient();
  const navigate = route.useNavigate();
  const { page = 1, status, search = '' } = route.useSearch();
  const statusFilterId = useId();
  const [toDelete, setToDelete] = useState<Consultation | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);

  const list = useQuery(
    trpc.consultation.list.queryOptions(
      { page, per_page: ADMIN_PAGE_SIZE, status, search: search || undefined },
      { placeholderData: keepPreviousData },
    ),
  );

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.consultation.list.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.dashboard.stats.pathKey() }),
    ]);

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

  const onSearch = useCallback(
    (text: string) =>
      void navigate({ search: (prev) => ({ ...prev, search: text || undefined, page: undefined }), replace: true }),
    [navigate],
  );

  // After a deletion empties the last page, step back to the new last page.
  const pages = list.data?.pagination.pages;
  useEffect(() => {
    if (pages !== undefined && page > Math.max(pages, 1)) {
      void navigate({ search: (prev) => ({ ...prev, page: pages > 1 ? pages : undefined }), replace: true });
    }
  }, [pages, page, navigate]);

  return (
    <AdminPage
      title="Consultations"
      actions={
        <ExportCsvButton
          path="/api/admin/consultations/export"
          filters={{ status, search: search || undefined }}
          fallbackName="consultations.csv"
        />
      }
    >
      <div className="flex flex-wrap items-center gap-3">
        <SearchBox
          value={search}
          onSearch={onSearch}
          label="Search consultations"
          placeholder="Search by name or email..."
        />
        <div className="flex items-center gap-2 text-sm text-slate-700">
          <label htmlFor={statusFilterId}>Status</label>
          <select
            id={statusFilterId}
            value={status ?? ''}
            onChange={(event) =>
              void navigate({
                search: (prev) => ({
                  ...prev,
                  status: (event.target.value || undefined) as Consultation['status'] | undefined,
                  page: undefined,
                }),
                replace: true,
              })
            }
            className={adminInputClass}
          >
            <option value="">All Statuses</option>
            {CONSULTATION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {CONSULTATION_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        {list.data && (
          <p className="text-sm text-slate-600" aria-live="polite">
            {list.data.pagination.total} {list.data.pagination.total === 1 ? 'request' : 'requests'}
          </p>
        )}
      </div>

      {(actionError || list.isError) && (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-700">
          {actionError ?? serverErrorText(list.error) ?? 'Failed to load consultations'}
        </p>
      )}

      <ConsultationsTable
        consultations={list.data?.consultations}
        loading={list.isPending}
        onStatusChange={(consultation, next) => updateStatus.mutate({ id: consultation.id, status: next })}
        updatingId={updateStatus.isPending ? Number(updateStatus.variables?.id) : undefined}
        onDelete={(consultation) => {
          remove.reset();
          setToDelete(consultation);
        }}
      />

      <Pagination
        pagination={list.data?.pagination}
        noun="consultations"
        onPageChange={(next) =>
          void navigate({ search: (prev) => ({ ...prev, page: next > 1 ? next : undefined }), resetScroll: false })
        }
      />

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
