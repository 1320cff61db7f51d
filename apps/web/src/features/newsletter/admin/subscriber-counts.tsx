// How many readers are in each status, over the whole list whatever the filters: the figures above the table.
import { type SubscriberCounts as Counts, SUBSCRIBER_STATUS_LABELS, SUBSCRIBER_STATUSES } from '@coach/shared';

export function SubscriberCounts({ counts }: { counts: Counts | undefined }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      {SUBSCRIBER_STATUSES.map((status) => (
        <div key={status} className="rounded-xl bg-white p-4 shadow-sm sm:p-5">
          <dt className="text-sm text-slate-600">{SUBSCRIBER_STATUS_LABELS[status]}</dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">
            {counts ? counts[status].toLocaleString('en-IN') : '—'}
          </dd>
        </div>
      ))}
    </dl>
  );
}
