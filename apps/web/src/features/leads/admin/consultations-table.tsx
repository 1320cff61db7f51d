// The consultations table, sortable by name, status and date: one row per request with its source, its status dropdown and a delete button.

import {
  CONSULTATION_STATUS_LABELS,
  CONSULTATION_STATUSES,
  type Consultation,
  type ConsultationSort,
  type ConsultationStatus,
  GOAL_LABELS,
} from '@coach/shared';
import clsx from 'clsx';
import { Trash2 } from 'lucide-react';
import { formatDate } from '@/components/admin/admin-page';
import { ScrollRegion } from '@/components/admin/scroll-region';
import { toneClass } from '@/components/admin/status-badge';
import { AdminTableHead, type TableColumn, type TableSorting } from '@/components/admin/table';
import { BookedTime } from '@/features/booking/admin/booked-time';
import { LeadSourceCell } from './lead-source';
import { CONSULTATION_STATUS_TONES } from './lead-status';

const COLUMNS: readonly TableColumn<ConsultationSort>[] = [
  { label: 'Name', sort: 'name' },
  'Email',
  'Phone',
  'Goal',
  'Booked time',
  'Age',
  'Weight (kg)',
  'Message',
  { label: 'Status', sort: 'status' },
  'Source',
  { label: 'Date', sort: 'date', first: 'desc' },
  'Actions',
];

function weights(c: Consultation): string {
  if (c.current_weight === null && c.target_weight === null) return '—';
  return `${c.current_weight ?? '—'} → ${c.target_weight ?? '—'}`;
}

export function ConsultationsTable({
  consultations,
  loading,
  updatingId,
  onStatusChange,
  onDelete,
  sorting,
}: {
  consultations: Consultation[] | undefined;
  loading: boolean;
  updatingId: number | undefined;
  onStatusChange: (consultation: Consultation, status: ConsultationStatus) => void;
  onDelete: (consultation: Consultation) => void;
  sorting: TableSorting<ConsultationSort>;
}) {
  return (
    <ScrollRegion label="Consultations table" className="mt-6 rounded-xl bg-white shadow-sm">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <AdminTableHead columns={COLUMNS} actions={false} sorting={sorting} />
        <tbody className="divide-y divide-slate-100">
          {loading && (
            <tr>
              <td colSpan={COLUMNS.length} className="px-4 py-10 text-center text-slate-500">
                Loading consultations...
              </td>
            </tr>
          )}
          {!loading && !consultations?.length && (
            <tr>
              <td colSpan={COLUMNS.length} className="px-4 py-10 text-center text-slate-500">
                No consultations found
              </td>
            </tr>
          )}
          {consultations?.map((c) => (
            <tr key={c.id} className="align-top">
              <th scope="row" className="whitespace-nowrap px-4 py-3 text-left font-medium text-slate-900">
                {c.name}
              </th>
              <td className="px-4 py-3">
                <a href={`mailto:${c.email}`} className="text-brand-700 hover:underline">
                  {c.email}
                </a>
              </td>
              <td className="whitespace-nowrap px-4 py-3">
                <a href={`tel:${c.phone.replace(/[^\d+]/g, '')}`} className="hover:underline">
                  {c.phone}
                </a>
              </td>
              <td className="whitespace-nowrap px-4 py-3">{GOAL_LABELS[c.goal] ?? c.goal}</td>
              <td className="whitespace-nowrap px-4 py-3">
                <BookedTime booking={c.booking} />
              </td>
              <td className="px-4 py-3">{c.age ?? '—'}</td>
              <td className="whitespace-nowrap px-4 py-3">{weights(c)}</td>
              <td className="min-w-56 max-w-xs px-4 py-3 text-slate-600">
                {c.health_conditions && (
                  <p className="line-clamp-2" title={c.health_conditions}>
                    <span className="font-medium text-slate-700">Health: </span>
                    {c.health_conditions}
                  </p>
                )}
                <p className="line-clamp-3 whitespace-pre-line" title={c.message ?? undefined}>
                  {c.message ?? (c.health_conditions ? '' : '—')}
                </p>
              </td>
              <td className="px-4 py-3">
                <select
                  aria-label={`Status for ${c.name}`}
                  value={c.status}
                  disabled={updatingId === c.id}
                  onChange={(event) => onStatusChange(c, event.target.value as ConsultationStatus)}
                  className={clsx(
                    'rounded-full border-0 px-3 py-1 text-xs font-semibold focus:ring-2 focus:ring-brand-200',
                    toneClass(CONSULTATION_STATUS_TONES[c.status]),
                  )}
                >
                  {CONSULTATION_STATUSES.map((s) => (
                    <option key={s} value={s}>
                      {CONSULTATION_STATUS_LABELS[s]}
                    </option>
                  ))}
                </select>
              </td>
              <td className="px-4 py-3">
                <LeadSourceCell attribution={c.attribution} />
              </td>
              <td className="whitespace-nowrap px-4 py-3 text-slate-600">
                <time dateTime={c.created_at}>{formatDate(c.created_at)}</time>
              </td>
              <td className="px-4 py-3">
                <button
                  type="button"
                  onClick={() => onDelete(c)}
                  aria-label={`Delete consultation from ${c.name}`}
                  title="Delete"
                  className="rounded-lg p-2 text-red-600 hover:bg-red-50"
                >
                  <Trash2 aria-hidden className="size-4" />
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
