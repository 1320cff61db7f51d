// Every text field a write path parses, with what it does with characters nobody types: single-line fields refuse
// them (naming the field), long free text strips them. A field added without a decision shows up in review here.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { adminAccountSchema, adminLoginSchema } from './auth';
import { bannerInputSchema } from './banner';
import { blogInputSchema } from './blog';
import { availabilitySchema, DEFAULT_AVAILABILITY } from './booking';
import { consultationInputSchema } from './consultation';
import { contactInputSchema } from './contact';
import { personEmailSchema } from './privacy';
import { recipeInputSchema } from './recipe';
import { businessSettingsSchema } from './settings';
import { testimonialInputSchema } from './testimonial';
import { UNTYPEABLE_MESSAGE } from './text';
import { transformationInputSchema } from './transformation';
import { visitBeaconSchema } from './visits';

type Path = ReadonlyArray<string | number>;

const SCHEMAS: Record<string, [z.ZodType, object]> = {
  recipe: [recipeInputSchema, { title: 'Oats', meal_type: 'breakfast' }],
  transformation: [
    transformationInputSchema,
    { client_name: 'Asha', goal_type: 'weight_loss', before_weight: 80, after_weight: 70, duration_months: 6 },
  ],
  post: [
    blogInputSchema,
    { title: 'Tea', excerpt: 'Why', category: 'Nutrition', content: '<p>Tea</p>', read_time: '5' },
  ],
  banner: [bannerInputSchema, { name: 'Spring', title: 'Start today' }],
  testimonial: [
    testimonialInputSchema,
    {
      kind: 'meal',
      name: 'Asha',
      text: 'Thank you',
      rating: 5,
      photo: { url: '/uploads/testimonials/a.webp', alt: 'Lunch' },
    },
  ],
  settings: [
    businessSettingsSchema,
    {
      business_name: 'NutriWell',
      owner_name: 'Dr. Rao',
      phone: '+91 98765 43210',
      email: 'hello@example.com',
      whatsapp_number: '919876543210',
      consultation_hours: 'Mon-Sat 9-7',
      tagline: 'Eat well',
      owner_short_name: 'Rao',
    },
  ],
  availability: [
    availabilitySchema,
    { ...DEFAULT_AVAILABILITY, blocked: [{ start: '2026-12-24T09:00', end: '2026-12-26T19:00', reason: 'Holiday' }] },
  ],
  consultation: [
    consultationInputSchema,
    { name: 'Asha', email: 'asha@example.com', phone: '+91 98765 43210', goal: 'weight_loss' },
  ],
  contact: [contactInputSchema, { name: 'Asha', email: 'asha@example.com', subject: 'Hi', message: 'Hello' }],
  login: [adminLoginSchema, { username: 'owner', password: 'owner-password' }],
  account: [adminAccountSchema, { username: 'owner' }],
  person: [personEmailSchema, { email: 'asha@example.com' }],
  beacon: [visitBeaconSchema, { path: '/blog' }],
};

/** Single-line fields: a value holding U+0000, U+0085 or a lone surrogate is refused. */
const REFUSED: Array<[string, Path, string]> = [
  ['recipe', ['title'], 'Oats\u0000'],
  ['recipe', ['image_url'], '/uploads/oats\u0001.webp'],
  ['transformation', ['client_name'], 'Asha\u0085'],
  ['transformation', ['before_image'], 'https://cdn.example/a\u007f.jpg'],
  ['post', ['title'], '\uD83DTea'],
  ['post', ['author'], 'Aditi\u0000'],
  ['post', ['read_time'], '5\u0000 min read'],
  ['post', ['duration'], '10:00\u0000'],
  ['post', ['video_url'], 'https://youtu.be/dQw4w9WgXcQ\u0000'],
  ['post', ['meta_description'], 'Tea\uFFFE'],
  ['post', ['tags', 0], 'tea\u0000'],
  ['post', ['image'], '/uploads/tea\u0000.webp'],
  ['banner', ['name'], 'Spring\u0000'],
  ['banner', ['title'], 'Start\u0000'],
  ['banner', ['subtitle'], 'Free\u0000'],
  ['banner', ['features', 0], 'Plan\u0000'],
  ['banner', ['primary_button_text'], 'Book\u0000'],
  ['banner', ['primary_button_link'], '/contact\u0000'],
  ['banner', ['secondary_button_text'], 'Chat\u0000'],
  ['banner', ['whatsapp_number'], '+91 98765\u000B43210'],
  ['banner', ['dismissal_text'], 'Bye\u0000'],
  ['banner', ['show_on_pages', 0], '/blog\u0000'],
  ['testimonial', ['name'], 'Asha\u0000'],
  ['testimonial', ['date_line'], 'May\u0085 2026'],
  ['testimonial', ['photo', 'alt'], 'Lunch\u0000'],
  ['settings', ['business_name'], 'NutriWell\u0000'],
  ['settings', ['owner_name'], 'Dr.\u0085Rao'],
  ['settings', ['phone'], '+91 98765\u000C43210'],
  ['settings', ['email'], 'hello\u0000@example.com'],
  ['settings', ['consultation_hours'], 'Mon\u0000'],
  ['settings', ['instagram_url'], 'https://instagram.com/\u0000'],
  ['settings', ['tagline'], 'Eat well\u0000'],
  ['settings', ['credentials'], 'MSc\u0085RD'],
  ['settings', ['owner_short_name'], 'Aditi\u0000'],
  ['settings', ['street_address'], '1 Main St\u0000'],
  ['settings', ['city'], 'Pune\u0000'],
  ['settings', ['country'], 'India\u0000'],
  ['availability', ['blocked', 0, 'reason'], 'Holiday\u0000'],
  ['consultation', ['name'], 'Asha\u0000'],
  ['consultation', ['email'], 'asha\u0000@example.com'],
  ['consultation', ['phone'], '+91 98765\u000B43210'],
  ['contact', ['name'], 'Asha\u0000'],
  ['contact', ['email'], 'asha@example.com\u0000'],
  ['contact', ['phone'], '98765\u000B43210'],
  ['contact', ['subject'], 'Hi\u0000'],
  ['login', ['username'], 'owner\u0000'],
  ['account', ['full_name'], 'Owner\u0000'],
  ['account', ['email'], 'owner@example.com\u0000'],
  ['person', ['email'], 'asha@example.com\u0000'],
  ['beacon', ['path'], '/blog\u0000'],
];

/** Free text: the characters are stripped (before trimming), the rest kept exactly. */
const STRIPPED: Array<[string, Path, unknown, unknown]> = [
  ['recipe', ['description'], '\u0000Creamy\u0085 oats', 'Creamy oats'],
  ['recipe', ['instructions'], 'Mix.\r\n\u0001Serve.\t\u{1F963}', 'Mix.\r\nServe.\t\u{1F963}'],
  ['recipe', ['ingredients'], ['oats\u0000', '\u0001', ' milk'], ['oats', 'milk']],
  ['transformation', ['story'], 'Lost 10 kg\u0000\n', 'Lost 10 kg'],
  ['transformation', ['testimonial'], '\uDE00Thank you', 'Thank you'],
  ['post', ['excerpt'], 'Why\u0000 tea', 'Why tea'],
  ['post', ['content'], '<p>Tea\u0000</p>\n<p>\uFFFF</p>', '<p>Tea</p>\n<p></p>'],
  ['post', ['video_description'], 'Watch\u0000', 'Watch'],
  ['banner', ['description'], 'Talk\u0000 to us\n', 'Talk to us'],
  ['banner', ['whatsapp_message'], 'Hi\u0000!', 'Hi!'],
  ['testimonial', ['text'], 'Thank\u0000 you\uFFFF', 'Thank you'],
  ['consultation', ['health_conditions'], 'PCOS\u0000', 'PCOS'],
  ['consultation', ['message'], '\u0000', null],
  ['consultation', ['attribution', 'utm_source'], 'news\u0000letter', 'newsletter'],
  ['contact', ['message'], 'Hello\u0000\r\nAsha', 'Hello\r\nAsha'],
  ['beacon', ['utm_campaign'], 'spring\u0085', 'spring'],
];

function withValue(base: object, path: Path, value: unknown): object {
  const copy: Record<string | number, unknown> = structuredClone(base) as never;
  let node = copy;
  for (const key of path.slice(0, -1)) {
    node[key] ??= typeof path[path.indexOf(key) + 1] === 'number' ? [] : {};
    node = node[key] as never;
  }
  node[path.at(-1)!] = value;
  return copy;
}

const valueAt = (data: unknown, path: Path) => path.reduce<unknown>((node, key) => (node as never)?.[key], data);

describe('every write schema', () => {
  it('accepts its base values', () => {
    for (const [schema, base] of Object.values(SCHEMAS)) expect(schema.safeParse(base).error).toBeUndefined();
  });

  it.each(REFUSED)('%s refuses %j', (name, path, dirty) => {
    const [schema, base] = SCHEMAS[name]!;
    const issues = schema.safeParse(withValue(base, path, dirty)).error?.issues;
    expect(issues).toContainEqual(expect.objectContaining({ path, message: UNTYPEABLE_MESSAGE }));
  });

  it.each(STRIPPED)('%s strips %j', (name, path, dirty, clean) => {
    const [schema, base] = SCHEMAS[name]!;
    expect(valueAt(schema.parse(withValue(base, path, dirty)), path)).toEqual(clean);
  });

  it('take a password exactly as typed: it is compared, never shown', () => {
    const password = ' pass\u0000word\u0085\uD800 ';
    expect(adminLoginSchema.parse({ username: 'owner', password }).password).toBe(password);
  });
});
