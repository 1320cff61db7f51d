// Admin transformations: goal filter and client-name search in the URL, a card grid, pagination, add/edit/delete.
import { ADMIN_PAGE_SIZE, resolveImageUrl, type Transformation } from '@coach/shared';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import clsx from 'clsx';
import { ArrowRight, Clock, Plus, Star } from 'lucide-react';
import { AdminPage, formatDate } from '@/components/admin/admin-page';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { ListLoading, SelectFilter } from '@/components/admin/content-filters';
import { EmptyState } from '@/components/admin/empty-state';
import { ListToolbar } from '@/components/admin/list-toolbar';
import { Pagination } from '@/components/admin/pagination';
import { EditDeleteButtons } from '@/components/admin/table';
import { useCrudDialogs } from '@/components/admin/use-crud-dialogs';
import { useListUrl } from '@/components/admin/use-list-url';
import { adminTransformationList, useTransformationWrites } from '@/features/transformations/admin/api';
import { useApi } from '@/lib/data';
import { TransformationForm } from './transformation-form';
import { TRANSFORMATION_GOAL_LABELS, TRANSFORMATION_GOAL_OPTIONS } from './transformation-form-values';

const pageRoute = getRouteApi('/admin/transformations');
const DELETE_FAILED = 'Failed to delete transformation';

export function TransformationsPage() {
  const { trpc } = useApi();
  const search = pageRoute.useSearch();
  const navigate = pageRoute.useNavigate();
  const page = search.page ?? 1;
  const list = useQuery(
    adminTransformationList(trpc, {
      page,
      per_page: ADMIN_PAGE_SIZE,
      search: search.search,
      goal_type: search.goal_type,
    }),
  );
  const { remove } = useTransformationWrites();
  const {
    onFilterChange: setFilter,
    onSearch,
    onPageChange,
  } = useListUrl<typeof search>(navigate, page, list.data?.pagination.pages);
  // useListUrl steps back a page when a deletion empties the last one.
  const dialogs = useCrudDialogs<Transformation>({
    remove,
    onDeleted: async () => {},
    deleteFailedText: DELETE_FAILED,
  });

  const transformations = list.data?.transformations ?? [];
  return (
    <AdminPage
      title="Transformations"
      actions={
        <button type="button" className="btn-primary" onClick={dialogs.startAdd}>
          <Plus aria-hidden className="size-4" /> Add Transformation
        </button>
      }
    >
      <ListToolbar
        search={search.search}
        onSearch={onSearch}
        searchLabel="Search by client name"
        searchPlaceholder="Search by client name..."
      >
        <SelectFilter
          label="Goal"
          allLabel="All Goals"
          options={TRANSFORMATION_GOAL_OPTIONS}
          value={search.goal_type}
          onChange={(goal_type) => setFilter({ goal_type })}
        />
      </ListToolbar>

      {list.isPending ? (
        <ListLoading label="Loading transformations..." />
      ) : transformations.length === 0 ? (
        <EmptyState framed title="No transformations found" />
      ) : (
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
          {transformations.map((t) => (
            <TransformationAdminCard
              key={t.id}
              transformation={t}
              onEdit={() => dialogs.startEdit(t)}
              onDelete={() => dialogs.startDelete(t)}
            />
          ))}
        </ul>
      )}

      <Pagination pagination={list.data?.pagination} noun="transformations" onPageChange={onPageChange} />

      {dialogs.editing && <TransformationForm transformation={dialogs.editing.item} onClose={dialogs.closeEditor} />}
      <ConfirmDialog
        {...dialogs.confirmProps}
        title="Delete Transformation"
        message={`Are you sure you want to delete the transformation of ${dialogs.deleting?.client_name ?? ''}? This action cannot be undone.`}
      />
    </AdminPage>
  );
}

function Photo({ src, label, name }: { src: string | null; label: string; name: string }) {
  const url = resolveImageUrl(src);
  return (
    <figure className="relative aspect-square overflow-hidden bg-slate-100">
      {url ? (
        <img src={url} alt={`${name} ${label.toLowerCase()}`} loading="lazy" className="size-full object-cover" />
      ) : (
        <div className="grid size-full place-items-center text-xs font-semibold uppercase tracking-wide text-slate-400">
          No photo
        </div>
      )}
      <figcaption className="absolute left-2 top-2 rounded-full bg-white/90 px-2 py-0.5 text-xs font-semibold text-slate-700">
        {label}
      </figcaption>
    </figure>
  );
}

function TransformationAdminCard({
  transformation: t,
  onEdit,
  onDelete,
}: {
  transformation: Transformation;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const losing = t.goal_type === 'weight_loss';
  return (
    <li className="flex flex-col overflow-hidden rounded-xl bg-white shadow-sm">
      <div className="grid grid-cols-2 gap-px bg-slate-200">
        <Photo src={t.before_image} label="Before" name={t.client_name} />
        <Photo src={t.after_image} label="After" name={t.client_name} />
      </div>
      <div className="flex flex-1 flex-col p-4">
        <div className="flex items-start justify-between gap-2">
          <h2 className="font-sans text-lg font-semibold">{t.client_name}</h2>
          {t.is_featured && (
            <span className="flex items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-700">
              <Star aria-hidden className="size-3 fill-current" /> Featured
            </span>
          )}
        </div>
        <p className="mt-1">
          <span
            className={clsx(
              'rounded-full px-2.5 py-1 text-xs font-semibold',
              losing ? 'bg-brand-50 text-brand-700' : 'bg-sky-50 text-sky-700',
            )}
          >
            {TRANSFORMATION_GOAL_LABELS[t.goal_type]}
          </span>
        </p>
        <p className="mt-3 flex items-center gap-2 text-sm text-slate-700">
          {t.before_weight} kg <ArrowRight aria-label="to" className="size-4 text-slate-400" /> {t.after_weight} kg
          <span className="font-semibold text-brand-700">
            ({losing ? '-' : '+'}
            {t.weight_change} kg)
          </span>
        </p>
        <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-500">
          <Clock aria-hidden className="size-4" /> {t.duration_months} {t.duration_months === 1 ? 'month' : 'months'}
        </p>
        {t.story && <p className="mt-3 line-clamp-3 text-sm text-slate-600">{t.story}</p>}
        <div className="mt-auto flex items-center justify-between gap-2 pt-4">
          <p className="text-xs text-slate-500">Added {formatDate(t.created_at)}</p>
          <div className="flex gap-1">
            <EditDeleteButtons name={t.client_name} onEdit={onEdit} onDelete={onDelete} />
          </div>
        </div>
      </div>
    </li>
  );
}
