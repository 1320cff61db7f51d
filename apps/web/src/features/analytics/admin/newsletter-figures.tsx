// The newsletter on the analytics page: readers subscribed now, the subscriptions confirmed in the range, and the
// days they were confirmed on. Shown whether or not anyone visited: a quiet week can still bring readers.
import type { AnalyticsReport } from '@coach/shared';
import { AnalyticsPanel, AnalyticsTable, type TableSpec } from './analytics-panel';
import { shortDay } from './analytics-range';

type Figures = AnalyticsReport['newsletter'];
type Day = Figures['days'][number];

const count = (value: number) => value.toLocaleString('en-IN');

/** Only the days that brought someone: a quiet range of 90 days is not 90 rows of zeros. */
const DAY_TABLE: TableSpec<Day> = {
  caption: 'New subscribers per day',
  columns: [
    { header: 'Date', cell: (d) => <time dateTime={d.date}>{shortDay(d.date)}</time> },
    { header: 'New subscribers', cell: (d) => count(d.new_subscribers), numeric: true },
  ],
  rowKey: (d) => d.date,
  empty: 'No new subscribers in this period',
};

export function NewsletterFigures({ newsletter }: { newsletter: Figures }) {
  return (
    <AnalyticsPanel title="Newsletter">
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:gap-4">
        <div className="rounded-lg bg-slate-50 p-4">
          <dt className="text-sm text-slate-600">Subscribed now</dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900">{count(newsletter.subscribed)}</dd>
        </div>
        <div className="rounded-lg bg-slate-50 p-4">
          <dt className="text-sm text-slate-600">New in this period</dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900">{count(newsletter.new_subscribers)}</dd>
        </div>
      </dl>
      <AnalyticsTable {...DAY_TABLE} rows={newsletter.days.filter((d) => d.new_subscribers > 0)} />
    </AnalyticsPanel>
  );
}
