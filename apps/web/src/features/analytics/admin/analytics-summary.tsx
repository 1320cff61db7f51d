// The dashboard's glance at the last 7 days: the totals and the three sources that brought the most visitors, with a
// link on to the full analytics. No chart here, so the dashboard does not load the chart library.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import { useId } from 'react';
import { visitReport } from '@/features/analytics/admin/api';
import { useApi } from '@/lib/data';
import { serverErrorText } from '@/lib/errors';
import { conversionText, counted, lastDays } from './analytics-range';
import { TotalsCards } from './totals-cards';
import { useBusinessToday } from './use-business-today';

const SUMMARY_DAYS = 7;
const TOP_SOURCES = 3;

export function AnalyticsSummary() {
  const { trpc } = useApi();
  const headingId = useId();
  const { today, ready } = useBusinessToday();
  const report = useQuery({
    ...visitReport(trpc, lastDays(SUMMARY_DAYS, today)),
    enabled: ready,
  });
  const data = report.data;

  return (
    <section aria-labelledby={headingId} className="mt-8">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-xl font-bold">
          Visitors, last {SUMMARY_DAYS} days
        </h2>
        <Link
          to="/admin/analytics"
          search={{ range: SUMMARY_DAYS }}
          className="flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
        >
          View analytics <ArrowRight aria-hidden className="size-4" />
        </Link>
      </div>
      {report.isError ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-700">
          {serverErrorText(report.error) ?? 'Failed to load analytics'}
        </p>
      ) : !data ? (
        <p className="mt-4 text-sm text-slate-500">Loading...</p>
      ) : (
        <>
          <TotalsCards totals={data.totals} />
          {data.totals.visitors === 0 ? (
            <p className="mt-4 text-sm text-slate-600">No visits yet in this period</p>
          ) : (
            <div className="mt-4 rounded-xl bg-white p-5 shadow-sm">
              <h3 className="font-semibold text-slate-900">Top sources</h3>
              <ol className="mt-2 divide-y divide-slate-100 text-sm">
                {data.sources.slice(0, TOP_SOURCES).map((s) => (
                  <li key={s.source} className="flex flex-wrap justify-between gap-x-4 py-2">
                    <span className="font-medium text-slate-900">{s.source}</span>
                    <span className="text-slate-600">
                      {counted(s.visitors, 'visitor')} · {counted(s.leads, 'lead')} ·{' '}
                      {conversionText(s.leads, s.visitors)}
                    </span>
                  </li>
                ))}
              </ol>
            </div>
          )}
        </>
      )}
    </section>
  );
}
