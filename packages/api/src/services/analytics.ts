// The owner's figures: visitors and page views from the daily visit totals, leads by their stored attribution and the
// newsletter's new subscribers, over a range of business days.
import {
  type AttributedLead,
  confirmedSubscribersByDay,
  countSubscribers,
  type DB,
  leadsCreatedBetween,
  visitRows,
} from '@coach/db';
import {
  type AnalyticsQuery,
  type AnalyticsReport,
  conversionRate,
  DEVICE_CLASSES,
  type DeviceClass,
  daysOf,
  toCsv,
} from '@coach/shared';
import { getAvailability } from './booking';
import { API_SOURCE } from './leads';
import { dayIn } from './visits';

/** Where leads sent without attribution (other clients, or from before it was recorded) are counted. */
export const UNKNOWN_SOURCE = 'unknown';

const DAY_MS = 86_400_000;

/** Adds `value` to `key`'s count. */
function tally<K>(counts: Map<K, number>, key: K, value = 1) {
  counts.set(key, (counts.get(key) ?? 0) + value);
}

/** Rows of a breakdown: every key with visitors or leads, most visitors first, then most leads, then by name. */
function breakdown(visitors: Map<string, number>, leads: Map<string, number>) {
  const keys = new Set([...visitors.keys(), ...leads.keys()]);
  return [...keys]
    .map((key) => ({ key, visitors: visitors.get(key) ?? 0, leads: leads.get(key) ?? 0 }))
    .sort((a, b) => b.visitors - a.visitors || b.leads - a.leads || a.key.localeCompare(b.key));
}

/** The leads whose creation falls on a business day of the range. */
async function leadsInRange(db: DB, query: AnalyticsQuery, timeZone: string) {
  // Wide enough for any zone's offset (UTC-12 to UTC+14), then each lead's own business day decides.
  const start = new Date(Date.parse(`${query.from}T00:00:00Z`) - DAY_MS).toISOString();
  const end = new Date(Date.parse(`${query.to}T00:00:00Z`) + 2 * DAY_MS).toISOString();
  const leads = await leadsCreatedBetween(db, start, end);
  return leads
    .map((lead) => ({ ...lead, day: dayIn(timeZone, new Date(lead.created_at)) }))
    .filter((lead) => lead.day >= query.from && lead.day <= query.to);
}

/** The subscribers confirmed on each business day of the range, and how many readers are subscribed now. */
async function newsletterFigures(
  db: DB,
  query: AnalyticsQuery,
  timeZone: string,
): Promise<AnalyticsReport['newsletter']> {
  const [byDay, counts] = await Promise.all([
    confirmedSubscribersByDay(db, query.from, query.to, (at) => dayIn(timeZone, at)),
    countSubscribers(db),
  ]);
  return {
    subscribed: counts.subscribed,
    new_subscribers: sum(byDay),
    days: daysOf(query.from, query.to).map((date) => ({ date, new_subscribers: byDay.get(date) ?? 0 })),
  };
}

export async function analyticsReport(db: DB, query: AnalyticsQuery, timeZone: string): Promise<AnalyticsReport> {
  const [rows, leads, newsletter] = await Promise.all([
    visitRows(db, query.from, query.to),
    leadsInRange(db, query, timeZone),
    newsletterFigures(db, query, timeZone),
  ]);
  const day = {
    visitors: new Map<string, number>(),
    pageviews: new Map<string, number>(),
    leads: new Map<string, number>(),
  };
  const source = { visitors: new Map<string, number>(), leads: new Map<string, number>() };
  const page = { pageviews: new Map<string, number>(), leads: new Map<string, number>() };
  const campaign = { visitors: new Map<string, number>(), leads: new Map<string, number>() };
  const device = new Map<string, number>();
  for (const row of rows) {
    tally(day.visitors, row.day, row.visitors);
    tally(day.pageviews, row.day, row.pageviews);
    tally(source.visitors, row.source, row.visitors);
    tally(page.pageviews, row.path, row.pageviews);
    if (row.campaign) tally(campaign.visitors, row.campaign, row.visitors);
    tally(device, row.device, row.visitors);
  }
  for (const lead of leads) countLead(lead, { day, source, page, campaign });

  const totals = {
    visitors: sum(day.visitors),
    pageviews: sum(day.pageviews),
    leads: leads.length,
    conversion_rate: 0,
  };
  // Leads other tools sent over REST had no visit behind them: they are no conversion of the site's visitors. A visitor
  // who came with `?utm_source=api` has a landing page, so still counts.
  const fromTools = (lead: AttributedLead) =>
    lead.attribution?.source === API_SOURCE && lead.attribution.landing_page === null;
  const fromVisits = leads.filter((lead) => !fromTools(lead)).length;
  totals.conversion_rate = conversionRate(fromVisits, totals.visitors);
  return {
    from: query.from,
    to: query.to,
    totals,
    days: daysOf(query.from, query.to).map((date) => ({
      date,
      visitors: day.visitors.get(date) ?? 0,
      pageviews: day.pageviews.get(date) ?? 0,
      leads: day.leads.get(date) ?? 0,
    })),
    sources: breakdown(source.visitors, source.leads).map(({ key, ...counts }) => ({ source: key, ...counts })),
    pages: breakdown(page.pageviews, page.leads).map(({ key, visitors, leads: count }) => ({
      path: key,
      pageviews: visitors,
      leads: count,
    })),
    campaigns: breakdown(campaign.visitors, campaign.leads).map(({ key, ...counts }) => ({ campaign: key, ...counts })),
    devices: DEVICE_CLASSES.map((name: DeviceClass) => ({ device: name, visitors: device.get(name) ?? 0 })),
    newsletter,
  };
}

function countLead(
  lead: AttributedLead & { day: string },
  counts: {
    day: { leads: Map<string, number> };
    source: { leads: Map<string, number> };
    page: { leads: Map<string, number> };
    campaign: { leads: Map<string, number> };
  },
) {
  tally(counts.day.leads, lead.day);
  tally(counts.source.leads, lead.attribution?.source ?? UNKNOWN_SOURCE);
  if (lead.attribution?.landing_page) tally(counts.page.leads, lead.attribution.landing_page);
  if (lead.attribution?.campaign) tally(counts.campaign.leads, lead.attribution.campaign);
}

const sum = (counts: Map<string, number>) => [...counts.values()].reduce((a, b) => a + b, 0);

/** The daily table as CSV (GET /api/admin/analytics.csv). */
export const analyticsCsv = (report: AnalyticsReport) =>
  toCsv(
    [
      { header: 'Date', value: (d: AnalyticsReport['days'][number]) => d.date },
      { header: 'Visitors', value: (d) => d.visitors },
      { header: 'Page views', value: (d) => d.pageviews },
      { header: 'Leads', value: (d) => d.leads },
    ],
    report.days,
  );

/** The report in the business time zone (the availability's zone: the days the owner works in). */
export async function businessAnalytics(db: DB, query: AnalyticsQuery): Promise<AnalyticsReport> {
  const { timezone } = await getAvailability(db);
  return analyticsReport(db, query, timezone);
}
