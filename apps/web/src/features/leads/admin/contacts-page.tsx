// Admin contact messages: server-side search, status and source filters in the URL, the list, the detail panel, CSV export.
import {
  ADMIN_PAGE_SIZE,
  CONTACT_STATUS_LABELS,
  CONTACT_STATUSES,
  type ContactMessage,
  type ContactStatus,
} from '@coach/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { AdminPage } from '@/components/admin/admin-page';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { ExportCsvButton } from '@/components/admin/export-csv-button';
import { Pagination } from '@/components/admin/pagination';
import { contactList, useLeadRefresh } from '@/features/leads/admin/api';
import { useApi } from '@/lib/data';
import { serverErrorText } from '@/lib/errors';
import { ContactDetailPanel } from './contact-detail-panel';
import { ContactList } from './contact-list';
import { LeadListToolbar } from './lead-list-toolbar';
import { useLeadListUrl } from './use-lead-list-url';

const route = getRouteApi('/admin/contacts');

export function ContactsPage() {
  const { trpc } = useApi();
  const { afterContactWrite: refresh } = useLeadRefresh();
  const navigate = route.useNavigate();
  const { page = 1, status, search = '', source = '' } = route.useSearch();
  const [selected, setSelected] = useState<ContactMessage | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);

  const list = useQuery(
    contactList(trpc, {
      page,
      per_page: ADMIN_PAGE_SIZE,
      status,
      search: search || undefined,
      source: source || undefined,
    }),
  );

  // Keep the open message in step with the list after a refetch.
  const rows = list.data?.contacts;
  useEffect(() => {
    setSelected((current) => (current && rows?.find((row) => row.id === current.id)) ?? current);
  }, [rows]);

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

  const url = useLeadListUrl<ContactStatus>(navigate, page, list.data?.pagination.pages);

  return (
    <AdminPage
      title="Contact Messages"
      actions={
        <ExportCsvButton
          path="/api/admin/contacts/export"
          filters={{ status, search: search || undefined, source: source || undefined }}
          fallbackName="contacts.csv"
        />
      }
    >
      <LeadListToolbar
        search={search}
        onSearch={url.onSearch}
        searchLabel="Search messages"
        searchPlaceholder="Search name, email or subject..."
        status={status}
        onStatusChange={url.onStatusChange}
        source={source}
        onSourceChange={url.onSourceChange}
        statuses={CONTACT_STATUSES}
        statusLabels={CONTACT_STATUS_LABELS}
        allStatusesLabel="All Messages"
        total={list.data?.pagination.total}
        countNouns={['message', 'messages']}
        error={
          actionError || list.isError ? (actionError ?? serverErrorText(list.error) ?? 'Failed to load messages') : null
        }
      />

      <div className="mt-6 grid items-start gap-6 [overflow-wrap:anywhere] lg:grid-cols-[minmax(0,1fr)_26rem] [&>*]:min-w-0">
        <div>
          <ContactList
            contacts={list.data?.contacts}
            loading={list.isPending}
            selectedId={selected?.id ?? null}
            onOpen={open}
          />
          <Pagination pagination={list.data?.pagination} noun="messages" onPageChange={url.onPageChange} />
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
