// Stored text never breaks a page. A server of this file's own (its database is filled with hostile text, which
// must not reach other tests' pages): the corpus goes in through every write path that takes text, what no person
// types is refused with the field named, and then every public and admin page is opened in Chromium with no page
// error, no content-security-policy violation and its content shown. And a page whose browser code fails keeps the
// server's content.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SITE_PAGE_KEYS } from '@coach/shared';
import { TYPEABLE_HOSTILE_TEXT, UNTYPEABLE_HOSTILE_TEXT } from '@coach/shared/hostile-text';
import { type APIRequestContext, type Page, request as playwrightRequest } from '@playwright/test';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../../../scripts/server-flags.mjs';
import { E2E_PORT } from '../playwright.config';
import { expect, test } from './fixtures';
import { FIXED_PUBLIC_PAGES } from './public-pages';

const PORT = E2E_PORT + 12;
const BASE = `http://127.0.0.1:${PORT}`;
const ADMIN = { username: 'hostile-admin', password: 'hostile-password-123' };
const SERVER_MAIN = fileURLToPath(new URL('../../server/dist/main.js', import.meta.url));

const typeable = Object.values(TYPEABLE_HOSTILE_TEXT);
/** The typeable corpus in one line of at most `max` characters (the long word goes where long text is allowed). */
const line = (max: number) =>
  typeable
    .filter((text) => text !== TYPEABLE_HOSTILE_TEXT.longWord)
    .join(' · ')
    .replace(/[\r\n]+/g, ' ')
    .slice(0, max)
    .trim();
const longText = typeable.join('\n\n');

let server: ChildProcess;
let api: APIRequestContext;
let admin: { authorization: string };
let visitor: { 'x-encrypted-token': string };
const created = { recipe: 0, transformation: 0, post: 0 };

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: BASE });

test.beforeAll(async () => {
  server = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_MAIN], {
    env: {
      ...process.env,
      ...SERVER_ENV,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'coach-e2e-hostile-')),
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      LEAD_RATE_LIMIT_PER_HOUR: '0',
    },
    stdio: 'ignore',
  });
  api = await playwrightRequest.newContext({ baseURL: BASE });
  await expect(async () => expect((await api.get('/api/health')).ok()).toBe(true)).toPass({ timeout: 30_000 });
  const login = await api.post('/api/admin/login', { data: ADMIN });
  admin = { authorization: `Bearer ${(await login.json()).access_token}` };
  const apiKey = /"apiKey":"([^"]+)"/.exec(await (await api.get('/')).text())?.[1] ?? '';
  const token = await api.post('/api/auth/token', { headers: { 'x-api-key': apiKey } });
  visitor = { 'x-encrypted-token': (await token.json()).encrypted_token };
});

test.afterAll(async () => {
  await api?.dispose();
  server?.kill('SIGTERM');
});

/** A write that must be taken: answers 2xx; its JSON is returned. */
async function write(method: 'post' | 'put', url: string, headers: object, data: object) {
  const res = await api[method](url, { headers: headers as Record<string, string>, data });
  expect(res.status(), `${method} ${url}: ${(await res.text()).slice(0, 300)}`).toBeLessThan(300);
  return res.json();
}

/** A write that must be refused: 400 with an error that names the field first. */
async function refused(method: 'post' | 'put', url: string, headers: object, data: object, field: string) {
  const res = await api[method](url, { headers: headers as Record<string, string>, data });
  expect(res.status(), `${method} ${url} ${field}: ${(await res.text()).slice(0, 300)}`).toBe(400);
  expect((await res.json()).error).toMatch(new RegExp(`^${field}: `));
}

const recipe = (title: string) => ({
  title,
  description: line(2000),
  ingredients: typeable.filter((t) => t.length <= 300),
  instructions: longText,
  meal_type: 'breakfast',
  is_featured: true,
});
const transformation = (client_name: string) => ({
  client_name,
  before_weight: 92,
  after_weight: 80,
  duration_months: 4,
  goal_type: 'weight_loss',
  story: line(5000),
  testimonial: line(2000),
  is_featured: true,
});
const post = (title: string) => ({
  title,
  excerpt: line(500),
  category: 'Nutrition',
  content: typeable.map((text) => `<p>${text.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</p>`).join(''),
  read_time: '3 min read',
  featured: true,
  published: true,
});
const banner = (title: string) => ({
  name: line(100),
  title,
  subtitle: line(200),
  description: line(1000),
  features: typeable.filter((t) => t.length <= 200).slice(0, 5),
  delay_seconds: 0,
  position: 'bottom-right',
});
const lead = (name: string) => ({
  name,
  email: 'hostile@example.com',
  phone: '+91 98765 43210',
  goal: 'weight_loss',
  health_conditions: line(2000),
  message: longText.slice(0, 5000),
});
const contact = (subject: string) => ({
  name: line(100),
  email: 'hostile@example.com',
  subject,
  message: longText.slice(0, 5000),
});
const reader = (first_name: string, source: string) => ({ email: 'hostile@example.com', first_name, source });

/** Choices from a fixed list or a fixed pattern (an anchor, an icon, a link, a picture's address): not free text. */
const NOT_TEXT = new Set(['anchor', 'icon', 'link_path', 'link_anchor', 'learn_more_path', 'url']);

/** Every free-text field of a page's content set to `text(max)`. */
function poisonPage(content: unknown, text: (path: string) => string, path = ''): unknown {
  if (typeof content === 'string') return NOT_TEXT.has(path.split('.').pop() ?? '') ? content : text(path);
  if (Array.isArray(content)) return content.map((item, i) => poisonPage(item, text, `${path}.${i}`));
  if (content && typeof content === 'object') {
    return Object.fromEntries(
      Object.entries(content).map(([key, value]) => [key, poisonPage(value, text, path ? `${path}.${key}` : key)]),
    );
  }
  return content;
}

/**
 * Every edited page gets the corpus in each of its text fields, each as long as the field takes (the server names a
 * field that is too long, with its limit, and the field is shortened to it), and is published.
 */
async function publishHostilePages() {
  for (const page of SITE_PAGE_KEYS) {
    const limits = new Map<string, number>();
    const view = await (await api.get(`/api/admin/pages/${page}`, { headers: admin })).json();
    let version: number | undefined;
    for (let attempt = 0; attempt < 200 && version === undefined; attempt++) {
      const content = poisonPage(view.content, (path) => line(limits.get(path) ?? 1200));
      const res = await api.put(`/api/admin/pages/${page}/draft`, {
        headers: admin,
        data: { version: view.version, content },
      });
      const answer = await res.json();
      if (res.ok()) version = answer.version;
      else {
        const tooLong = /^(.+): Must be at most (\d+) characters$/.exec(answer.error);
        expect(tooLong, `${page}: ${answer.error}`).not.toBeNull();
        limits.set(tooLong?.[1] as string, Number(tooLong?.[2]));
      }
    }
    expect(version, page).toBeDefined();
    await write('post', `/api/admin/pages/${page}/publish`, admin, { version });
  }
}

test('hostile text goes in through every write path; what no person types is refused with its field', async () => {
  created.recipe = (await write('post', '/api/admin/recipes', admin, recipe(line(200)))).recipe.id;
  created.transformation = (
    await write('post', '/api/admin/transformations', admin, transformation(line(100)))
  ).transformation.id;
  created.post = (await write('post', '/api/admin/blogs', admin, post(line(200)))).blog.id;
  await write('post', '/api/admin/banners', admin, banner(line(200)));
  await write('post', '/api/consultation', visitor, lead(line(100)));
  await write('post', '/api/contact', visitor, contact(line(200)));
  await write('post', '/api/newsletter/subscribe', visitor, reader(line(60), line(200)));
  const settings = (await (await api.get('/api/admin/settings', { headers: admin })).json()).settings;
  await write('put', '/api/admin/settings', admin, {
    ...settings,
    business_name: line(80),
    owner_name: line(80),
    owner_short_name: line(40),
    tagline: line(120),
    credentials: line(120),
    street_address: line(120),
    city: line(80),
    country: line(80),
  });
  await publishHostilePages();
  const about = await (await api.get('/api/admin/pages/about', { headers: admin })).json();
  const availability = await (await api.get('/api/admin/availability', { headers: admin })).json();
  await write('put', '/api/admin/availability', admin, {
    ...availability,
    blocked: [{ start: '2099-01-05T09:00', end: '2099-01-05T10:00', reason: line(200) }],
  });

  for (const [name, text] of Object.entries(UNTYPEABLE_HOSTILE_TEXT)) {
    await test.step(name, async () => {
      await refused('post', '/api/admin/recipes', admin, recipe(text), 'title');
      await refused('post', '/api/admin/transformations', admin, transformation(text), 'client_name');
      await refused('post', '/api/admin/blogs', admin, post(text), 'title');
      await refused('post', '/api/admin/banners', admin, banner(text), 'title');
      await refused('post', '/api/consultation', visitor, lead(text), 'name');
      await refused('post', '/api/contact', visitor, contact(text), 'subject');
      await refused('post', '/api/newsletter/subscribe', visitor, reader(text, '/blog'), 'first_name');
      await refused('put', '/api/admin/settings', admin, { ...settings, business_name: text }, 'business_name');
      await refused('put', '/api/admin/settings', admin, { ...settings, tagline: text }, 'tagline');
      const story = { ...about.content.sections.story, heading: text };
      await refused(
        'put',
        '/api/admin/pages/about/draft',
        admin,
        { version: about.version, content: { ...about.content, sections: { ...about.content.sections, story } } },
        'sections.story.heading',
      );
    });
  }
});

/** Opens a page and waits until React has it (or the test fails on the page error that stopped it). */
async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 15_000 });
  const main = page.locator('main').first();
  await expect(main.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
  await expect.poll(async () => (await main.textContent())?.trim().length, { message: path }).toBeGreaterThan(20);
}

test('every public page shows the stored text with no page error or policy violation', async ({ page }) => {
  test.setTimeout(90_000);
  const paths = [...FIXED_PUBLIC_PAGES, `/recipes/${created.recipe}`, `/blog/${created.post}`];
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of paths) {
      await open(page, path);
      // A 10,000-letter word wraps: the page never scrolls sideways.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `${path} at ${width}px`,
      ).toBeLessThanOrEqual(width);
    }
  }
  // The business name from the settings names the header's logo, as text.
  await expect(page.getByRole('banner').getByRole('img', { name: TYPEABLE_HOSTILE_TEXT.scriptEnd })).toBeVisible();
  await open(page, `/recipes/${created.recipe}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(TYPEABLE_HOSTILE_TEXT.scriptEnd);
});

test('every admin page shows the stored text with no page error or policy violation', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/admin/login');
  const session = await api.post('/api/admin/login', { data: ADMIN });
  const { access_token, admin: user } = await session.json();
  await page.evaluate(
    ([token, who]) => {
      localStorage.setItem('admin_token', token);
      localStorage.setItem('admin_user', who);
    },
    [access_token, JSON.stringify(user)] as const,
  );
  // Pages that list the stored records show the text itself.
  const showsText = [
    '/admin/consultations',
    '/admin/contacts',
    '/admin/subscribers',
    '/admin/recipes',
    '/admin/transformations',
    '/admin/blogs',
  ];
  for (const path of [
    '/admin/dashboard',
    ...showsText,
    `/admin/blogs/${created.post}/edit`,
    '/admin/campaigns',
    '/admin/calendar',
    '/admin/availability',
    '/admin/analytics',
    '/admin/audit',
    '/admin/privacy',
    '/admin/security',
    '/admin/settings',
    '/admin/pages',
    ...SITE_PAGE_KEYS.map((key) => `/admin/pages/${key}`),
  ]) {
    await open(page, path);
    if (showsText.includes(path)) {
      await expect(page.getByText(TYPEABLE_HOSTILE_TEXT.scriptEnd).first(), path).toBeVisible();
    }
  }
});

test.describe('a public page whose script fails', () => {
  // Public pages are complete HTML and never hydrated as a whole (decision 178): whatever their one script meets, what
  // the server drew stays, stored text shown as text.
  async function expectServerPageKept(page: Page) {
    await expect(page.getByRole('heading', { level: 1, name: 'Healthy Recipes' })).toBeVisible();
    await expect(page.getByRole('link', { name: TYPEABLE_HOSTILE_TEXT.scriptEnd }).first()).toBeVisible();
  }

  test('when its script is refused by the policy, the server content stays', async ({ page, allowProblem }) => {
    allowProblem(/Content Security Policy|Refused to load the script|cdn\.invalid/);
    await page.route('**/recipes', async (route) => {
      const response = await route.fetch();
      // A script the page's policy does not allow in place of its own.
      const body = (await response.text()).replace(/"\/assets\/main-[\w-]+\.js"/, '"https://cdn.invalid/x.js"');
      await route.fulfill({ response, body });
    });
    await page.goto('/recipes');
    await expectServerPageKept(page);
  });

  test('when its script does not load, the server content stays', async ({ page, allowProblem }) => {
    allowProblem(/ERR_FAILED|main-[\w-]+\.js/);
    await page.route(/\/assets\/main-[^/]*\.js$/, (route) => route.abort());
    await page.goto('/recipes');
    await expectServerPageKept(page);
  });
});
