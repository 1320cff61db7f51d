// Admin analytics: the range switch (kept in the URL), the daily table as CSV, and the report for the range.
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { AdminPage } from '@/components/admin/admin-page';
import { ExportCsvButton } from '@/components/admin/export-csv-button';
import { visitReport } from '@/features/analytics/admin/api';
import { useApi } from '@/lib/data';
import { serverErrorText } from '@/lib/errors';
import { rangeText, selectedRange } from './analytics-range';
import { AnalyticsReportView } from './analytics-report-view';
import { RangeSwitch } from './range-switch';
import { useBusinessToday } from './use-business-today';

const route = getRouteApi('/admin/analytics');

export function AnalyticsPage() {
  const { trpc } = useApi();
  const { today, timeZone, ready } = useBusinessToday();
  const range = selectedRange(route.useSearch(), today);
  const { from, to } = range;
  const report = useQuery({
    ...visitReport(trpc, { from, to }),
    // The last N days wait for the business zone's "today"; a custom range names its own days.
    enabled: ready || range.kind === 'custom',
    // A refused range stays refused: show the server's reason at once.
    retry: false,
  });

  return (
    <AdminPage
      title="Analytics"
      actions={
        <ExportCsvButton
          path="/api/admin/analytics.csv"
          filters={{ from, to }}
          fallbackName={`analytics-${from}-to-${to}.csv`}
          label="Download CSV"
        />
      }
    >
      <RangeSwitch key={`${from}/${to}`} range={range} />
      <p className="mt-3 text-sm text-slate-600">
        {rangeText(range)}
        {timeZone && <span> · days in {timeZone}</span>}
      </p>
      {report.isError ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-700">
          {serverErrorText(report.error) ?? 'Failed to load analytics'}
        </p>
      ) : report.data ? (
        <AnalyticsReportView report={report.data} />
      ) : (
        <p className="mt-6 text-sm text-slate-500">Loading analytics...</p>
      )}
    </AdminPage>
  );
}
