// Private visit counts and the source of every lead (issue 15): the beacon's payload, the rules that name a visit's
// source and device, which paths are counted, and the analytics query and answer (the newsletter's figures with it).
// Shared by the server and the site.
import { z } from 'zod';
import { refuseUntypeable, stripUntypeable } from './text';

/** The longest referrer kept; a longer one is cut, not refused. */
export const REFERRER_MAX = 500;
/** The longest UTM value kept. */
export const UTM_MAX = 100;
/** The longest page path taken (a longer one is no page of this site). */
export const VISIT_PATH_MAX = 200;
/** The widest analytics range: a year and a day. */
export const ANALYTICS_MAX_DAYS = 366;

/**
 * A string cut to `max` characters; empty or missing is null. Browsers and links, not people, write these: characters
 * nobody types are stripped, since refusing would lose the count or the lead they come with. Stripped after the cut,
 * which may split an emoji's surrogate pair.
 */
const capped = (max: number) =>
  z
    .string()
    .nullish()
    .transform((value) => (value && stripUntypeable(value.trim().slice(0, max)).trim()) || null);

const pathSchema = z
  .string({ error: 'path is required' })
  .max(VISIT_PATH_MAX, `path must be at most ${VISIT_PATH_MAX} characters`)
  .check(refuseUntypeable)
  .regex(/^\/[^?#\s]*$/, 'path must be a path of this site, such as /blog');

/** POST /api/visits: one page view. */
export const visitBeaconSchema = z.object({
  path: pathSchema,
  referrer: capped(REFERRER_MAX),
  utm_source: capped(UTM_MAX),
  utm_medium: capped(UTM_MAX),
  utm_campaign: capped(UTM_MAX),
});
export type VisitBeacon = z.output<typeof visitBeaconSchema>;

/** What the site remembers for a browser tab from its landing, and sends with every lead. */
export const leadAttributionInputSchema = z
  .object({
    landing_page: capped(VISIT_PATH_MAX),
    referrer: capped(REFERRER_MAX),
    utm_source: capped(UTM_MAX),
    utm_medium: capped(UTM_MAX),
    utm_campaign: capped(UTM_MAX),
  })
  .nullish()
  .transform((value) => value ?? null);
export type LeadAttributionInput = z.output<typeof leadAttributionInputSchema>;

/** A lead's attribution as the admin API shows it; null for leads from before it was recorded. */
export const leadAttributionSchema = z
  .object({
    source: z.string(),
    medium: z.string().nullable(),
    campaign: z.string().nullable(),
    referrer: z.string().nullable(),
    landing_page: z.string().nullable(),
  })
  .meta({ id: 'LeadAttribution', description: 'Where a lead came from, as the site recorded it with the lead.' });
export type LeadAttribution = z.infer<typeof leadAttributionSchema>;

/** A top-level domain, a country's, or a country's second level (google.com, google.de, google.co.in, google.com.au). */
const TLD = '(com|[a-z]{2}|co\\.[a-z]{2}|com\\.[a-z]{2})';

/** Referrer hosts grouped under one readable name: the name, then the host patterns (without `www.`). */
const SOURCE_GROUPS: ReadonlyArray<readonly [string, RegExp]> = [
  // The Google app on Android sends android-app://com.google.android.googlequicksearchbox/.
  ['google', new RegExp(`(^|\\.)google\\.${TLD}$|^com\\.google\\.android\\.`)],
  ['instagram', /(^|\.)instagram\.com$/],
  ['facebook', /(^|\.)(facebook\.com|fb\.com|fb\.me|messenger\.com)$/],
  ['whatsapp', /(^|\.)(whatsapp\.com|whatsapp\.net|wa\.me)$/],
  ['youtube', /(^|\.)(youtube\.com|youtu\.be|youtube-nocookie\.com)$/],
  ['linkedin', /(^|\.)(linkedin\.com|lnkd\.in)$/],
  ['bing', /(^|\.)bing\.com$/],
  ['duckduckgo', /(^|\.)duckduckgo\.com$/],
  ['yahoo', new RegExp(`(^|\\.)yahoo\\.${TLD}$`)],
  ['twitter', /(^|\.)(twitter\.com|x\.com|t\.co)$/],
  ['pinterest', new RegExp(`(^|\\.)pinterest\\.${TLD}$|^pin\\.it$`)],
  ['reddit', /(^|\.)reddit\.com$/],
  ['telegram', /(^|\.)(telegram\.org|t\.me)$/],
  ['chatgpt', /(^|\.)(chatgpt\.com|openai\.com)$/],
];

/** A host without `www.`, lower case. */
const bareHost = (host: string) => host.toLowerCase().replace(/^www\./, '');

/** The host of a referrer (an android-app:// referrer's host names the app), or null when it is not an address. */
export function referrerHost(referrer: string | null | undefined): string | null {
  if (!referrer) return null;
  try {
    return bareHost(new URL(referrer).hostname) || null;
  } catch {
    return null;
  }
}

/**
 * Where a visit came from: `utm_source` when present (lower case), else the referrer's host without `www.` under its
 * readable name (google, instagram, ...), else `direct`. The site's own host is never a source.
 */
export function visitSource(
  visit: { utm_source?: string | null; referrer?: string | null },
  siteHost: string | null,
): string {
  const tagged = visit.utm_source?.trim().toLowerCase();
  if (tagged) return tagged;
  const host = referrerHost(visit.referrer);
  if (!host || (siteHost && host === bareHost(siteHost.replace(/:\d+$/, '')))) return 'direct';
  return SOURCE_GROUPS.find(([, pattern]) => pattern.test(host))?.[0] ?? host;
}

export const DEVICE_CLASSES = ['mobile', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** The device class from a user agent: tablets first (iPads, Android without "Mobile"), then phones, else desktop. */
export function deviceClass(userAgent: string | null | undefined): DeviceClass {
  const ua = userAgent ?? '';
  if (/iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobile)/i.test(ua)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|Windows Phone|Opera Mini/i.test(ua)) return 'mobile';
  return 'desktop';
}

/**
 * The public pages that count: their path patterns. Booking links (a private token in the path), admin pages,
 * the API and files are not pages a visitor lands on.
 */
const COUNTED_PAGES: readonly RegExp[] = [
  /^\/$/,
  /^\/(about|services|disease-management|transformations|contact|privacy-policy|terms-of-service|disclaimer)$/,
  /^\/(blog|recipes)$/,
  /^\/blog\/[1-9]\d{0,15}$/,
  /^\/recipes\/[1-9]\d{0,15}(-[a-z0-9-]{0,150})?$/,
];

/** A counted page path, without a trailing slash; null when the path is no public page. */
export function countedPath(path: string): string | null {
  const bare = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return COUNTED_PAGES.some((pattern) => pattern.test(bare)) ? bare : null;
}

// ---- The owner's figures -------------------------------------------------------------------------------------

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dateField = (name: 'from' | 'to') =>
  z
    .string({ error: `${name} is required (YYYY-MM-DD)` })
    .regex(DAY, `${name} must be a date (YYYY-MM-DD)`)
    .refine(
      (value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && toDay(new Date(`${value}T00:00:00Z`)) === value,
      {
        message: `${name} must be a date (YYYY-MM-DD)`,
      },
    );

const toDay = (date: Date) => date.toISOString().slice(0, 10);

/** Days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** Every day of a range, in order. */
export function daysOf(from: string, to: string): string[] {
  const start = Date.parse(`${from}T00:00:00Z`);
  return Array.from({ length: Math.max(0, daysBetween(from, to)) }, (_, i) => toDay(new Date(start + i * 86_400_000)));
}

export const analyticsQuerySchema = z
  .object({ from: dateField('from'), to: dateField('to') })
  .superRefine(({ from, to }, ctx) => {
    if (to < from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must not be before from' });
    else if (daysBetween(from, to) > ANALYTICS_MAX_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: `The range may cover at most ${ANALYTICS_MAX_DAYS} days` });
    }
  });
export type AnalyticsQuery = z.output<typeof analyticsQuerySchema>;

const count = z.int().min(0);

/** The owner's figures over a range of business days (GET /api/admin/analytics). */
export const analyticsReportSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    totals: z.object({
      visitors: count,
      pageviews: count,
      leads: count,
      conversion_rate: z.number().meta({ description: 'Leads per 100 visitors, to one decimal (0 without visitors).' }),
    }),
    days: z.array(z.object({ date: z.string(), visitors: count, pageviews: count, leads: count })),
    sources: z.array(z.object({ source: z.string(), visitors: count, leads: count })),
    pages: z.array(z.object({ path: z.string(), pageviews: count, leads: count })),
    campaigns: z.array(z.object({ campaign: z.string(), visitors: count, leads: count })),
    devices: z.array(z.object({ device: z.enum(DEVICE_CLASSES), visitors: count })),
    newsletter: z
      .object({
        subscribed: count.meta({
          description: 'Readers subscribed now (confirmed, not unsubscribed, not suppressed), whatever the range.',
        }),
        new_subscribers: count.meta({ description: 'Subscriptions confirmed on a day of the range.' }),
        days: z
          .array(z.object({ date: z.string(), new_subscribers: count }))
          .meta({ description: 'Every day of the range with the subscriptions confirmed on it.' }),
      })
      .meta({ id: 'NewsletterFigures' }),
  })
  .meta({ id: 'AnalyticsReport' });
export type AnalyticsReport = z.infer<typeof analyticsReportSchema>;

/** The range switch: the last N days ending today. */
export const ANALYTICS_RANGES = [7, 30, 90] as const;
