// The site is hers: with every identity field in Settings changed, no public page, feed, manifest, e-mail, calendar
// invite or authenticator label still names the demo business, its owner or its contact details.
import { seedDemoContent } from '@coach/db';
import { SITE } from '@coach/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_PAGES } from './rest/feeds';
import { OPEN_AVAILABILITY } from './rest/lead-test-support';
import { createTestServer } from './test-support';

let t: Awaited<ReturnType<typeof createTestServer>>;
let admin: Record<string, string>;
let visitor: Record<string, string>;

const HERS = {
  business_name: 'Greenleaf Clinic',
  owner_name: 'Meera Iyer',
  owner_short_name: 'Meera',
  phone: '+44 20 7946 0958',
  email: 'meera@greenleaf.example',
  whatsapp_number: '442079460958',
  consultation_hours: 'Tue-Sat 8AM-4PM GMT',
  instagram_url: '',
  facebook_url: '',
  youtube_url: '',
  tagline: 'Food that heals, habits that last',
  description: 'Dietitian-led clinic in Edinburgh for gut health, diabetes and family nutrition.',
  credentials: 'MSc Dietetics · HCPC Registered Dietitian',
  street_address: '12 Elm Row',
  city: 'Edinburgh',
  country: 'United Kingdom',
};

/** Everything the demo business is called or reached by (the first name also covers the full name). */
const DEMO_WORDS = [
  SITE.brand,
  SITE.ownerFirstName,
  'Sharma',
  SITE.phone,
  SITE.email,
  SITE.tagline,
  SITE.description,
  SITE.credentials,
  SITE.hours,
];

/** The demo words found in a text, compared without case (a name in a URL or an attribute counts too). */
const leftovers = (text: string) => DEMO_WORDS.filter((word) => text.toLowerCase().includes(word.toLowerCase()));

beforeAll(async () => {
  t = await createTestServer({ web: true, publicUrl: 'https://greenleaf.example' });
  ({ admin, visitor } = await t.headers());
  const saved = await t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: admin, payload: HERS });
  expect(saved.statusCode, saved.body).toBe(200);
  const open = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/availability',
    headers: admin,
    payload: OPEN_AVAILABILITY,
  });
  expect(open.statusCode, open.body).toBe(200);
});
afterAll(() => t.stop());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const post = (url: string, payload?: object, headers = visitor) =>
  t.app.inject({ method: 'POST', url, headers, payload });

describe('with her name in Settings, nothing names the demo business', () => {
  it('on any public page, its head and structured data, the not-found page, the feeds and the manifest', async () => {
    const recipe = await post('/api/admin/recipes', { title: 'Beet Salad', meal_type: 'lunch' }, admin);
    expect(recipe.statusCode, recipe.body).toBe(201);
    const article = {
      title: 'Iron on a plate',
      excerpt: 'Where iron comes from.',
      content: '<p>Greens.</p>',
      read_time: '3 min read',
      category: 'Nutrition',
      type: 'blog',
    };
    const created = await post('/api/admin/blogs', article, admin);
    expect(created.statusCode, created.body).toBe(201);
    // The default author is the owner, by the name greetings use.
    expect(created.json().blog.author).toBe('Meera');

    const paths = [
      ...PUBLIC_PAGES,
      `/recipes/${recipe.json().recipe.id}-beet-salad`,
      `/blog/${created.json().blog.id}`,
      '/no-such-page',
      '/rss.xml',
      '/sitemap.xml',
      '/robots.txt',
      '/manifest.webmanifest',
    ];
    for (const path of paths) {
      const res = await get(path);
      expect(res.statusCode, path).toBeLessThan(path === '/no-such-page' ? 500 : 300);
      expect(leftovers(res.body), path).toEqual([]);
    }
    const home = (await get('/')).body;
    expect(home).toContain('Greenleaf Clinic');
    expect(home).toContain('Food that heals, habits that last');
    const about = (await get('/about')).body;
    expect(about).toContain('Meera Iyer');
    expect(about).toContain('MSc Dietetics · HCPC Registered Dietitian');
    expect((await get('/no-such-page')).body).toContain('Greenleaf Clinic');
    expect(JSON.parse((await get('/manifest.webmanifest')).body)).toMatchObject({
      name: 'Greenleaf Clinic',
      description: 'Food that heals, habits that last',
    });
  });

  it('in every e-mail and calendar invite a lead, a booking, its move and its cancellations send', async () => {
    const lead = { name: 'Anna Visitor', email: 'anna@example.com', phone: '+44 7700 900123', goal: 'weight_loss' };
    expect((await post('/api/consultation', lead)).statusCode).toBe(201);
    const message = { name: 'Ben', email: 'ben@example.com', subject: 'Hours', message: 'When are you open?' };
    expect((await post('/api/contact', message)).statusCode).toBe(201);

    const slots = async (days: number) => {
      const from = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
      return (
        await t.app.inject({ method: 'GET', url: `/api/availability?from=${from}&days=1`, headers: visitor })
      ).json().slots as Array<{ start: string }>;
    };
    const [first, second] = await slots(5);
    const booked = await post('/api/consultation', { ...lead, email: 'booked@example.com', slot_start: first!.start });
    expect(booked.statusCode, booked.body).toBe(201);
    const link = await t.db
      .selectFrom('email_outbox')
      .select('text_body')
      .where('kind', '=', 'consultation_confirmation')
      .where('to_address', '=', 'booked@example.com')
      .executeTakeFirstOrThrow();
    const token = /\/booking\/([A-Za-z0-9_-]{43})/.exec(link.text_body)![1];
    expect((await post(`/api/bookings/${token}/move`, { slot_start: second!.start })).statusCode).toBe(200);
    expect((await post(`/api/bookings/${token}/cancel`)).statusCode).toBe(200);
    const [other] = await slots(6);
    const byOwner = await post('/api/consultation', {
      ...lead,
      email: 'owner-cancel@example.com',
      slot_start: other!.start,
    });
    const booking = await t.db
      .selectFrom('bookings')
      .select('id')
      .where('consultation_id', '=', byOwner.json().id)
      .executeTakeFirstOrThrow();
    expect((await post(`/api/admin/bookings/${booking.id}/cancel`, undefined, admin)).statusCode).toBe(200);

    // One that stays booked keeps its reminder in the outbox (a move or a cancellation drops the pending one).
    const [later] = await slots(7);
    const kept = await post('/api/consultation', { ...lead, email: 'kept@example.com', slot_start: later!.start });
    expect(kept.statusCode, kept.body).toBe(201);

    const emails = await t.db.selectFrom('email_outbox').selectAll().orderBy('id').execute();
    const kinds = new Set(emails.map((e) => e.kind));
    expect([...kinds].sort()).toEqual([
      'booking_cancelled_confirmation',
      'booking_cancelled_notification',
      'booking_moved_confirmation',
      'booking_moved_notification',
      'booking_reminder',
      'consultation_confirmation',
      'consultation_notification',
      'contact_confirmation',
      'contact_notification',
    ]);
    for (const e of emails) {
      const whole = [e.subject, e.text_body, e.html_body, e.ical_content ?? ''].join('\n');
      expect(leftovers(whole), e.kind).toEqual([]);
      // Notices go to NOTIFY_EMAIL (the test server sets it; without it, the address in Settings)...
      if (e.kind.endsWith('_notification')) expect(e.to_address, e.kind).toBe('owner@example.com');
      // ...and what a visitor receives is signed by her, with the business's details.
      else {
        expect(e.text_body, e.kind).toContain('Meera, Greenleaf Clinic');
        expect(e.text_body, e.kind).toContain('12 Elm Row, Edinburgh, United Kingdom');
        expect(e.subject, e.kind).toContain('Greenleaf Clinic');
      }
      if (e.ical_content)
        expect(e.ical_content, e.kind).toMatch(/ORGANIZER;CN="?Greenleaf Clinic"?:mailto:owner@example\.com/);
    }
  });

  it('in the authenticator app, which lists the sign-in under her business', async () => {
    const res = await post('/api/admin/mfa/setup', undefined, admin);
    expect(res.statusCode, res.body).toBe(200);
    const url = new URL(res.json().otpauth_url);
    expect(url.searchParams.get('issuer')).toBe('Greenleaf Clinic');
    expect(decodeURIComponent(url.pathname)).toContain('Greenleaf Clinic:');
    expect(leftovers(decodeURIComponent(res.json().otpauth_url))).toEqual([]);
  });

  it('on the demo posts, which take her short name; a post she signed herself keeps its byline', async () => {
    const demo = await createTestServer({ web: true });
    try {
      const headers = (await demo.headers()).admin;
      expect(await seedDemoContent(demo.db, demo.config.uploadsDir)).toBe(true);
      const own = await demo.app.inject({
        method: 'POST',
        url: '/api/admin/blogs',
        headers,
        payload: {
          title: 'Signed before the rename',
          excerpt: 'Mine.',
          content: '<p>Mine.</p>',
          read_time: '2 min read',
          category: 'Nutrition',
          type: 'blog',
          author: SITE.ownerFirstName,
        },
      });
      expect(own.statusCode, own.body).toBe(201);
      const saved = await demo.app.inject({ method: 'PUT', url: '/api/admin/settings', headers, payload: HERS });
      expect(saved.statusCode, saved.body).toBe(200);
      const posts = await demo.db.selectFrom('blog_posts').select(['author', 'is_demo']).execute();
      expect(posts.filter((p) => p.is_demo === 1).map((p) => p.author)).toEqual(
        Array(posts.length - 1).fill(HERS.owner_short_name),
      );
      expect(posts.find((p) => p.is_demo === 0)?.author).toBe(SITE.ownerFirstName);
      const blog = await demo.app.inject({ method: 'GET', url: '/blog' });
      expect(blog.body).toContain(HERS.owner_short_name);
    } finally {
      await demo.stop();
    }
  });
});
