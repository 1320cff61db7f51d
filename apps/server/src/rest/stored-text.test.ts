// Every REST write path and the characters nobody types: a single-line field holding one is a 400 naming the field,
// and long free text is stored without them.
import type { Database } from '@coach/db';
import { UNTYPEABLE_MESSAGE } from '@coach/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from '../test-support';
import { OPEN_AVAILABILITY } from './lead-test-support';

let t: Awaited<ReturnType<typeof createTestServer>>;
let headers: Record<'admin' | 'visitor' | 'none', Record<string, string>>;
/** The id of one stored record of each area, for the updates. */
const ids: Record<string, number> = {};

const recipe = { title: 'Oats', meal_type: 'breakfast' };
const transformation = {
  client_name: 'Asha',
  goal_type: 'weight_loss',
  before_weight: 80,
  after_weight: 70,
  duration_months: 6,
};
const post = {
  title: 'Tea',
  excerpt: 'Why tea',
  category: 'Nutrition',
  content: '<p>Tea</p>',
  read_time: '5 min read',
};
const banner = { name: 'Spring', title: 'Start today' };
const testimonial = { kind: 'whatsapp', name: 'Asha', text: 'Thank you', rating: 5 };
const settings = {
  business_name: 'NutriWell',
  owner_name: 'Dr. Rao',
  phone: '+91 98765 43210',
  email: 'hello@example.com',
  whatsapp_number: '919876543210',
  consultation_hours: 'Mon-Sat 9-7',
};
const lead = { name: 'Asha', email: 'asha@example.com', phone: '+91 98765 43210', goal: 'weight_loss' };
const contact = { name: 'Asha', email: 'asha@example.com', subject: 'Hello', message: 'A question' };

type Who = keyof typeof headers;
const send = (method: 'POST' | 'PUT', url: string, who: Who, payload: object) =>
  t.app.inject({ method, url, headers: headers[who], payload });

beforeAll(async () => {
  t = await createTestServer();
  const { admin, visitor } = await t.headers();
  headers = { admin, visitor, none: {} };
  for (const [area, url, payload] of [
    ['recipe', '/api/admin/recipes', recipe],
    ['transformation', '/api/admin/transformations', transformation],
    ['blog', '/api/admin/blogs', post],
    ['banner', '/api/admin/banners', banner],
    ['testimonial', '/api/admin/testimonials', testimonial],
  ] as const) {
    const res = await send('POST', url, 'admin', payload);
    expect(res.statusCode).toBe(201);
    ids[area] = (Object.values(res.json()) as Array<{ id?: number }>).find((value) => value?.id)!.id!;
  }
  expect((await send('POST', '/api/consultation', 'visitor', lead)).statusCode).toBe(201);
  ids.consultation = (await t.db.selectFrom('consultations').select('id').executeTakeFirstOrThrow()).id;
});
afterAll(() => t.stop());

describe('a single-line field holding a character nobody types', () => {
  /** [field, method, url (":area" is that area's stored record), who sends it, payload]. */
  const refused: Array<[field: string, method: 'POST' | 'PUT', url: string, who: Who, payload: object]> = [
    ['title', 'POST', '/api/admin/recipes', 'admin', { ...recipe, title: '\u0000\u0001' }],
    ['image_url', 'PUT', '/api/admin/recipes/:recipe', 'admin', { image_url: '/uploads/a\u0085.webp' }],
    ['client_name', 'POST', '/api/admin/transformations', 'admin', { ...transformation, client_name: 'A\u007f' }],
    ['client_name', 'PUT', '/api/admin/transformations/:transformation', 'admin', { client_name: '\uD800' }],
    ['title', 'POST', '/api/admin/blogs', 'admin', { ...post, title: 'Tea\uFFFF' }],
    ['tags.1', 'PUT', '/api/admin/blogs/:blog', 'admin', { tags: ['ok', 'tea\u0000'] }],
    ['name', 'POST', '/api/admin/banners', 'admin', { ...banner, name: 'Spring\u0000' }],
    ['features.0', 'PUT', '/api/admin/banners/:banner', 'admin', { features: ['Plan\u0000'] }],
    ['name', 'POST', '/api/admin/testimonials', 'admin', { ...testimonial, name: 'Asha\u0085' }],
    ['date_line', 'PUT', '/api/admin/testimonials/:testimonial', 'admin', { ...testimonial, date_line: 'May\u0000' }],
    ['business_name', 'PUT', '/api/admin/settings', 'admin', { ...settings, business_name: 'Nutri\u0000Well' }],
    [
      'blocked.0.reason',
      'PUT',
      '/api/admin/availability',
      'admin',
      { ...OPEN_AVAILABILITY, blocked: [{ start: '2026-12-24T09:00', end: '2026-12-24T17:00', reason: 'Off\u0000' }] },
    ],
    ['name', 'POST', '/api/consultation', 'visitor', { ...lead, name: 'Asha\u0000' }],
    // The call-back modal sends a name and a phone number through the same door.
    ['phone', 'POST', '/api/consultation', 'visitor', { ...lead, phone: '98765\u000B43210' }],
    ['subject', 'POST', '/api/contact', 'visitor', { ...contact, subject: 'Hi\u0000' }],
    ['email', 'POST', '/contact', 'visitor', { ...contact, email: 'asha@example.com\u0000' }],
    ['username', 'POST', '/api/admin/login', 'none', { username: 'owner\u0000', password: 'whatever' }],
    ['path', 'POST', '/api/visits', 'none', { path: '/blog\u0000' }],
  ];

  it.each(refused)('%s: refused by %s %s with a 400 naming it', async (field, method, url, who, payload) => {
    const res = await send(
      method,
      url.replace(/:(\w+)/, (_, area: string) => String(ids[area])),
      who,
      payload,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: `${field}: ${UNTYPEABLE_MESSAGE}` });
  });

  it('nor gets into a lead status', async () => {
    const res = await send('PUT', `/api/admin/consultations/${ids.consultation}`, 'admin', { status: 'pending\u0000' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/^status: /);
  });
});

describe('free text holding characters nobody types', () => {
  const stored = async (table: keyof Database, column: string) =>
    (
      await t.db
        .selectFrom(table)
        .select(column as never)
        .orderBy('id' as never, 'desc')
        .executeTakeFirstOrThrow()
    )[column];

  /** Where each table's records are written, and a valid record to add the field to. */
  const WRITES: Partial<Record<keyof Database, [url: string, who: Who, base: object]>> = {
    recipes: ['/api/admin/recipes', 'admin', recipe],
    transformations: ['/api/admin/transformations', 'admin', transformation],
    blog_posts: ['/api/admin/blogs', 'admin', post],
    campaign_banners: ['/api/admin/banners', 'admin', banner],
    testimonials: ['/api/admin/testimonials', 'admin', testimonial],
    consultations: ['/api/consultation', 'visitor', lead],
    contact_messages: ['/api/contact', 'visitor', contact],
  };
  const stripped: Array<[table: keyof Database, column: string, sent: unknown, stored: string]> = [
    ['recipes', 'instructions', 'Soak.\r\n\u0000Serve.', 'Soak.\r\nServe.'],
    ['recipes', 'ingredients', ['oats\u0085', '\u0000'], '["oats"]'],
    ['transformations', 'story', 'Lost 10 kg\u0000', 'Lost 10 kg'],
    ['blog_posts', 'content', '<p>Tea\u0000 time</p>', '<p>Tea time</p>'],
    ['blog_posts', 'excerpt', 'Why\uFFFE tea', 'Why tea'],
    ['campaign_banners', 'description', 'Talk\u0000 to us', 'Talk to us'],
    ['testimonials', 'text', 'Thank\u0000 you\n', 'Thank you'],
    ['consultations', 'health_conditions', 'PCOS\u0000', 'PCOS'],
    // The call-back modal's request, as the site sends it.
    [
      'consultations',
      'message',
      '[Expert Consultation Request] Call\u0000 me',
      '[Expert Consultation Request] Call me',
    ],
    ['contact_messages', 'message', 'Hello\u0000\nAsha \u{1F44B}', 'Hello\nAsha \u{1F44B}'],
  ];

  it.each(stripped)('%s.%s: stored without them', async (table, column, sent, clean) => {
    const [url, who, base] = WRITES[table]!;
    const res = await send('POST', url, who, { ...base, [column]: sent });
    expect(res.statusCode).toBe(201);
    expect(await stored(table, column)).toBe(clean);
  });

  it('leaves nothing of them in the names of the fields an audit entry lists', async () => {
    const res = await send('PUT', `/api/admin/recipes/${ids.recipe}`, 'admin', { title: 'Poha', 'extra\u0000': 1 });
    expect(res.statusCode).toBe(200);
    expect(await stored('audit_log', 'fields')).toBe('["extra","title"]');
  });
});
