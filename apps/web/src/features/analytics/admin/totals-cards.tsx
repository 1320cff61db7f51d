// The range's totals: visitors, page views, leads and the share of visitors who became leads.
import type { AnalyticsReport } from '@coach/shared';
import { formatPercent } from './analytics-range';

type Totals = AnalyticsReport['totals'];

const CARDS: ReadonlyArray<{ label: string; value: (totals: Totals) => string }> = [
  { label: 'Visitors', value: (t) => t.visitors.toLocaleString('en-IN') },
  { label: 'Page views', value: (t) => t.pageviews.toLocaleString('en-IN') },
  { label: 'Leads', value: (t) => t.leads.toLocaleString('en-IN') },
  { label: 'Conversion rate', value: (t) => formatPercent(t.conversion_rate) },
];

export function TotalsCards({ totals }: { totals: Totals }) {
  return (
    <dl className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      {CARDS.map((card) => (
        <div key={card.label} className="rounded-xl bg-white p-4 shadow-sm sm:p-5">
          <dt className="text-sm text-slate-600">{card.label}</dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">{card.value(totals)}</dd>
        </div>
      ))}
    </dl>
  );
}
