// Business settings the owner edits: the details the public site shows (falling back to the configured defaults).
import { z } from 'zod';
import { EMAIL_PATTERN, PHONE_PATTERN } from './lead-rules';
import type { SiteLogo } from './logo';
import { leadRetentionMonthsSchema } from './privacy';
import { SITE } from './site';
import { atMost, refuseUntypeable, requiredText } from './text';

const text = (label: string, max: number) => requiredText(`${label} is required`, max, refuseUntypeable);

/** An optional link to a social profile: https only, empty means "not shown". */
const socialUrl = z
  .string()
  .trim()
  .max(300)
  .check(refuseUntypeable)
  .refine((v) => v === '' || /^https:\/\/[^\s]+$/.test(v), 'Must be an https:// link')
  .default('');

/** A colour as an `<input type="color">` writes it. */
const hexColor = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^#[0-9a-f]{6}$/, 'Must be a colour written as #rrggbb');

/** A short line that may be left empty (a credentials line, a part of the address). */
const line = (max: number) => z.string().check(refuseUntypeable, z.trim(), atMost(max));

/**
 * Who the business is, beyond the contact details: shown in the page heads, the About page, the structured data,
 * e-mails and invites. A save may leave them out (clients written before they existed): they keep what is stored.
 */
const identityFields = {
  tagline: text('Tagline', 120),
  /** A sentence or two about the business: under its name in the footer, and its description for search engines. */
  description: line(300).default(''),
  /** e.g. "MSc Clinical Nutrition · Registered Dietitian". */
  credentials: line(120).default(''),
  /** How greetings and sign-offs name the owner ("Aditi"). */
  owner_short_name: text("Owner's short name", 40),
  street_address: line(120).default(''),
  city: line(80).default(''),
  country: line(80).default(''),
  /** The site's colours as #rrggbb; the server derives their shades and refuses a pair that misses AA contrast. */
  brand_color: hexColor.default(SITE.brandColor),
  accent_color: hexColor.default(SITE.accentColor),
};

export const businessSettingsSchema = z.object({
  business_name: text('Business name', 80),
  owner_name: text("Owner's name", 80),
  phone: text('Phone', 40).regex(PHONE_PATTERN, 'Please enter a valid phone number.'),
  email: text('Email', 200).regex(EMAIL_PATTERN, 'Please enter a valid email.'),
  whatsapp_number: text('WhatsApp number', 20).regex(
    /^\+?\d{8,15}$/,
    'Use international format, digits only (e.g. 919876543210)',
  ),
  consultation_hours: text('Consultation hours', 80),
  instagram_url: socialUrl,
  facebook_url: socialUrl,
  youtube_url: socialUrl,
  /** "Delete leads older than N months"; null keeps them (applied by the daily retention job). */
  lead_retention_months: leadRetentionMonthsSchema.default(null),
  ...identityFields,
});
export type BusinessSettings = z.infer<typeof businessSettingsSchema>;

/** What a save takes: the identity fields may be left out, and then keep their stored values. */
export const businessSettingsInputSchema = businessSettingsSchema.extend({
  tagline: identityFields.tagline.optional(),
  description: line(300).optional(),
  credentials: line(120).optional(),
  owner_short_name: identityFields.owner_short_name.optional(),
  street_address: line(120).optional(),
  city: line(80).optional(),
  country: line(80).optional(),
  brand_color: hexColor.optional(),
  accent_color: hexColor.optional(),
});
export type BusinessSettingsInput = z.infer<typeof businessSettingsInputSchema>;

/** The owner's logo as pages know it (logo.ts keeps its type, free of zod for every page's head). */
export const siteLogoSchema = z
  .object({
    src: z
      .string()
      .meta({ description: 'The address of the logo file: `/uploads/logo/<version>/logo.svg` or `.webp`.' }),
    version: z.string().meta({ description: "The upload's version, which the icons' addresses carry as `?v=`." }),
    width: z.int(),
    height: z.int(),
  })
  .meta({ id: 'SiteLogo' }) satisfies z.ZodType<SiteLogo>;

/** How many demo records are left, by table. */
const demoCountsSchema = z
  .object({
    recipes: z.int(),
    transformations: z.int(),
    blog_posts: z.int(),
    campaign_banners: z.int(),
    testimonials: z.int(),
  })
  .meta({ id: 'DemoCounts' });

/** The answers of the settings routes: the business details, the logo and the demo content. */
export const settingsAnswers = {
  settings: z.object({ settings: businessSettingsSchema.meta({ id: 'BusinessSettings' }) }),
  logo: z.object({ logo: siteLogoSchema.nullable().meta({ description: 'null: the site shows the shipped logo.' }) }),
  logoSaved: z.object({ logo: siteLogoSchema, message: z.string() }),
  logoRemoved: z.object({
    removed: z.boolean().meta({ description: 'false when there was no uploaded logo.' }),
    message: z.string(),
  }),
  demoContent: z.object({
    counts: demoCountsSchema,
    summary: z.string().meta({ description: 'The counts in words ("6 recipes, ... and 6 testimonials"; "nothing").' }),
  }),
  /** `counts`: what was removed. */
  demoRemoved: z.object({ counts: demoCountsSchema, message: z.string() }),
};
