// Server rendering against the production web build (npm test builds it first).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from '../test-support';
import { webDistDir } from './renderer';

let t: Awaited<ReturnType<typeof createTestServer>>;
beforeAll(async () => {
  t = await createTestServer({ web: true });
  await t.db
    .insertInto('recipes')
    .values([
      { title: 'Ragi Dosa <b>crispy</b>', meal_type: 'breakfast', is_featured: 1 },
      { title: 'Sprout Chaat', meal_type: 'snack', is_featured: 0 },
    ])
    .execute();
});
afterAll(() => t.stop());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('server-rendered pages', () => {
  it('/recipes holds the recipes, its own title, description and Open Graph tags', async () => {
    const res = await get('/recipes');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<title>Healthy Recipes | NutriWell</title>');
    expect(res.body).toMatch(/<meta name="description" content="Simple, dietitian-approved recipe videos/);
    expect(res.body).toMatch(/<meta property="og:title" content="Healthy Recipes \| NutriWell"/);
    expect(res.body).toContain('Sprout Chaat');
    // Visitor-supplied text is escaped, never markup.
    expect(res.body).toContain('Ragi Dosa &lt;b&gt;crispy&lt;/b&gt;');
    expect(res.body).not.toContain('<b>crispy</b>');
  });

  it('/ has its own title and the featured recipes', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>NutriWell | Dietitian-led Nutrition Coaching</title>');
    expect(res.body).toContain('Ragi Dosa');
    expect(res.body).not.toContain('Sprout Chaat');
  });

  it('a meal-type filter in the URL is rendered, with the empty message word for word', async () => {
    const res = await get('/recipes?meal_type=dinner');
    expect(res.body).toContain('No dinner recipes found. Try a different filter or check back later.');
  });

  it('unknown pages get the 404 page with status 404, which search engines are told not to index', async () => {
    const res = await get('/no-such-page');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Page not found');
    expect(res.body).toMatch(/<meta name="robots" content="noindex"/);
    const missingPost = await get('/blog/999999');
    expect(missingPost.statusCode).toBe(404);
    expect(missingPost.body).toMatch(/<meta name="robots" content="noindex"/);
    // Pages that are found are indexed.
    expect((await get('/recipes')).body).not.toMatch(/<meta name="robots"/);
  });

  it('answers HEAD like GET without a body', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/recipes' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
  });

  it('hands the public key to the browser at render time as inert JSON', async () => {
    const res = await get('/');
    expect(res.body).toContain(
      `<script type="application/json" id="public-config">{"apiKey":"${t.config.publicApiKey}"`,
    );
    const clientFiles = readFileSync(join(webDistDir(), 'client', '.vite', 'manifest.json'), 'utf8');
    expect(clientFiles).not.toContain(t.config.publicApiKey);
  });

  it('serves the admin portal as a client-only shell', async () => {
    const res = await get('/admin/login');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('Admin Sign In');
  });

  it('loads one script, the public pages’ own, and carries no router state or query cache', async () => {
    const res = await get('/recipes');
    const html = res.body;
    // No script tag fetches anything: an inline loader imports it once the first screen is painted (decision 181),
    // with what it imports at once beside it.
    expect(html).not.toMatch(/<script[^>]+src=/);
    const loader = /<script>(self\.__arrivedAt=Date\.now\(\);[^<]*)<\/script>/.exec(html)?.[1] ?? '';
    expect(loader).toMatch(/import\("\/assets\/main-[\w-]+\.js"\)\}\);$/);
    expect(loader).toContain('first-contentful-paint');
    const preloads = JSON.parse(/(\[[^\]]*\])\.forEach/.exec(loader)?.[1] ?? 'null') as string[];
    expect(preloads.length).toBeGreaterThan(0);
    for (const href of preloads) expect(href).toMatch(/^\/assets\/[\w-]+\.js$/);
    expect(html).not.toMatch(/<link[^>]+rel="modulepreload"/);
    expect(html).not.toMatch(/entry-client-[\w-]+\.js/);
    expect(html).not.toContain('$_TSR');
    expect(html).not.toContain('__scriptsAfterPaint');
    // The portal's pages keep the client app.
    expect((await get('/admin/login')).body).toMatch(/import\("\/assets\/entry-client-[\w-]+\.js"\)/);
  });

  it('serves built assets with long cache headers', async () => {
    const html = (await get('/')).body;
    const script = /import\("(\/assets\/main-[^"]+\.js)"\)/.exec(html)?.[1];
    expect(script).toBeDefined();
    const asset = await get(script!);
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('admin code stays out of the public pages', () => {
  it('no script or preload of a public page contains admin text', async () => {
    const html = (await get('/recipes')).body;
    const urls = [...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
    expect(urls.length).toBeGreaterThan(0);
    for (const url of new Set(urls)) {
      const js = readFileSync(join(webDistDir(), 'client', url), 'utf8');
      for (const adminText of ['Admin Sign In', 'Signing in...', 'Sign Out', 'Welcome back', 'View Website']) {
        expect(js.includes(adminText), `${url} contains "${adminText}"`).toBe(false);
      }
    }
  });
});

describe('with an empty database', () => {
  it('shows the empty message for all recipes', async () => {
    const empty = await createTestServer({ web: true });
    const res = await empty.app.inject({ method: 'GET', url: '/recipes' });
    expect(res.body).toContain('No recipes available yet. Check back later!');
    await empty.stop();
  });
});
