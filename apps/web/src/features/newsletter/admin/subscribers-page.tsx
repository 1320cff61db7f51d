// Admin subscribers: the counts per status, search and status filter in the URL, the table, pagination, the CSV export
// of the filtered list, and removing a reader for good.
import {
  ADMIN_PAGE_SIZE,
  type SubscriberCounts as Counts,
  SUBSCRIBER_STATUS_LABELS,
  SUBSCRIBER_STATUSES,
  type Subscriber,
} from '@coach/shared';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { Mail } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { AdminPage } from '@/components/admin/admin-page';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { SelectFilter } from '@/components/admin/content-filters';
import { EmptyState } from '@/components/admin/empty-state';
import { ExportCsvButton } from '@/components/admin/export-csv-button';
import { ListToolbar } from '@/components/admin/list-toolbar';
import { Pagination } from '@/components/admin/pagination';
import { useListUrl } from '@/components/admin/use-list-url';
import { subscriberList, useSubscriberWrites } from '@/features/newsletter/admin/api';
import { useApi } from '@/lib/data';
import { serverErrorText } from '@/lib/errors';
import { SubscriberCounts } from './subscriber-counts';
import { SubscribersTable } from './subscribers-table';

const route = getRouteApi('/admin/subscribers');

const STATUS_OPTIONS = SUBSCRIBER_STATUSES.map((value) => ({ value, label: SUBSCRIBER_STATUS_LABELS[value] }));

const nobodyYet = (counts: Counts) => Object.values(counts).every((count) => count === 0);

export function SubscribersPage() {
  const { trpc } = useApi();
  const navigate = route.useNavigate();
  const query = route.useSearch();
  const { page = 1, status, search = '' } = query;
  const list = useQuery(subscriberList(trpc, { page, per_page: ADMIN_PAGE_SIZE, status, search: search || undefined }));
  const url = useListUrl<typeof query>(navigate, page, list.data?.pagination.pages);
  const { remove } = useSubscriberWrites();
  const [toRemove, setToRemove] = useState<Subscriber | null>(null);
  // The removed row took the focus with it: the line saying so takes it instead.
  const [removed, setRemoved] = useState<{ email: string } | null>(null);
  const removedLine = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (removed) removedLine.current?.focus();
  }, [removed]);

  const confirmRemove = () => {
    if (!toRemove) return;
    remove.mutate(
      { id: toRemove.id },
      {
        onSuccess: () => {
          setRemoved({ email: toRemove.email });
          setToRemove(null);
        },
      },
    );
  };

  const total = list.data?.pagination.total;
  return (
    <AdminPage
      title="Subscribers"
      actions={
        <ExportCsvButton
          path="/api/admin/subscribers/export"
          filters={{ status, search: search || undefined }}
          fallbackName="subscribers.csv"
        />
      }
    >
      <SubscriberCounts counts={list.data?.counts} />
      {removed && (
        <p
          ref={removedLine}
          tabIndex={-1}
          role="status"
          className="mt-4 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-800 [overflow-wrap:anywhere]"
        >
          Removed {removed.email}
        </p>
      )}

      {list.data && nobodyYet(list.data.counts) ? (
        <EmptyState
          framed
          icon={<Mail aria-hidden className="size-10 text-brand-600" />}
          title="No subscribers yet"
          hint="Readers subscribe with the forms on the blog, under each post and in the footer of every page; they show here as soon as they ask."
        />
      ) : (
        <>
          <ListToolbar
            className="mt-6"
            search={search}
            onSearch={url.onSearch}
            searchLabel="Search subscribers"
            searchPlaceholder="Search email or first name..."
          >
            <SelectFilter
              label="Status"
              allLabel="All Statuses"
              options={STATUS_OPTIONS}
              value={status}
              onChange={(next) => url.onFilterChange({ status: next })}
            />
            {total !== undefined && (
              <p className="text-sm text-slate-600" aria-live="polite">
                {total} {total === 1 ? 'subscriber' : 'subscribers'}
              </p>
            )}
          </ListToolbar>

          {list.isError && (
            <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-700">
              {serverErrorText(list.error) ?? 'Failed to load subscribers'}
            </p>
          )}
          <SubscribersTable
            subscribers={list.data?.subscribers}
            loading={list.isPending}
            onRemove={(subscriber) => {
              remove.reset();
              setToRemove(subscriber);
            }}
          />
          <Pagination pagination={list.data?.pagination} noun="subscribers" onPageChange={url.onPageChange} />
        </>
      )}

      <ConfirmDialog
        open={toRemove !== null}
        onOpenChange={(open) => !open && !remove.isPending && setToRemove(null)}
        title="Remove Subscriber"
        message={
          <>
            Are you sure you want to remove <strong className="[overflow-wrap:anywhere]">{toRemove?.email}</strong>?
            Their subscription and everything stored with it are deleted for good; this action cannot be undone.
          </>
        }
        confirmLabel="Remove"
        busyLabel="Removing..."
        busy={remove.isPending}
        error={remove.isError ? (serverErrorText(remove.error) ?? 'Failed to remove subscriber') : null}
        onConfirm={confirmRemove}
      />
    </AdminPage>
  );
}
