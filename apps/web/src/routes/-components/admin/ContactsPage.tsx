// Admin contact messages: server-side search and status filter in the URL, the list, the detail panel, CSV export.
import { ADMIN_PAGE_SIZE, CONTACT_STATUS_LABELS, CONTACT_STATUSES, type ContactMessage } from '@coach/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useEffect, useId, useState } from 'react';
import { AdminPage, adminInputClass } from '../../../components/admin/AdminPage';
import { ConfirmDialog } from '../../../components/admin/ConfirmDialog';
import { Pagination } from '../../../components/admin/Pagination';
import { serverErrorText } from '../../../lib/errors';
import { ContactDetailPanel } from './ContactDetailPanel';
import { ContactList } from './ContactList';
import { ExportCsvButton } from './ExportCsvButton';
import { SearchBox } from './SearchBox';

const adminRoute = getRouteApi('/admin');
const route = getRouteApi('/admin/contacts');

export function ContactsPage() {
  const { trpc } = adminRoute.useRouteContext();
  const queryClient = useQueryClient();
  const navigate = route.useNavigate();
  const { page = 1, status, search = '' } = route.useSearch();
  const statusFilterId = useId();
  const [selected, setSelected] = useState<ContactMessage | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);

  const list = useQuery(
    trpc.contact.list.queryOptions(
      { page, per_page: ADMIN_PAGE_SIZE, status, search: search || undefined },
      { placeholderData: keepPreviousData },
    ),
  );

  // Keep the open message in step with the list after a refetch.
  const rows = list.data?.contacts;
  useEffect(() => {
    setSelected((current) => (current && rows?.find((row) => row.id === current.id)) ?? current);
  }, [rows]);

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.contact.list.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.dashboard.stats.pathKey() }),
    ]);

  const updateStatus = useMutation(
    trpc.contact.updateStatus.mutationOptions({
      onMutate: () => setActionError(null),
      onSuccess: async (updated) => {
        setSelected((current) => (current?.id === updated.id ? updated : current));
        await refresh();
      },
      onError: (error) => setActionError(serverErrorText(error) ?? 'Failed to update status'),
    }),
  );
  const remove = useMutation(
    trpc.contact.delete.mutationOptions({
      onSuccess: async () => {
        setConfirmDelete(false);
        setSelected(null);
        await refresh();
      },
    }),
  );

  /** Opening a new message marks it read. */
  const open = (contact: ContactMessage) => {
    setSelected(contact);
    if (contact.status === 'new') updateStatus.mutate({ id: contact.id, status: 'read' });
  };

  const onSearch = useCallback(
    (text: string) =>
      void navigate({ search: (prev) => ({ ...prev, search: text || undefined, page: undefined }), replace: true }),
    [navigate],
  );

  const pages = list.data?.pagination.pages;
  useEffect(() => {
    if (pages !== undefined && page > Math.max(pages, 1)) {
      void navigate({ search: (prev) => ({ ...prev, page: pages > 1 ? pages : undefined }), replace: true });
    }
  }, [pages, page, navigate]);

  return (
    <AdminPage
      title="Contact Messages"
      actions={
        <ExportCsvButton
          path="/api/admin/contacts/export"
          filters={{ status, search: search || undefined }}
          fallbackName="contacts.csv"
        />
      }
    >
      <div className="flex flex-wrap items-center gap-3">
        <SearchBox
          value={search}
          onSearch={onSearch}
          label="Search messages"
          placeholder="Search name, email or subject..."
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
                  status: (event.target.value || undefined) as ContactMessage['status'] | undefined,
                  page: undefined,
                }),
                replace: true,
              })
            }
            className={adminInputClass}
          >
            <option value="">All Messages</option>
            {CONTACT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {CONTACT_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        {list.data && (
          <p className="text-sm text-slate-600" aria-live="polite">
            {list.data.pagination.total} {list.data.pagination.total === 1 ? 'message' : 'messages'}
          </p>
        )}
      </div>

      {(actionError || list.isError) && (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-700">
          {actionError ?? serverErrorText(list.error) ?? 'Failed to load messages'}
        </p>
      )}

      <div className="mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_26rem]">
        <div>
          <ContactList
            contacts={list.data?.contacts}
            loading={list.isPending}
            selectedId={selected?.id ?? null}
            onOpen={open}
          />
          <Pagination
            pagination={list.data?.pagination}
            noun="messages"
            onPageChange={(next) =>
              void navigate({ search: (prev) => ({ ...prev, page: next > 1 ? next : undefined }), resetScroll: false })
            }
          />
        </div>
        {selected && (
          <ContactDetailPanel
            key={selected.id}
            contact={selected}
            busy={updateStatus.isPending}
            onStatusChange={(next) => updateStatus.mutate({ id: selected.id, status: next })}
            onDelete={() => {
              remove.reset();
              setConfirmDelete(true);
            }}
            onClose={() => setSelected(null)}
          />
        )}
      </div>

      <ConfirmDialog
        open={confirmDelete && selected !== null}
        onOpenChange={setConfirmDelete}
        title="Delete Message"
        message={
          <>
            Are you sure you want to delete the message from <strong>{selected?.name}</strong>? This action cannot be
            undone.
          </>
        }
        busy={remove.isPending}
        error={remove.isError ? (serverErrorText(remove.error) ?? 'Failed to delete message') : null}
        onConfirm={() => selected && remove.mutate({ id: selected.id })}
      />
    </AdminPage>
  );
}
