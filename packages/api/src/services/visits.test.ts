import {
  confirmSubscriber,
  deleteSubscriber,
  insertConsultation,
  requestSubscription,
  suppressEmailAddress,
  unsubscribe,
} from '@coach/db';
import { createTestDatabase } from '@coach/db/testing';
import { consultationInputSchema } from '@coach/shared';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { analyticsCsv, analyticsReport } from './analytics';
import { resolveAttribution } from './leads';
import { createVisitCounter, dayIn, type PageView, saltFor, visitorHash } from './visits';

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';
const view = (overrides: Partial<PageView> = {}): PageView => ({
  path: '/',
  source: 'direct',
  campaign: '',
  device: 'mobile',
  address: '198.51.100.7',
  userAgent: PHONE,
  ...overrides,
});

async function counterAt(start: string, timeZone = 'Asia/Kolkata') {
  const { db } = await createTestDatabase();
  let now = new Date(start);
  const counter = createVisitCounter({ db, timeZone: async () => timeZone, now: () => now, flushMs: 3_600_000 });
  const rows = () =>
    db.selectFrom('visit_counts').selectAll().orderBy('day').orderBy('path').orderBy('source').execute();
  return { db, counter, rows, setNow: (at: string) => (now = new Date(at)) };
}

describe('the daily salt', () => {
  it('gives the same visitor the same hash all day, and a different one with the next day’s salt', () => {
    const today = saltFor('2026-05-01', null);
    expect(saltFor('2026-05-01', today)).toBe(today);
    const tomorrow = saltFor('2026-05-02', today);
    expect(tomorrow.salt.equals(today.salt)).toBe(false);
    expect(tomorrow.seen.size).toBe(0);
    const a = visitorHash(today.salt, '198.51.100.7', PHONE);
    expect(visitorHash(today.salt, '198.51.100.7', PHONE)).toBe(a);
    expect(visitorHash(tomorrow.salt, '198.51.100.7', PHONE)).not.toBe(a);
    expect(visitorHash(today.salt, '198.51.100.8', PHONE)).not.toBe(a);
    expect(visitorHash(today.salt, '198.51.100.7', `${PHONE} x`)).not.toBe(a);
    expect(a).toMatch(/^[\w-]{16}$/);
    // The address and the browser stay apart: moving a character from one to the other is another visitor.
    expect(visitorHash(today.salt, '10.0.0.1', '5X')).not.toBe(visitorHash(today.salt, '10.0.0.15', 'X'));
  });

  it('is random, not derived from the day', () => {
    expect(saltFor('2026-05-01', null).salt.equals(saltFor('2026-05-01', null).salt)).toBe(false);
  });
});

describe('the visit counter', () => {
  it('counts every view and each visitor of a day once, in the row of their first view', async () => {
    const { counter, rows } = await counterAt('2026-05-01T06:00:00Z');
    counter.record(view({ path: '/', source: 'instagram', campaign: 'spring' }));
    counter.record(view({ path: '/blog', source: 'instagram', campaign: 'spring' }));
    counter.record(view({ path: '/blog', source: 'instagram', campaign: 'spring' }));
    counter.record(view({ address: '203.0.113.5', device: 'desktop', userAgent: 'Desktop' }));
    expect(await rows()).toEqual([]);
    await counter.flush();
    expect(await rows()).toEqual([
      { day: '2026-05-01', path: '/', source: 'direct', campaign: '', device: 'desktop', pageviews: 1, visitors: 1 },
      {
        day: '2026-05-01',
        path: '/',
        source: 'instagram',
        campaign: 'spring',
        device: 'mobile',
        pageviews: 1,
        visitors: 1,
      },
      {
        day: '2026-05-01',
        path: '/blog',
        source: 'instagram',
        campaign: 'spring',
        device: 'mobile',
        pageviews: 2,
        visitors: 0,
      },
    ]);
    // Later flushes add to the same rows.
    counter.record(view({ path: '/blog', source: 'instagram', campaign: 'spring' }));
    await counter.stop();
    expect((await rows())[2]).toMatchObject({ pageviews: 3, visitors: 0 });
  });

  it('counts the same visitor again on the next business day, with days in the business time zone', async () => {
    // 18:00 UTC is 23:30 in India; 18:45 UTC is already the next day there.
    const { counter, rows, setNow } = await counterAt('2026-05-01T18:00:00Z');
    counter.record(view());
    setNow('2026-05-01T18:45:00Z');
    counter.record(view());
    counter.record(view());
    await counter.flush();
    expect((await rows()).map((r) => [r.day, r.pageviews, r.visitors])).toEqual([
      ['2026-05-01', 1, 1],
      ['2026-05-02', 2, 1],
    ]);
  });

  it('past the day’s remembered visitors, counts each view of a new one as a visitor', async () => {
    const { db } = await createTestDatabase();
    const counter = createVisitCounter({ db, timeZone: async () => 'UTC', flushMs: 3_600_000, seenMax: 2 });
    for (const address of ['10.0.0.1', '10.0.0.2', '10.0.0.3', '10.0.0.3', '10.0.0.1'])
      counter.record(view({ address }));
    await counter.stop();
    expect(await db.selectFrom('visit_counts').select(['pageviews', 'visitors']).execute()).toEqual([
      { pageviews: 5, visitors: 4 },
    ]);
  });

  it('writes by itself every flush interval, and counts in UTC days when the time zone cannot be read', async () => {
    const { db } = await createTestDatabase();
    const counter = createVisitCounter({
      db,
      timeZone: () => Promise.reject(new Error('no settings')),
      now: () => new Date('2026-05-01T23:30:00Z'),
      flushMs: 20,
    });
    counter.record(view());
    await expect
      .poll(() => db.selectFrom('visit_counts').select(['day', 'pageviews']).execute())
      .toEqual([{ day: '2026-05-01', pageviews: 1 }]);
    await counter.stop();
  });

  it('gives up counts that fail to be written three flushes in a row, and goes on counting', async () => {
    const { db } = await createTestDatabase();
    const counter = createVisitCounter({ db, timeZone: async () => 'UTC', flushMs: 3_600_000 });
    await sql`alter table visit_counts rename to visit_counts_away`.execute(db);
    counter.record(view());
    for (let i = 0; i < 3; i++) await counter.flush();
    await sql`alter table visit_counts_away rename to visit_counts`.execute(db);
    counter.record(view({ path: '/blog' }));
    await counter.stop();
    expect(await db.selectFrom('visit_counts').select(['path', 'pageviews']).execute()).toEqual([
      { path: '/blog', pageviews: 1 },
    ]);
  });

  it('keeps a batch it could not write for the next flush', async () => {
    const { db } = await createTestDatabase();
    const errors: unknown[] = [];
    const counter = createVisitCounter({
      db,
      timeZone: async () => 'UTC',
      flushMs: 3_600_000,
      onError: (error) => errors.push(error),
    });
    await sql`alter table visit_counts rename to visit_counts_away`.execute(db);
    counter.record(view());
    await counter.flush();
    expect(errors).toHaveLength(1);
    await sql`alter table visit_counts_away rename to visit_counts`.execute(db);
    counter.record(view());
    await counter.stop();
    expect(await db.selectFrom('visit_counts').select(['pageviews', 'visitors']).execute()).toEqual([
      { pageviews: 2, visitors: 1 },
    ]);
  });

  it('writes no address or user agent anywhere', async () => {
    const { db, counter } = await counterAt('2026-05-01T06:00:00Z');
    counter.record(view());
    await counter.stop();
    const dump = JSON.stringify(await db.selectFrom('visit_counts').selectAll().execute());
    expect(dump).not.toContain('198.51.100.7');
    expect(dump).not.toContain('iPhone');
  });

  it('names the business day of an instant', () => {
    expect(dayIn('Asia/Kolkata', new Date('2026-05-01T18:29:59Z'))).toBe('2026-05-01');
    expect(dayIn('Asia/Kolkata', new Date('2026-05-01T18:30:00Z'))).toBe('2026-05-02');
    expect(dayIn('America/New_York', new Date('2026-03-08T04:59:59Z'))).toBe('2026-03-07');
    expect(dayIn('America/New_York', new Date('2026-03-08T05:00:00Z'))).toBe('2026-03-08');
  });
});

describe('the analytics report', () => {
  it('sums visitors and views by day, source, page, campaign and device, and counts leads by their attribution', async () => {
    const { db, counter, setNow } = await counterAt('2026-05-01T06:00:00Z');
    counter.record(view({ path: '/', source: 'instagram', campaign: 'spring' }));
    counter.record(view({ path: '/blog', source: 'instagram', campaign: 'spring' }));
    counter.record(view({ address: '203.0.113.5', device: 'desktop', userAgent: 'Desktop', source: 'google' }));
    setNow('2026-05-03T06:00:00Z');
    counter.record(view({ path: '/about' }));
    await counter.flush();
    const lead = (email: string) =>
      consultationInputSchema.parse({ name: 'A', email, phone: '9876543210', goal: 'weight_loss' });
    const attributed = await insertConsultation(db, lead('a@example.com'), {
      source: 'instagram',
      medium: 'social',
      campaign: 'spring',
      referrer: null,
      landing_page: '/',
    });
    const unattributed = await insertConsultation(db, lead('b@example.com'));
    // Created at 23:45 India time on 1 May and just after midnight on 4 May (outside the range).
    const createdAt = (id: number, at: string) =>
      sql`update consultations set created_at = ${at} where id = ${id}`.execute(db);
    await createdAt(attributed.id, '2026-05-01T18:15:00.000Z');
    await createdAt(unattributed.id, '2026-05-03T18:31:00.000Z');

    const report = await analyticsReport(db, { from: '2026-05-01', to: '2026-05-03' }, 'Asia/Kolkata');
    expect(report.totals).toEqual({ visitors: 3, pageviews: 4, leads: 1, conversion_rate: 33.3 });
    expect(report.days).toEqual([
      { date: '2026-05-01', visitors: 2, pageviews: 3, leads: 1 },
      { date: '2026-05-02', visitors: 0, pageviews: 0, leads: 0 },
      { date: '2026-05-03', visitors: 1, pageviews: 1, leads: 0 },
    ]);
    expect(report.sources).toEqual([
      { source: 'instagram', visitors: 1, leads: 1 },
      { source: 'direct', visitors: 1, leads: 0 },
      { source: 'google', visitors: 1, leads: 0 },
    ]);
    expect(report.pages).toEqual([
      { path: '/', pageviews: 2, leads: 1 },
      { path: '/about', pageviews: 1, leads: 0 },
      { path: '/blog', pageviews: 1, leads: 0 },
    ]);
    expect(report.campaigns).toEqual([{ campaign: 'spring', visitors: 1, leads: 1 }]);
    expect(report.devices).toEqual([
      { device: 'mobile', visitors: 2 },
      { device: 'tablet', visitors: 0 },
      { device: 'desktop', visitors: 1 },
    ]);
    expect(analyticsCsv(report)).toBe(
      'Date,Visitors,Page views,Leads\r\n2026-05-01,2,3,1\r\n2026-05-02,0,0,0\r\n2026-05-03,1,1,0\r\n',
    );

    // The next day holds the unattributed lead, under "unknown", and one from its afternoon; not the evening before.
    await createdAt((await insertConsultation(db, lead('c@example.com'))).id, '2026-05-03T12:00:00.000Z');
    await createdAt((await insertConsultation(db, lead('d@example.com'))).id, '2026-05-04T12:00:00.000Z');
    const next = await analyticsReport(db, { from: '2026-05-04', to: '2026-05-04' }, 'Asia/Kolkata');
    expect(next.totals).toEqual({ visitors: 0, pageviews: 0, leads: 2, conversion_rate: 0 });
    expect(next.sources).toEqual([{ source: 'unknown', visitors: 0, leads: 2 }]);
    expect(next.pages).toEqual([]);
  });

  it("counts the newsletter's confirmations by business day, and the readers subscribed now", async () => {
    const { db } = await counterAt('2026-05-01T06:00:00Z');
    /** A reader who asked and confirmed at `at` (the same moment: the link is fresh). */
    const confirmedAt = async (email: string, at: string) => {
      const asked = await requestSubscription(
        db,
        { email, first_name: null, source: '/blog', origin: 'https://coach.example' },
        new Date(at),
      );
      expect(await confirmSubscriber(db, asked!, new Date(at))).toBe(true);
      return asked!;
    };
    // 23:30 on 30 April in India, 00:30 on 1 May (both still 30 April in UTC), 23:45 on 1 May, noon on 3 May, and just
    // past midnight on 4 May.
    await confirmedAt('eve@example.com', '2026-04-30T18:00:00.000Z');
    await confirmedAt('early@example.com', '2026-04-30T19:00:00.000Z');
    await confirmedAt('late@example.com', '2026-05-01T18:15:00.000Z');
    const left = await confirmedAt('left@example.com', '2026-05-03T06:30:00.000Z');
    await confirmedAt('next-day@example.com', '2026-05-03T18:31:00.000Z');
    // Confirmed before the range, then refused for good by the reader's mail server.
    await confirmedAt('bounced@example.com', '2026-04-20T06:00:00.000Z');
    await suppressEmailAddress(db, 'bounced@example.com', 'hard bounce');
    // Asked and never confirmed.
    await requestSubscription(
      db,
      { email: 'pending@example.com', first_name: null, source: null, origin: 'https://coach.example' },
      new Date('2026-05-02T06:00:00.000Z'),
    );
    // Confirmed in the range and gone since: still a confirmation of its day, no longer a reader.
    await unsubscribe(db, left.id, new Date('2026-05-03T07:00:00.000Z'));

    const report = await analyticsReport(db, { from: '2026-05-01', to: '2026-05-03' }, 'Asia/Kolkata');
    expect(report.newsletter).toEqual({
      subscribed: 4,
      new_subscribers: 3,
      days: [
        { date: '2026-05-01', new_subscribers: 2 },
        { date: '2026-05-02', new_subscribers: 0 },
        { date: '2026-05-03', new_subscribers: 1 },
      ],
    });
    // The same instants in UTC days: the evening of 30 April holds both of its own, and so does 3 May.
    const utc = await analyticsReport(db, { from: '2026-04-30', to: '2026-05-03' }, 'UTC');
    expect(utc.newsletter.days).toEqual([
      { date: '2026-04-30', new_subscribers: 2 },
      { date: '2026-05-01', new_subscribers: 1 },
      { date: '2026-05-02', new_subscribers: 0 },
      { date: '2026-05-03', new_subscribers: 2 },
    ]);
    // A reader removed for good is neither counted now nor on the day they confirmed.
    await deleteSubscriber(db, left.id);
    const after = await analyticsReport(db, { from: '2026-05-03', to: '2026-05-04' }, 'Asia/Kolkata');
    expect(after.newsletter).toEqual({
      subscribed: 4,
      new_subscribers: 1,
      days: [
        { date: '2026-05-03', new_subscribers: 0 },
        { date: '2026-05-04', new_subscribers: 1 },
      ],
    });
  });

  it('counts leads other tools sent over REST under "api", and never as conversions of the visitors', async () => {
    const now = new Date().toISOString();
    const { db, counter } = await counterAt(now, 'UTC');
    counter.record(view({ path: '/' }));
    counter.record(view({ path: '/', address: '203.0.113.9', userAgent: 'Other' }));
    await counter.flush();
    const lead = (email: string) =>
      consultationInputSchema.parse({ name: 'A', email, phone: '9876543210', goal: 'weight_loss' });
    const fromTool = resolveAttribution(null, 'coach.example', 'api');
    expect(fromTool).toEqual({ source: 'api', medium: null, campaign: null, referrer: null, landing_page: null });
    // Without the REST door, a lead without attribution stays unattributed.
    expect(resolveAttribution(null, 'coach.example')).toBeNull();
    for (let i = 0; i < 252; i++) await insertConsultation(db, lead(`tool${i}@example.com`), fromTool);
    const landing = { landing_page: '/', referrer: null, utm_source: null, utm_medium: null, utm_campaign: null };
    await insertConsultation(db, lead('visitor@example.com'), resolveAttribution(landing, 'coach.example'));
    // A visitor whose link was tagged utm_source=api is a visitor all the same.
    const tagged = { ...landing, utm_source: 'api' };
    await insertConsultation(db, lead('tagged@example.com'), resolveAttribution(tagged, 'coach.example'));
    const today = now.slice(0, 10);
    const report = await analyticsReport(db, { from: today, to: today }, 'UTC');
    expect(report.totals).toEqual({ visitors: 2, pageviews: 2, leads: 254, conversion_rate: 100 });
    expect(report.sources).toContainEqual({ source: 'api', visitors: 0, leads: 253 });
  });
});
