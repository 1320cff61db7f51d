// Admin campaigns: the four banner stats, the banner table with its toggle, and the create/edit/delete dialogs.
import { BANNER_MESSAGES, type Banner } from '@coach/shared';
import { useQuery } from '@tanstack/react-query';
import { Eye, Megaphone, Percent, Plus, ToggleRight } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { AdminPage } from '@/components/admin/admin-page';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { EmptyState } from '@/components/admin/empty-state';
import { useCrudDialogs } from '@/components/admin/use-crud-dialogs';
import { FormAlert } from '@/components/ui/form-field';
import { adminBannerList, bannerStats, useBannerWrites } from '@/features/campaigns/admin/api';
import { useApi } from '@/lib/data';
import { serverErrorText } from '@/lib/errors';
import { BannerForm } from './banner-form';
import { CampaignsTable } from './campaigns-table';

function StatCard({ label, value, icon }: { label: string; value: ReactNode; icon: ReactNode }) {
  return (
    <div className="flex items-center justify-between rounded-xl bg-white p-5 shadow-sm">
      <div>
        <p className="text-sm text-slate-500">{label}</p>
        <p className="mt-1 text-3xl font-bold text-slate-900">{value}</p>
      </div>
      <div className="grid size-11 place-items-center rounded-full bg-brand-50 text-brand-700">{icon}</div>
    </div>
  );
}

export function CampaignsPage() {
  const { trpc } = useApi();
  const list = useQuery(adminBannerList(trpc));
  const stats = useQuery(bannerStats(trpc));
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const { toggle, remove } = useBannerWrites();
  const dialogs = useCrudDialogs<Banner>({
    remove,
    onDeleted: async () => setNotice({ tone: 'success', text: BANNER_MESSAGES.deleted }),
    deleteFailedText: BANNER_MESSAGES.deleteFailed,
  });

  const onToggle = (banner: Banner) => {
    setNotice(null);
    toggle.mutate(
      { id: banner.id },
      {
        onSuccess: (updated) =>
          setNotice({
            tone: 'success',
            text: updated.is_active ? BANNER_MESSAGES.activated : BANNER_MESSAGES.deactivated,
          }),
        onError: (error) => setNotice({ tone: 'error', text: serverErrorText(error) ?? 'Failed to update banner' }),
      },
    );
  };

  const s = stats.data?.stats;
  const show = (value: number | undefined, suffix = '') => (value === undefined ? '…' : `${value}${suffix}`);
  return (
    <AdminPage
      title="Campaigns"
      actions={
        <button
          type="button"
          className="btn-primary"
          onClick={() => {
            setNotice(null);
            dialogs.startAdd();
          }}
        >
          <Plus aria-hidden className="size-4" /> Create Banner
        </button>
      }
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard
          label="Total Banners"
          value={show(s?.total_banners)}
          icon={<Megaphone aria-hidden className="size-5" />}
        />
        <StatCard
          label="Active Banners"
          value={show(s?.active_banners)}
          icon={<ToggleRight aria-hidden className="size-5" />}
        />
        <StatCard label="Total Views" value={show(s?.total_views)} icon={<Eye aria-hidden className="size-5" />} />
        <StatCard
          label="Conversion Rate"
          value={show(s?.overall_conversion_rate, '%')}
          icon={<Percent aria-hidden className="size-5" />}
        />
      </div>

      {notice && (
        <div className="mt-6">
          <FormAlert tone={notice.tone}>{notice.text}</FormAlert>
        </div>
      )}

      <div className="mt-6 overflow-x-auto rounded-xl bg-white shadow-sm">
        {list.isPending ? (
          <p className="py-16 text-center text-slate-500">Loading banners...</p>
        ) : list.isError ? (
          <p className="py-16 text-center text-slate-500">Banners could not be loaded.</p>
        ) : list.data.banners.length === 0 ? (
          <EmptyState
            title="No banners yet"
            hint="Create a campaign banner to replace the consultation popup on chosen pages."
          />
        ) : (
          <CampaignsTable
            banners={list.data.banners}
            toggling={toggle.isPending ? Number(toggle.variables?.id) : undefined}
            onToggle={onToggle}
            onEdit={(banner) => {
              setNotice(null);
              dialogs.startEdit(banner);
            }}
            onDelete={dialogs.startDelete}
          />
        )}
      </div>

      {dialogs.editing && (
        <BannerForm
          banner={dialogs.editing.item}
          onClose={dialogs.closeEditor}
          onSaved={(text) => {
            dialogs.closeEditor();
            setNotice({ tone: 'success', text });
          }}
        />
      )}
      <ConfirmDialog
        {...dialogs.confirmProps}
        title="Delete Banner"
        message={`Are you sure you want to delete the banner "${dialogs.deleting?.name ?? ''}"? This action cannot be undone.`}
      />
    </AdminPage>
  );
}
