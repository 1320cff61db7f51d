import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { migrateToLatest } from '../client';
import { createDatabaseMigratedTo } from '../testing';
import { cleanStoredText } from './0006_clean_stored_text';

afterEach(() => vi.restoreAllMocks());

const DAY = '2026-11-20';
/** What people do write, which must come through untouched. */
const TYPED = 'Line one\r\n\tTab, \u{1F469}\u200D\u{1F373}, \u202Eright to left, </script><!-- ]]>';

async function upgradedDatabase() {
  const { db } = await createDatabaseMigratedTo('0005_visits');
  await db
    .insertInto('recipes')
    .values([
      // The title, a C1 control in a description, and an escaped NUL in the JSON list of ingredients.
      {
        title: '\u0000\u0001Oats',
        description: 'Creamy\u0085 oats',
        ingredients: '["oats\\u0000","milk"]',
        meal_type: 'lunch',
      },
      { title: 'Poha', description: TYPED, ingredients: '["poha"]', meal_type: 'breakfast' },
    ])
    .execute();
  await db
    .insertInto('blog_posts')
    // A lone surrogate in text and, escaped, in the JSON of tags.
    .values({
      title: 'Tea',
      slug: 'tea',
      excerpt: 'Why',
      content: '<p>Tea</p>',
      category: 'Lifestyle',
      author: 'A',
      tags: '["tea","\\ud800x"]',
    })
    .execute();
  // In the text as better-sqlite3 12 wrote a lone surrogate, its three bytes (ED A0 80): databases written before
  // this migration hold them. Version 13 (Node-API) writes U+FFFD instead, so the bytes are put in with SQL.
  const writtenBy12 = Buffer.from('<p>\u{ED}\u{A0}\u{80}Tea</p>', 'latin1');
  await sql`update blog_posts set content = cast(${writtenBy12} as text)`.execute(db);
  await db
    .insertInto('consultations')
    .values({
      name: 'Asha\u007f',
      email: 'asha@example.com',
      phone: '+91 98765 43210',
      goal: 'weight_loss',
      attribution: JSON.stringify({ source: 'google', referrer: 'https://google.com/\u0000', landing_page: '/' }),
    })
    .execute();
  await db
    .insertInto('app_settings')
    .values([
      { key: 'business_settings', value: JSON.stringify({ business_name: 'Nutri\u0000Well', phone: '+91 1' }) },
      { key: 'availability', value: JSON.stringify({ timezone: 'Asia/Kolkata', blocked: [{ reason: 'Off\uFFFE' }] }) },
      { key: 'demo_content_seeded_at', value: '2026-11-01T00:00:00.000Z' },
    ])
    .execute();
  await db.insertInto('audit_log').values({ admin: 'own\u0000er', action: 'sign_in_failed' }).execute();
  await db
    .insertInto('visit_counts')
    .values([
      // Cleaned, the first meets the second: their counts are added.
      {
        day: DAY,
        path: '/blog',
        source: 'news\u0000letter',
        campaign: '',
        device: 'mobile',
        pageviews: 2,
        visitors: 1,
      },
      { day: DAY, path: '/blog', source: 'newsletter', campaign: '', device: 'mobile', pageviews: 3, visitors: 2 },
      { day: DAY, path: '/', source: 'direct', campaign: 'spring\u0085', device: 'desktop', pageviews: 1, visitors: 1 },
      { day: DAY, path: '/', source: 'direct', campaign: TYPED, device: 'desktop', pageviews: 4, visitors: 4 },
    ])
    .execute();
  return db;
}

describe('migration 0006: stored text cleaned once', () => {
  it('removes what nobody types from texts and JSON, merges visit rows, leaves typed text alone, and says how many', async () => {
    const db = await upgradedDatabase();
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    // The first migration this applies is 0006 (later ones follow it).
    expect((await migrateToLatest(db))[0]).toBe('0006_clean_stored_text');
    expect(log.mock.calls).toEqual([
      ['Cleaned 12 stored texts of characters that cannot be shown (control characters).'],
    ]);

    expect(
      await db.selectFrom('recipes').select(['title', 'description', 'ingredients']).orderBy('id').execute(),
    ).toEqual([
      { title: 'Oats', description: 'Creamy oats', ingredients: '["oats","milk"]' },
      { title: 'Poha', description: TYPED, ingredients: '["poha"]' },
    ]);
    expect(await db.selectFrom('blog_posts').select(['content', 'tags']).executeTakeFirst()).toEqual({
      content: '<p>Tea</p>',
      tags: '["tea","x"]',
    });
    const lead = await db.selectFrom('consultations').select(['name', 'attribution']).executeTakeFirstOrThrow();
    expect(lead.name).toBe('Asha');
    expect(JSON.parse(lead.attribution!)).toEqual({
      source: 'google',
      referrer: 'https://google.com/',
      landing_page: '/',
    });
    const settings = Object.fromEntries(
      (await db.selectFrom('app_settings').select(['key', 'value']).execute()).map((r) => [r.key, r.value]),
    );
    expect(JSON.parse(settings.business_settings!)).toEqual({ business_name: 'NutriWell', phone: '+91 1' });
    expect(JSON.parse(settings.availability!).blocked).toEqual([{ reason: 'Off' }]);
    expect(settings.demo_content_seeded_at).toBe('2026-11-01T00:00:00.000Z');
    expect((await db.selectFrom('audit_log').select('admin').executeTakeFirst())?.admin).toBe('owner');
    expect(
      await db
        .selectFrom('visit_counts')
        .select(['path', 'source', 'campaign', 'pageviews', 'visitors'])
        .orderBy('path')
        .orderBy('campaign')
        .execute(),
    ).toEqual([
      { path: '/', source: 'direct', campaign: TYPED, pageviews: 4, visitors: 4 },
      { path: '/', source: 'direct', campaign: 'spring', pageviews: 1, visitors: 1 },
      { path: '/blog', source: 'newsletter', campaign: '', pageviews: 5, visitors: 3 },
    ]);

    // Once clean, a second pass finds nothing (and a fresh database says nothing at all).
    expect(await cleanStoredText(db)).toBe(0);
  });

  it('keeps a lone surrogate out of what it reads back: the bytes SQLite holds are gone', async () => {
    const db = await upgradedDatabase();
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    await migrateToLatest(db);
    const { rows } = await sql<{ bytes: string }>`select hex(content) as bytes from blog_posts`.execute(db);
    expect(rows[0]?.bytes).toBe(Buffer.from('<p>Tea</p>').toString('hex').toUpperCase());
  });
});
