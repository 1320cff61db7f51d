// What search engines and share previews read in the first HTML: recipe pages, canonical addresses, Open Graph and
// Twitter tags, JSON-LD, the sitemap and the share images.
import { SHARE_IMAGE } from '@coach/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_PAGES } from '../rest/feeds';
import { createTestServer } from '../test-support';

let t: Awaited<ReturnType<typeof createTestServer>>;
let admin: Record<string, string>;
let recipeId: number;
let hostileId: number;
let postId: number;
const HOST = 'coach.example';

beforeAll(async () => {
  t = await createTestServer({ web: true });
  admin = (await t.headers()).admin;
  const create = async (url: string, payload: object) =>
    (await t.app.inject({ method: 'POST', url, headers: admin, payload })).json();
  recipeId = (
    await create('/api/admin/recipes', {
      title: 'Masala Oats',
      description: 'Savoury oats with vegetables and spices.',
      ingredients: ['1 cup rolled oats', '1 small onion, chopped'],
      instructions: '1. Dry-roast the oats.\n2. Sauté the onion.\n3. Simmer together for five minutes.',
      meal_type: 'breakfast',
      prep_time: 5,
      cook_time: 10,
      servings: 2,
      calories_per_serving: 240,
      goal_type: 'weight_loss',
      youtube_video_id: 'dQw4w9WgXcQ',
    })
  ).recipe.id;
  hostileId = (
    await create('/api/admin/recipes', {
      title: 'Bad </script><script>alert(1)</script> oats',
      description: 'Ends </script> early & <b>bold</b>',
      ingredients: ['</script><img src=x onerror=alert(1)>'],
      meal_type: 'snack',
      image_url: '/uploads/../../../../etc/hostname',
    })
  ).recipe.id;
  postId = (
    await create('/api/admin/blogs', {
      title: 'Eating for PCOS',
      excerpt: 'What to eat, and when, to balance hormones with PCOS.',
      content: '<p>Body</p>',
      category: 'Disease Management',
      read_time: '4 min read',
    })
  ).blog.id;
});
afterAll(() => t.stop());

const get = async (url: string, host = HOST) => {
  const res = await t.app.inject({ method: 'GET', url, headers: { host } });
  return { ...res, text: res.body.replace(/<!-- -->/g, '') };
};
const meta = (html: string, key: string) =>
  [...html.matchAll(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`, 'g'))].map((m) => m[1]);
const canonicals = (html: string) => [...html.matchAll(/<link rel="canonical" href="([^"]*)"/g)].map((m) => m[1]);
type Ld = { '@type': string } & Record<string, unknown>;
const jsonLd = (html: string): Ld[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
const ofType = (html: string, type: string) => jsonLd(html).filter((d) => d['@type'] === type);

describe('the recipe page', () => {
  it('is rendered with its content in the first HTML, at the id-slug address and the bare id', async () => {
    for (const url of [`/recipes/${recipeId}-masala-oats`, `/recipes/${recipeId}`, `/recipes/${recipeId}-old-name`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      const html = res.text;
      expect(html).toContain('<title>Masala Oats | NutriWell</title>');
      expect(html).toMatch(/<h1[^>]*>Masala Oats<\/h1>/);
      expect(html).toContain('Savoury oats with vegetables and spices.');
      expect(html).toContain('1 small onion, chopped');
      expect(html).toContain('Simmer together for five minutes.');
      expect(html).toMatch(/Prep time<\/dt><dd[^>]*>5 min/);
      expect(html).toMatch(/Cook time<\/dt><dd[^>]*>10 min/);
      expect(html).toMatch(/Total time<\/dt><dd[^>]*>15 min/);
      expect(html).toMatch(/Servings<\/dt><dd[^>]*>2</);
      expect(html).toMatch(/Per serving<\/dt><dd[^>]*>240 kcal/);
      expect(html).toContain('Weight loss');
      expect(html).toContain('aria-label="Play video: Masala Oats"');
      expect(html).not.toContain('<iframe');
      expect(html).toContain('href="/contact"');
      expect(html).toContain('href="/services"');
      expect(html).toContain('More Recipes to Try');
      expect(canonicals(html)).toEqual([`http://${HOST}/recipes/${recipeId}-masala-oats`]);
    }
  });

  it('is a 404 page with status 404 for an unknown or malformed id', async () => {
    for (const url of ['/recipes/999999', '/recipes/999999-masala-oats', '/recipes/abc', '/recipes/0', '/recipes/1x']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.text, url).toContain('Recipe Not Found');
      expect(canonicals(res.text)).toEqual([]);
    }
  });

  it('carries Recipe and BreadcrumbList data', async () => {
    const html = (await get(`/recipes/${recipeId}`)).text;
    const [recipe] = ofType(html, 'Recipe');
    expect(recipe).toMatchObject({
      name: 'Masala Oats',
      recipeIngredient: ['1 cup rolled oats', '1 small onion, chopped'],
      prepTime: 'PT5M',
      cookTime: 'PT10M',
      totalTime: 'PT15M',
      recipeYield: ['2', '2 servings'],
      nutrition: { calories: '240 calories' },
      recipeCategory: 'Breakfast',
      video: { '@type': 'VideoObject', embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' },
    });
    expect(recipe?.recipeInstructions).toHaveLength(3);
    const [crumbs] = ofType(html, 'BreadcrumbList');
    expect(((crumbs?.itemListElement ?? []) as Array<{ item: string }>).map((i) => i.item)).toEqual([
      `http://${HOST}/`,
      `http://${HOST}/recipes`,
      `http://${HOST}/recipes/${recipeId}-masala-oats`,
    ]);
  });

  it('stored text cannot end the JSON-LD script or reach the page as markup', async () => {
    const res = await get(`/recipes/${hostileId}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body).not.toContain('<img src=x');
    const [recipe] = ofType(res.text, 'Recipe');
    expect(recipe?.name).toBe('Bad </script><script>alert(1)</script> oats');
    expect(recipe?.description).toBe('Ends </script> early & <b>bold</b>');
    expect(recipe?.recipeIngredient).toEqual(['</script><img src=x onerror=alert(1)>']);
  });

  it('is listed in the sitemap, and the recipe cards lead to it', async () => {
    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).toContain(`<loc>http://${HOST}/recipes/${recipeId}-masala-oats</loc>`);
    expect(sitemap).toContain(`<loc>http://${HOST}/recipes/${hostileId}-bad-scriptscriptalert1script-oats</loc>`);
    expect((await get('/recipes')).text).toContain(`href="/recipes/${recipeId}-masala-oats"`);
  });
});

describe('head tags on every public page', () => {
  const pages = () => [...PUBLIC_PAGES, `/recipes/${recipeId}-masala-oats`, `/blog/${postId}`];

  it('each has one canonical address, its description, and Open Graph and Twitter tags with a sized image', async () => {
    for (const path of pages()) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(200);
      const html = res.text;
      const canonical = `http://${HOST}${path}`;
      expect(canonicals(html), path).toEqual([canonical]);
      expect(meta(html, 'description'), path).toHaveLength(1);
      expect(meta(html, 'description')[0]!.length, path).toBeGreaterThanOrEqual(20);
      expect(meta(html, 'og:url'), path).toEqual([canonical]);
      expect(meta(html, 'og:title')[0], path).toMatch(/NutriWell/);
      expect(meta(html, 'og:description'), path).toEqual(meta(html, 'description'));
      expect(meta(html, 'og:image')[0], path).toMatch(new RegExp(`^http://${HOST}/share/`));
      expect(meta(html, 'og:image:width'), path).toEqual([String(SHARE_IMAGE.width)]);
      expect(meta(html, 'og:image:height'), path).toEqual([String(SHARE_IMAGE.height)]);
      expect(meta(html, 'twitter:card'), path).toEqual(['summary_large_image']);
      expect(meta(html, 'twitter:image'), path).toEqual(meta(html, 'og:image'));
      // Every share image named is one this server answers with an image.
      const image = await get(meta(html, 'og:image')[0]!.slice(`http://${HOST}`.length));
      expect(image.statusCode, path).toBe(200);
      expect(image.headers['content-type'], path).toMatch(/^image\/(png|jpeg)$/);
    }
  });

  it('the canonical address follows PUBLIC_URL when it is set, whatever the request host', async () => {
    const configured = await createTestServer({ web: true, publicUrl: 'https://www.greenplate.example' });
    try {
      const res = await configured.app.inject({
        method: 'GET',
        url: '/recipes?meal_type=lunch',
        headers: { host: 'evil.example' },
      });
      expect(canonicals(res.body)).toEqual(['https://www.greenplate.example/recipes']);
      expect(meta(res.body, 'og:image')[0]).toBe('https://www.greenplate.example/share/site.png');
    } finally {
      await configured.stop();
    }
  });

  it("the home page describes the business from Settings, so the owner's edits show", async () => {
    const settings = (await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: admin })).json()
      .settings;
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: admin,
      payload: {
        ...settings,
        business_name: 'Green Plate',
        consultation_hours: 'Mon-Fri 10AM-6PM',
        instagram_url: 'https://instagram.com/greenplate',
      },
    });
    expect(put.statusCode).toBe(200);
    const html = (await get('/')).text;
    const [business] = ofType(html, 'DietNutrition');
    expect(business).toMatchObject({
      name: 'Green Plate',
      url: `http://${HOST}/`,
      telephone: settings.phone,
      email: settings.email,
      areaServed: 'Worldwide',
      sameAs: ['https://instagram.com/greenplate'],
      openingHoursSpecification: [{ opens: '10:00', closes: '18:00' }],
    });
    expect(ofType(html, 'WebSite')[0]).toMatchObject({ name: 'Green Plate' });
    expect(ofType(html, 'Person')[0]).toMatchObject({ name: settings.owner_name });
    expect(meta(html, 'og:site_name')).toEqual(['Green Plate']);
  });

  it('the recipe and blog lists carry an ItemList of their items; a post its BlogPosting and breadcrumbs', async () => {
    type Item = { name: string; url: string };
    const recipeList = ofType((await get('/recipes')).text, 'ItemList')[0];
    expect(recipeList?.itemListElement as Item[]).toContainEqual(
      expect.objectContaining({ name: 'Masala Oats', url: `http://${HOST}/recipes/${recipeId}-masala-oats` }),
    );
    const blogList = ofType((await get('/blog')).text, 'ItemList')[0];
    expect(blogList?.itemListElement as Item[]).toContainEqual(
      expect.objectContaining({ name: 'Eating for PCOS', url: `http://${HOST}/blog/${postId}` }),
    );
    // Every item of both lists has its name.
    for (const list of [recipeList, blogList]) {
      for (const item of (list?.itemListElement ?? []) as Item[]) expect(item.name).toMatch(/\S/);
    }
    const post = (await get(`/blog/${postId}`)).text;
    expect(ofType(post, 'BlogPosting')[0]).toMatchObject({
      headline: 'Eating for PCOS',
      mainEntityOfPage: { '@id': `http://${HOST}/blog/${postId}` },
    });
    expect(ofType(post, 'BreadcrumbList')).toHaveLength(1);
  });
});

describe('share images', () => {
  it('the site picture and logo are drawn here at their stated sizes', async () => {
    const site = await get('/share/site.png');
    expect(site.headers['content-type']).toBe('image/png');
    expect(await sharp(site.rawPayload).metadata()).toMatchObject({ width: 1200, height: 630, format: 'png' });
    const logo = await get('/share/logo.png');
    expect(await sharp(logo.rawPayload).metadata()).toMatchObject({ width: 512, height: 512, format: 'png' });
  });

  it('a cover is cut to 1200x630, kept for good only at its current version', async () => {
    const recipe = (
      await t.app.inject({ method: 'GET', url: `/api/admin/recipes?search=Masala`, headers: admin })
    ).json().recipes[0];
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/recipes/${recipeId}`,
      headers: admin,
      payload: { image_url: '/images/blog/default.jpg' },
    });
    const html = (await get(`/recipes/${recipeId}`)).text;
    const url = meta(html, 'og:image')[0]!.slice(`http://${HOST}`.length);
    expect(url).toMatch(new RegExp(`^/share/recipes/${recipeId}\\.jpg\\?v=\\d{17}$`));
    const res = await get(url);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ width: 1200, height: 630, format: 'jpeg' });
    const stale = await get(`/share/recipes/${recipeId}.jpg?v=${recipe.updated_at.replace(/\D/g, '')}`);
    expect(stale.headers['cache-control']).toBe('public, max-age=86400');
  });

  it("a cover outside the site's folders is never read: the site picture stands in", async () => {
    const res = await get(`/share/recipes/${hostileId}.jpg`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ width: 1200, height: 630 });
  });

  it('unknown or malformed ids and unpublished posts are clear errors', async () => {
    expect((await get('/share/recipes/999999.jpg')).statusCode).toBe(404);
    expect((await get('/share/blog/999999.jpg')).json()).toEqual({ error: 'Post not found' });
    for (const url of ['/share/recipes/abc.jpg', '/share/recipes/1.png', '/share/blog/0.jpg']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toHaveProperty('error');
    }
  });
});
