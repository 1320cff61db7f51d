// The first run: with no administrator, the setup link opens /setup once; finishing it creates the administrator
// (password rule), saves the business and its colours, removes the demo content if asked, signs her in, and closes
// /setup for good.
import { createHash } from 'node:crypto';
import { openSetup } from '@coach/api';
import { getSetting, seedDemoContent, setSetting } from '@coach/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, SETUP_ANSWERS } from './test-support';

let t: Awaited<ReturnType<typeof createTestServer>>;
let visitor: Record<string, string>;
let token: string;
beforeAll(async () => {
  t = await createTestServer({ web: true, admin: false });
  visitor = { 'x-encrypted-token': await t.publicToken() };
  await seedDemoContent(t.db, t.config.uploadsDir);
  token = (await openSetup(t.db)) as string;
  expect(token).toMatch(/^[\w-]{43}$/);
  // Only the link's hash is kept.
  expect(await getSetting(t.db, 'setup_token_sha256')).toBe(createHash('sha256').update(token).digest('hex'));
});
afterAll(() => t.stop());

const setup = (payload: object, headers = visitor) =>
  t.app.inject({ method: 'POST', url: '/api/setup', headers, payload });
const hers = () => ({
  ...SETUP_ANSWERS,
  token,
  brand_color: '#7c3aed',
  accent_color: '#fde047',
  keep_demo_content: false,
});

describe('the first run', () => {
  it('opens /setup only for the printed link, never cached', async () => {
    for (const url of ['/setup', '/setup?token=nope', `/setup?token=${token}x`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
    const open = await t.app.inject({ method: 'GET', url: `/setup?token=${token}` });
    expect(open.statusCode).toBe(200);
    expect(open.body).toContain('Set up your site');
    expect(open.body).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    expect(open.headers['cache-control']).toMatch(/no-store/);
    const opened = await t.app.inject({ method: 'GET', url: `/api/setup?token=${token}`, headers: visitor });
    expect(opened.json()).toEqual({ open: true });
    await t.expectDocumented('GET', '/api/setup', opened);
    const closed = await t.app.inject({ method: 'GET', url: '/api/setup', headers: visitor });
    expect(closed.json()).toEqual({ open: false });
    await t.expectDocumented('GET', '/api/setup', closed);
  });

  it('checks every field, the password rule and the colours, and creates nothing until all pass', async () => {
    expect((await setup(hers(), {})).statusCode).toBe(401);
    const cases: Array<[object, RegExp]> = [
      [{ password: 'short' }, /^password: Password must be at least 10 characters$/],
      [{ password: 'password123' }, /^password: /],
      [{ password: 'meera12345' }, /^password: /],
      // Guessable only because it is the product's name.
      [{ password: 'nutriwell2026' }, /^password: /],
      [{ password: undefined }, /^password: Password is required$/],
      [{ password: 'x'.repeat(201) }, /^password: Password must be at most 200 characters$/],
      [{ username: ' ' }, /^username: Username is required$/],
      [{ business_name: '' }, /^business_name: Business name is required$/],
      [{ email: 'not-an-email' }, /^email: /],
      [{ brand_color: '#a3e635' }, /^brand_color: #a3e635 gives white text on brand buttons a contrast of/],
      [{ token: 'nope' }, /^Not found$/],
    ];
    for (const [change, error] of cases) {
      const res = await setup({ ...hers(), ...change });
      expect(res.statusCode, JSON.stringify(change)).toBeGreaterThanOrEqual(400);
      expect(res.json().error).toMatch(error);
      await t.expectDocumented('POST', '/api/setup', res);
    }
    expect(await t.db.selectFrom('administrators').select('id').execute()).toEqual([]);
  });

  it('creates her administrator, saves the business, removes the demo content, signs her in, and closes for good', async () => {
    // The home page as cached before: the setup renews it.
    expect((await t.app.inject({ method: 'GET', url: '/' })).body).not.toContain('Greenleaf Clinic');
    const done = await setup(hers());
    expect(done.statusCode, done.body).toBe(201);
    await t.expectDocumented('POST', '/api/setup', done);
    expect(done.json()).toMatchObject({ admin: { full_name: 'Meera Iyer', email: 'meera@greenleaf.example' } });
    const admin = { authorization: `Bearer ${done.json().access_token}` };
    const settings = (await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: admin })).json()
      .settings;
    expect(settings).toMatchObject({
      business_name: 'Greenleaf Clinic',
      owner_short_name: 'Meera',
      brand_color: '#7c3aed',
    });
    const demo = (await t.app.inject({ method: 'GET', url: '/api/admin/demo-content', headers: admin })).json();
    expect(demo.summary).toBe('nothing');
    const home = await t.app.inject({ method: 'GET', url: '/' });
    expect(home.body).toContain('Greenleaf Clinic');
    expect(home.body).toContain('--color-brand-600:#7c3aed');

    const log = (await t.app.inject({ method: 'GET', url: '/api/admin/audit?per_page=50', headers: admin })).json();
    expect(log.entries.map((e: { action: string }) => e.action)).toEqual(
      expect.arrayContaining(['setup.complete', 'demo.remove', 'sign_in']),
    );
    expect(log.entries.find((e: { action: string }) => e.action === 'demo.remove')).toMatchObject({ admin: 'meera' });
    expect(log.entries.find((e: { action: string }) => e.action === 'setup.complete')).toMatchObject({
      admin: 'meera',
      fields: ['administrator', 'settings'],
    });

    // The same link again, or any other: /setup is gone.
    expect((await t.app.inject({ method: 'GET', url: `/setup?token=${token}` })).statusCode).toBe(404);
    const again = await setup({ ...hers(), username: 'intruder' });
    expect(again.statusCode).toBe(404);
    await t.expectDocumented('POST', '/api/setup', again);
    expect(await t.db.selectFrom('administrators').select('username').execute()).toEqual([{ username: 'meera' }]);
    // A restart with an administrator makes no link.
    expect(await openSetup(t.db)).toBeNull();
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: 'meera', password: 'turmeric lentil monsoon garden' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('lets one of two requests with the same link through, keeps the demo content when asked, and survives a used link', async () => {
    const other = await createTestServer({ web: true, admin: false });
    try {
      const headers = { 'x-encrypted-token': await other.publicToken() };
      await seedDemoContent(other.db, other.config.uploadsDir);
      // A link already used (its hash cleared) with no administrator yet: closed, not a fault.
      await setSetting(other.db, 'setup_token_sha256', '');
      expect((await other.app.inject({ method: 'GET', url: '/api/setup?token=anything', headers })).json()).toEqual({
        open: false,
      });
      const link = (await openSetup(other.db)) as string;
      const send = (username: string) =>
        other.app.inject({
          method: 'POST',
          url: '/api/setup',
          headers,
          payload: { ...hers(), token: link, username, keep_demo_content: true },
        });
      expect((await other.app.inject({ method: 'GET', url: '/' })).body).not.toContain('Greenleaf Clinic');
      const answers = await Promise.all([send('first'), send('second')]);
      // The cached home page is renewed with the business's name.
      expect((await other.app.inject({ method: 'GET', url: '/' })).body).toContain('Greenleaf Clinic');
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 404]);
      expect(await other.db.selectFrom('administrators').select('id').execute()).toHaveLength(1);
      const admin = { authorization: `Bearer ${answers.find((a) => a.statusCode === 201)!.json().access_token}` };
      const demo = (await other.app.inject({ method: 'GET', url: '/api/admin/demo-content', headers: admin })).json();
      expect(demo.counts.recipes).toBeGreaterThan(0);
      // A link made before an administrator came another way (the command line) opens nothing.
      await setSetting(other.db, 'setup_token_sha256', createHash('sha256').update('made-earlier').digest('hex'));
      expect((await other.app.inject({ method: 'GET', url: '/api/setup?token=made-earlier', headers })).json()).toEqual(
        {
          open: false,
        },
      );
    } finally {
      await other.stop();
    }
  });
});
