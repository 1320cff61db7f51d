// Campaign banners: the admin form, the stored shape, and the public popup's rules.
import { z } from 'zod';
import { normalizePagePath } from './banner-rules';
import { idParamSchema } from './recipe';
import { normaliseUntypeable, optionalText, refuseUntypeable, requiredText } from './text';

export const BANNER_POSITIONS = ['center', 'bottom-right', 'bottom-left'] as const;
export const bannerPositionSchema = z.enum(BANNER_POSITIONS, {
  error: () => `Position must be one of ${BANNER_POSITIONS.join(', ')}`,
});
export type BannerPosition = z.infer<typeof bannerPositionSchema>;

/**
 * What a new banner starts with (the form's initial values, and what a create that leaves a field out stores), and the
 * form's bounds.
 */
export const BANNER_DEFAULTS = {
  primary_button_text: 'Book Free Consultation',
  primary_button_link: '/contact',
  show_secondary_button: true,
  secondary_button_text: 'WhatsApp Us',
  is_active: true,
  delay_seconds: 3,
  position: 'center',
  max_displays_per_user: 1,
  cooldown_hours: 24,
  dismissal_text: "Don't worry, this won't show again for 24 hours",
  theme_color: '#f59e0b',
} as const satisfies Record<string, unknown>;

export const BANNER_LIMITS = {
  delaySeconds: { min: 0, max: 60 },
  cooldownHours: { min: 1, max: 168 },
  maxDisplays: { min: 1, max: 100 },
  features: 20,
  pages: 50,
} as const;

export const BANNER_MESSAGES = {
  nameRequired: 'Name is required',
  titleRequired: 'Title is required',
  buttonTextRequired: 'Button text is required',
  notFound: 'Banner not found',
  link: 'Must be a path on this site (starting with /) or an https URL',
  pagePath: 'Each page must be a path starting with /',
  color: 'Must be a colour like #f59e0b',
  date: 'Must be a date (YYYY-MM-DD)',
  endAfterStart: 'End date must be after the start date',
  whatsappNumber: 'Must be a phone number (digits, spaces, +, - or brackets)',
  created: 'Banner created successfully',
  updated: 'Banner updated successfully',
  deleted: 'Banner deleted successfully',
  activated: 'Banner activated',
  deactivated: 'Banner deactivated',
  saveFailed: 'Failed to save banner',
  deleteFailed: 'Failed to delete banner',
} as const;

export const pagePathSchema = z
  .string()
  .trim()
  .max(300)
  .check(refuseUntypeable)
  .regex(/^\/(?![/\\])[^\s?#]*$/, BANNER_MESSAGES.pagePath)
  .transform(normalizePagePath);

/** A list of page paths: blank rows dropped, duplicates removed. */
const pageListSchema = z
  .array(z.string().trim().max(300))
  .max(BANNER_LIMITS.pages)
  .transform((rows) => rows.filter((row) => row.length > 0))
  .pipe(z.array(pagePathSchema))
  .transform((paths) => [...new Set(paths)]);

/** A button target: a path on this site or an https URL (never javascript: or protocol-relative). */
export const bannerLinkSchema = z
  .string()
  .trim()
  .min(1, BANNER_MESSAGES.link)
  .max(500)
  .check(refuseUntypeable)
  .refine((v) => /^\/(?![/\\])[^\s]*$/.test(v) || /^https:\/\/[^\s/]+[^\s]*$/.test(v), BANNER_MESSAGES.link);

const intInRange = (label: string, { min, max }: { min: number; max: number }) =>
  z
    .int({ error: `${label} must be a whole number` })
    .min(min, `${label} must be between ${min} and ${max}`)
    .max(max, `${label} must be between ${min} and ${max}`);

/**
 * An optional campaign date. A plain date is a whole day (UTC): a start begins at its first millisecond, an end
 * runs to its last. Stored as an ISO timestamp so the window compares as text.
 */
const bannerDateSchema = (edge: 'start' | 'end') =>
  z
    .string()
    .trim()
    .nullable()
    .transform((value, ctx) => {
      if (!value) return null;
      const day = /^\d{4}-\d{2}-\d{2}$/.test(value);
      const time = Date.parse(day ? `${value}T${edge === 'start' ? '00:00:00.000' : '23:59:59.999'}Z` : value);
      const wellFormed = day || z.iso.datetime({ offset: true }).safeParse(value).success;
      if (!wellFormed || Number.isNaN(time)) {
        ctx.addIssue({ code: 'custom', message: BANNER_MESSAGES.date });
        return z.NEVER;
      }
      return new Date(time).toISOString();
    });

/** Every field the admin form sends, without defaults, so a partial update leaves absent fields alone. */
const bannerFields = z.object({
  name: requiredText(BANNER_MESSAGES.nameRequired, 100, refuseUntypeable),
  title: requiredText(BANNER_MESSAGES.titleRequired, 200, refuseUntypeable),
  subtitle: optionalText(200, refuseUntypeable),
  // The two texts of several lines: what nobody types is stripped from them, not refused.
  description: optionalText(2000, normaliseUntypeable),
  features: z
    .array(z.string().trim().max(200).check(refuseUntypeable))
    .max(BANNER_LIMITS.features)
    .transform((rows) => rows.filter((row) => row.length > 0)),
  primary_button_text: requiredText(BANNER_MESSAGES.buttonTextRequired, 60, refuseUntypeable),
  primary_button_link: bannerLinkSchema,
  show_secondary_button: z.boolean(),
  secondary_button_text: requiredText(BANNER_MESSAGES.buttonTextRequired, 60, refuseUntypeable),
  whatsapp_number: optionalText(20, refuseUntypeable).refine(
    (v) => v === null || /^\+?[\d\s()-]{7,20}$/.test(v),
    BANNER_MESSAGES.whatsappNumber,
  ),
  whatsapp_message: optionalText(500, normaliseUntypeable),
  is_active: z.boolean(),
  delay_seconds: intInRange('Delay', BANNER_LIMITS.delaySeconds),
  position: bannerPositionSchema,
  max_displays_per_user: intInRange('Max displays per user', BANNER_LIMITS.maxDisplays),
  cooldown_hours: intInRange('Cooldown', BANNER_LIMITS.cooldownHours),
  dismissal_text: z.string().trim().max(200).check(refuseUntypeable),
  theme_color: z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, BANNER_MESSAGES.color)
    .transform((v) => v.toLowerCase()),
  show_on_pages: pageListSchema,
  exclude_pages: pageListSchema,
  start_date: bannerDateSchema('start'),
  end_date: bannerDateSchema('end'),
});

/** True when the window is empty: both dates set and the end not after the start. */
export function isBannerWindowInvalid(window: { start_date?: string | null; end_date?: string | null }): boolean {
  // Stryker disable next-line LogicalOperator: a missing date never compares as "not after" a present one
  return Boolean(window.start_date && window.end_date && window.end_date <= window.start_date);
}

export const bannerInputSchema = bannerFields
  .extend({
    subtitle: bannerFields.shape.subtitle.default(null),
    description: bannerFields.shape.description.default(null),
    features: bannerFields.shape.features.default([]),
    primary_button_text: bannerFields.shape.primary_button_text.default(BANNER_DEFAULTS.primary_button_text),
    primary_button_link: bannerLinkSchema.default(BANNER_DEFAULTS.primary_button_link),
    show_secondary_button: z.boolean().default(BANNER_DEFAULTS.show_secondary_button),
    secondary_button_text: bannerFields.shape.secondary_button_text.default(BANNER_DEFAULTS.secondary_button_text),
    whatsapp_number: bannerFields.shape.whatsapp_number.default(null),
    whatsapp_message: bannerFields.shape.whatsapp_message.default(null),
    is_active: z.boolean().default(BANNER_DEFAULTS.is_active),
    delay_seconds: bannerFields.shape.delay_seconds.default(BANNER_DEFAULTS.delay_seconds),
    position: bannerPositionSchema.default(BANNER_DEFAULTS.position),
    max_displays_per_user: bannerFields.shape.max_displays_per_user.default(BANNER_DEFAULTS.max_displays_per_user),
    cooldown_hours: bannerFields.shape.cooldown_hours.default(BANNER_DEFAULTS.cooldown_hours),
    dismissal_text: bannerFields.shape.dismissal_text.default(BANNER_DEFAULTS.dismissal_text),
    theme_color: bannerFields.shape.theme_color.default(BANNER_DEFAULTS.theme_color),
    show_on_pages: pageListSchema.default([]),
    exclude_pages: pageListSchema.default([]),
    start_date: bannerFields.shape.start_date.default(null),
    end_date: bannerFields.shape.end_date.default(null),
  })
  .refine((banner) => !isBannerWindowInvalid(banner), { message: BANNER_MESSAGES.endAfterStart, path: ['end_date'] });
export type BannerInput = z.infer<typeof bannerInputSchema>;
/** What the admin form holds before parsing (strings for dates, rows for lists). */
export type BannerFormValues = z.input<typeof bannerInputSchema>;

/** A partial update; when both dates are sent they must still form a window (the repository checks the merge). */
export const bannerUpdateSchema = bannerFields
  .partial()
  .refine((banner) => !isBannerWindowInvalid(banner), { message: BANNER_MESSAGES.endAfterStart, path: ['end_date'] });
export type BannerUpdate = z.infer<typeof bannerUpdateSchema>;
/** The tRPC update input: the id beside the changed fields. */
export const bannerUpdateByIdSchema = bannerFields
  .partial()
  .extend(idParamSchema.shape)
  .refine((banner) => !isBannerWindowInvalid(banner), { message: BANNER_MESSAGES.endAfterStart, path: ['end_date'] });

/** The public lookup: which page the visitor is on. */
export const bannerPageQuerySchema = z.object({ path: pagePathSchema });
export type BannerPageQuery = z.infer<typeof bannerPageQuerySchema>;

/** The fields of a public banner, which the administrator's banner extends. */
const publicBannerFields = z.object({
  id: z.int(),
  title: z.string(),
  subtitle: z.string().nullable(),
  description: z.string().nullable(),
  features: z.array(z.string()),
  primary_button_text: z.string(),
  primary_button_link: z.string(),
  show_secondary_button: z.boolean(),
  secondary_button_text: z.string(),
  whatsapp_number: z.string().nullable(),
  whatsapp_message: z.string().nullable(),
  delay_seconds: z.int().meta({ description: 'Seconds on the page before the banner shows.' }),
  position: bannerPositionSchema,
  max_displays_per_user: z.int(),
  cooldown_hours: z.int().meta({ description: 'Hours before a dismissed banner shows again.' }),
  dismissal_text: z.string(),
  theme_color: z.string().meta({ description: 'A colour like `#f59e0b`.' }),
});

/** What a visitor's browser receives: no internal name, targeting rules or counters. */
export const publicBannerSchema = publicBannerFields.meta({ id: 'PublicBanner' });
export type PublicBanner = z.infer<typeof publicBannerSchema>;

/** A banner as the administrator sees it: the visitor's fields, the targeting rules and the counters. */
export const bannerSchema = publicBannerFields
  .extend({
    name: z.string(),
    is_active: z.boolean(),
    show_on_pages: z.array(z.string()).meta({ description: 'The pages it shows on; empty for every page.' }),
    exclude_pages: z.array(z.string()),
    start_date: z.string().nullable().meta({ description: 'An ISO timestamp; null for no start.' }),
    end_date: z.string().nullable().meta({ description: 'An ISO timestamp; null for no end.' }),
    views_count: z.int(),
    clicks_count: z.int(),
    conversion_rate: z
      .number()
      .meta({ description: 'Clicks per view as a percentage with one decimal; 0 without views.' }),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Banner' });
export type Banner = z.infer<typeof bannerSchema>;

export const bannerStatsSchema = z
  .object({
    total_banners: z.int(),
    active_banners: z.int(),
    total_views: z.int(),
    overall_conversion_rate: z.number().meta({ description: 'Clicks per view of all banners, as a percentage.' }),
  })
  .meta({ id: 'BannerStats' });
export type BannerStats = z.infer<typeof bannerStatsSchema>;

/** The answers of the banner routes. */
export const bannerAnswers = {
  active: z.object({
    banner: publicBannerSchema.nullable().meta({ description: 'The banner for the page; null when none is.' }),
  }),
  list: z.object({ banners: z.array(bannerSchema) }),
  stats: z.object({ stats: bannerStatsSchema }),
  written: z.object({ banner: bannerSchema, message: z.string() }),
  counted: z.object({ success: z.literal(true) }),
};

export type BannerEvent = 'view' | 'click';
/** Views (and, separately, clicks) one address may count per banner and hour: enough for visits, not inflation. */
export const BANNER_EVENTS_PER_HOUR = 60;

/** Clicks per view as a percentage rounded to one decimal; 0 when nothing was viewed. */
export function conversionRate(clicks: number, views: number): number {
  if (views <= 0) return 0;
  return Math.round((clicks / views) * 1000) / 10;
}
