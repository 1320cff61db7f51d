// The report for one range: totals, then visitors and leads per day, sources, landing pages, campaigns and devices, and
// the newsletter's readers. Without visits or leads there is nothing to chart, and the page says so.
import type { AnalyticsReport } from '@coach/shared';
import { CHART_SOURCES, DailyChart, SourcesChart } from './analytics-charts';
import { AnalyticsPanel, AnalyticsTable, type TableSpec } from './analytics-panel';
import { conversionText, counted, formatPercent, rangeText, shortDay } from './analytics-range';
import { NewsletterFigures } from './newsletter-figures';
import { TotalsCards } from './totals-cards';

type Day = AnalyticsReport['days'][number];
type Source = AnalyticsReport['sources'][number];
type Page = AnalyticsReport['pages'][number];
type Campaign = AnalyticsReport['campaigns'][number];
type Device = AnalyticsReport['devices'][number];

/** How many landing pages the page lists, busiest first. */
const TOP_PAGES = 10;

const count = (value: number) => value.toLocaleString('en-IN');

const DAY_TABLE: TableSpec<Day> = {
  caption: 'Visitors, page views and leads per day',
  columns: [
    { header: 'Date', cell: (d) => <time dateTime={d.date}>{shortDay(d.date)}</time> },
    { header: 'Visitors', cell: (d) => count(d.visitors), numeric: true },
    { header: 'Page views', cell: (d) => count(d.pageviews), numeric: true },
    { header: 'Leads', cell: (d) => count(d.leads), numeric: true },
  ],
  rowKey: (d) => d.date,
  empty: 'No days in this range',
};

const SOURCE_TABLE: TableSpec<Source> = {
  caption: 'Visitors, leads and conversion rate by source',
  columns: [
    { header: 'Source', cell: (s) => s.source },
    { header: 'Visitors', cell: (s) => count(s.visitors), numeric: true },
    { header: 'Leads', cell: (s) => count(s.leads), numeric: true },
    { header: 'Conversion', cell: (s) => conversionText(s.leads, s.visitors), numeric: true },
  ],
  rowKey: (s) => s.source,
  empty: 'No sources in this period',
};

const PAGE_TABLE: TableSpec<Page> = {
  caption: `The ${TOP_PAGES} landing pages with the most views`,
  columns: [
    { header: 'Landing page', cell: (p) => p.path },
    { header: 'Views', cell: (p) => count(p.pageviews), numeric: true },
    { header: 'Leads', cell: (p) => count(p.leads), numeric: true },
    { header: 'Conversion', cell: (p) => conversionText(p.leads, p.pageviews), numeric: true },
  ],
  rowKey: (p) => p.path,
  empty: 'No page views in this period',
};

const CAMPAIGN_TABLE: TableSpec<Campaign> = {
  caption: 'Visitors and leads by campaign',
  columns: [
    { header: 'Campaign', cell: (c) => c.campaign },
    { header: 'Visitors', cell: (c) => count(c.visitors), numeric: true },
    { header: 'Leads', cell: (c) => count(c.leads), numeric: true },
    { header: 'Conversion', cell: (c) => conversionText(c.leads, c.visitors), numeric: true },
  ],
  rowKey: (c) => c.campaign,
  empty: 'No campaign visits in this period',
};

const DEVICE_NAMES: Record<Device['device'], string> = { mobile: 'Mobile', tablet: 'Tablet', desktop: 'Desktop' };

/** Devices with each one's share of all visitors. */
const deviceTable = (visitors: number): TableSpec<Device> => ({
  caption: 'Visitors by device class',
  columns: [
    { header: 'Device', cell: (d) => DEVICE_NAMES[d.device] },
    { header: 'Visitors', cell: (d) => count(d.visitors), numeric: true },
    { header: 'Share', cell: (d) => formatPercent(visitors ? (100 * d.visitors) / visitors : 0), numeric: true },
  ],
  rowKey: (d) => d.device,
  empty: 'No devices in this period',
});

export function AnalyticsReportView({ report }: { report: AnalyticsReport }) {
  const { totals } = report;
  return (
    <>
      <TotalsCards totals={totals} />
      {totals.visitors === 0 && (
        <p className="mt-6 rounded-xl bg-white p-6 text-center text-slate-600 shadow-sm">
          No visits yet in this period
        </p>
      )}
      <div className="mt-6 grid gap-6 xl:grid-cols-2">
        {(totals.visitors > 0 || totals.leads > 0) && (
          <>
            <AnalyticsPanel title="Visitors and leads per day">
              <DailyChart days={report.days} label={dailySummary(report)} />
              <details className="mt-3 text-sm">
                <summary className="cursor-pointer font-medium text-brand-700">Show as table</summary>
                <AnalyticsTable {...DAY_TABLE} rows={report.days} />
              </details>
            </AnalyticsPanel>
            <AnalyticsPanel title="Sources">
              {report.sources.length > 0 && <SourcesChart sources={report.sources} label={sourcesSummary(report)} />}
              <AnalyticsTable {...SOURCE_TABLE} rows={report.sources} />
            </AnalyticsPanel>
            <AnalyticsPanel title="Top landing pages">
              <AnalyticsTable {...PAGE_TABLE} rows={report.pages.slice(0, TOP_PAGES)} />
            </AnalyticsPanel>
            <AnalyticsPanel title="Campaigns">
              <AnalyticsTable {...CAMPAIGN_TABLE} rows={report.campaigns} />
            </AnalyticsPanel>
            <AnalyticsPanel title="Devices">
              <AnalyticsTable {...deviceTable(totals.visitors)} rows={report.devices} />
            </AnalyticsPanel>
          </>
        )}
        <NewsletterFigures newsletter={report.newsletter} />
      </div>
    </>
  );
}

/** The daily chart in words: the range, its totals and its busiest day. */
function dailySummary({ from, to, days, totals }: AnalyticsReport): string {
  const busiest = days.reduce<Day | null>((best, day) => (!best || day.visitors > best.visitors ? day : best), null);
  const peak = busiest?.visitors ? `; most visitors on ${shortDay(busiest.date)} (${busiest.visitors})` : '';
  const all = `${counted(totals.visitors, 'visitor')} and ${counted(totals.leads, 'lead')} in all`;
  return `Line chart of visitors and leads per day, ${rangeText({ from, to })}: ${all}${peak}.`;
}

/** The sources chart in words: each charted source with its visitors and leads. */
function sourcesSummary({ sources }: AnalyticsReport): string {
  const parts = sources
    .slice(0, CHART_SOURCES)
    .map((s) => `${s.source}: ${counted(s.visitors, 'visitor')}, ${counted(s.leads, 'lead')}`);
  return `Bar chart of visitors and leads by source. ${parts.join('; ')}.`;
}
