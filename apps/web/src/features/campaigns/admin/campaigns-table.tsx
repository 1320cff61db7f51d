// The campaign banner table: targeting, schedule, counters, the active switch and the row actions.
import type { Banner } from '@coach/shared';
import clsx from 'clsx';
import { AdminTableHead, EditDeleteButtons } from '@/components/admin/table';
import { POSITION_LABELS } from './banner-form-values';

/** Campaign windows are whole UTC days, so they are shown in UTC (a local zone could shift an end by a day). */
const formatDay = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

function schedule(banner: Banner): string {
  const { start_date: start, end_date: end } = banner;
  if (start && end) return `${formatDay(start)} – ${formatDay(end)}`;
  if (start) return `From ${formatDay(start)}`;
  if (end) return `Until ${formatDay(end)}`;
  return 'Always';
}

const COLUMNS = ['Name', 'Title', 'Pages', 'Dates', 'Views', 'Clicks', 'Conversion', 'Active'];

export function CampaignsTable({
  banners,
  toggling,
  onToggle,
  onEdit,
  onDelete,
}: {
  banners: Banner[];
  toggling: number | undefined;
  onToggle: (banner: Banner) => void;
  onEdit: (banner: Banner) => void;
  onDelete: (banner: Banner) => void;
}) {
  return (
    <table className="w-full min-w-[60rem] text-left text-sm">
      <AdminTableHead columns={COLUMNS} />
      <tbody className="divide-y divide-slate-100">
        {banners.map((banner) => (
          <tr key={banner.id} className="align-middle hover:bg-slate-50">
            <td className="px-4 py-3">
              <p className="flex items-center gap-2 font-semibold text-slate-900">
                <span
                  aria-hidden
                  className="size-3 shrink-0 rounded-full"
                  style={{ backgroundColor: banner.theme_color }}
                />
                {banner.name}
              </p>
              <p className="mt-0.5 text-xs text-slate-500">
                {POSITION_LABELS[banner.position]} · after {banner.delay_seconds}s
              </p>
            </td>
            <td className="max-w-xs px-4 py-3">
              <p className="text-slate-900">{banner.title}</p>
              {banner.subtitle && <p className="mt-0.5 line-clamp-1 text-xs text-slate-500">{banner.subtitle}</p>}
            </td>
            <td className="max-w-[14rem] px-4 py-3 text-slate-700">
              <p>{banner.show_on_pages.length ? banner.show_on_pages.join(', ') : 'All pages'}</p>
              {banner.exclude_pages.length > 0 && (
                <p className="mt-0.5 text-xs text-slate-500">Except {banner.exclude_pages.join(', ')}</p>
              )}
            </td>
            <td className="px-4 py-3 text-slate-700">{schedule(banner)}</td>
            <td className="px-4 py-3 tabular-nums text-slate-700">{banner.views_count}</td>
            <td className="px-4 py-3 tabular-nums text-slate-700">{banner.clicks_count}</td>
            <td className="px-4 py-3 tabular-nums text-slate-700">{banner.conversion_rate}%</td>
            <td className="px-4 py-3">
              <button
                type="button"
                role="switch"
                aria-checked={banner.is_active}
                aria-label={`Active: ${banner.name}`}
                disabled={toggling === banner.id}
                onClick={() => onToggle(banner)}
                className={clsx(
                  'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60',
                  banner.is_active ? 'bg-brand-600' : 'bg-slate-300',
                )}
              >
                <span
                  aria-hidden
                  className={clsx(
                    'inline-block size-5 rounded-full bg-white shadow transition-transform',
                    banner.is_active ? 'translate-x-5' : 'translate-x-0.5',
                  )}
                />
              </button>
            </td>
            <td className="px-4 py-3">
              <div className="flex justify-end gap-1">
                <EditDeleteButtons name={banner.name} onEdit={() => onEdit(banner)} onDelete={() => onDelete(banner)} />
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
