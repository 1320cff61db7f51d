// The subscribers table: one row per reader with the status, the page they subscribed on, the three dates and Remove.
// Every value but the dates is what a visitor typed or sent: shown as text, never as a link or markup.
import type { Subscriber } from '@coach/shared';
import { Trash2 } from 'lucide-react';
import { formatDate } from '@/components/admin/admin-page';
import { ScrollRegion } from '@/components/admin/scroll-region';
import { AdminTableHead } from '@/components/admin/table';
import { SubscriberStatusBadge } from './subscriber-status';

const COLUMNS = ['Email', 'First name', 'Status', 'Source', 'Subscribed', 'Confirmed', 'Unsubscribed', 'Actions'];

/** Visitor text may be one endless word: it wraps within its cell, which keeps a readable width on a phone. */
const TEXT_CELL = 'max-w-xs px-4 py-3 [overflow-wrap:anywhere]';

function DateCell({ at }: { at: string | null }) {
  return (
    <td className="whitespace-nowrap px-4 py-3 text-slate-600">
      {at ? <time dateTime={at}>{formatDate(at)}</time> : '—'}
    </td>
  );
}

export function SubscribersTable({
  subscribers,
  loading,
  onRemove,
}: {
  subscribers: Subscriber[] | undefined;
  loading: boolean;
  onRemove: (subscriber: Subscriber) => void;
}) {
  return (
    <ScrollRegion label="Subscribers table" className="mt-6 rounded-xl bg-white shadow-sm">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <AdminTableHead columns={COLUMNS} actions={false} />
        <tbody className="divide-y divide-slate-100">
          {loading && (
            <tr>
              <td colSpan={COLUMNS.length} className="px-4 py-10 text-center text-slate-500">
                Loading subscribers...
              </td>
            </tr>
          )}
          {!loading && !subscribers?.length && (
            <tr>
              <td colSpan={COLUMNS.length} className="px-4 py-10 text-center text-slate-500">
                No subscribers found
              </td>
            </tr>
          )}
          {subscribers?.map((s) => (
            <tr key={s.id} className="align-top">
              <th scope="row" className={`${TEXT_CELL} min-w-56 text-left font-medium text-slate-900`}>
                {s.email}
              </th>
              <td className={`${TEXT_CELL} min-w-32`}>{s.first_name ?? '—'}</td>
              <td className="px-4 py-3">
                <SubscriberStatusBadge status={s.status} />
              </td>
              <td className={`${TEXT_CELL} min-w-28 text-slate-600`}>{s.source ?? '—'}</td>
              <DateCell at={s.created_at} />
              <DateCell at={s.confirmed_at} />
              <DateCell at={s.unsubscribed_at} />
              <td className="px-4 py-3">
                <button
                  type="button"
                  onClick={() => onRemove(s)}
                  aria-label={`Remove ${s.email}`}
                  className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1.5 font-medium text-red-700 hover:bg-red-50"
                >
                  <Trash2 aria-hidden className="size-4" />
                  Remove
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
