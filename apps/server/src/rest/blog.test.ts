import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from '../test-support';

let t: Awaited<ReturnType<typeof createTestServer>>;
let admin: Record<string, string>;
let visitor: Record<string, string>;
beforeAll(async () => {
  t = await createTestServer();
  ({ admin, visitor } = await t.headers());
});
afterAll(() => t.stop());

const article = {
  title: 'Eating for PCOS',
  excerpt: 'Low-GI meals that help.',
  content:
    '<h2>Why</h2><p onclick="steal()">Balance <script>alert(1)</script>hormones</p><a href="https://example.com">ref</a>',
  category: 'Disease Management',
  type: 'blog',
  tags: ['PCOS', ' pcos ', 'Hormones', ''],
  read_time: '6 min read',
};

async function create(payload: object) {
  const res = await t.app.inject({ method: 'POST', url: '/api/admin/blogs', headers: admin, payload });
  expect(res.statusCode, res.body).toBe(201);
  await t.expectDocumented('POST', '/api/admin/blogs', res);
  return res.json().blog as { id: number; content: string; tags: string[]; slug: string; author: string };
}

describe('blog posts', () => {
  it('are sanitised and normalised when saved, and public once published with a date that has come', async () => {
    const post = await create(article);
    expect(post.content).toBe(
      '<h2>Why</h2><p>Balance hormones</p><a href="https://example.com" rel="noopener nofollow" target="_blank">ref</a>',
    );
    expect(post.tags).toEqual(['PCOS', 'Hormones']);
    expect(post.slug).toBe('eating-for-pcos');
    expect(post.author).toBe('Aditi');

    const draft = await create({ ...article, title: 'Draft post', published: false });
    const scheduled = await create({ ...article, title: 'Future post', publish_date: '2099-01-01' });

    const list = await t.app.inject({ method: 'GET', url: '/api/blogs?per_page=50', headers: visitor });
    const titles = list.json().blogs.map((b: { title: string }) => b.title);
    expect(titles).toContain('Eating for PCOS');
    expect(titles).not.toContain('Draft post');
    expect(titles).not.toContain('Future post');
    expect(list.json().pagination).toMatchObject({ page: 1, per_page: 50 });
    await t.expectDocumented('GET', '/api/blogs', list);

    for (const hidden of [draft, scheduled]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/blogs/${hidden.id}`, headers: visitor });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Post not found' });
      await t.expectDocumented('GET', '/api/blogs/{id}', res);
    }
    const detail = await t.app.inject({ method: 'GET', url: `/api/blogs/${post.id}`, headers: visitor });
    expect(detail.json()).toMatchObject({ blog: { id: post.id }, related_blogs: expect.any(Array) });
    await t.expectDocumented('GET', '/api/blogs/{id}', detail);
  });

  it('search matches title, excerpt or any tag, case-insensitively; filters by category and type', async () => {
    await create({ ...article, title: 'Thyroid basics', excerpt: 'Iodine and more', tags: ['Metabolism'] });
    const byTag = await t.app.inject({ method: 'GET', url: '/api/blogs?search=metabol', headers: visitor });
    expect(byTag.json().blogs.map((b: { title: string }) => b.title)).toEqual(['Thyroid basics']);
    const byExcerpt = await t.app.inject({ method: 'GET', url: '/api/blogs?search=IODINE', headers: visitor });
    expect(byExcerpt.json().blogs).toHaveLength(1);
    const vlogs = await t.app.inject({ method: 'GET', url: '/api/blogs?type=vlog', headers: visitor });
    expect(vlogs.json().blogs).toEqual([]);
  });

  it('the owner list sorts by title, views or date in either direction; an unknown column is a 400', async () => {
    await create({ ...article, title: 'sortable beta', publish_date: '2024-03-01' });
    await create({ ...article, title: 'Sortable alpha', publish_date: '2024-01-01' });
    await create({ ...article, title: 'Sortable gamma', publish_date: '2024-02-01' });
    const titles = async (query: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/blogs?search=sortable${query}`,
        headers: admin,
      });
      expect(res.statusCode, res.body).toBe(200);
      await t.expectDocumented('GET', '/api/admin/blogs', res);
      return res.json().blogs.map((b: { title: string }) => b.title);
    };
    expect(await titles('')).toEqual(['sortable beta', 'Sortable gamma', 'Sortable alpha']);
    expect(await titles('&sort=title')).toEqual(['Sortable alpha', 'sortable beta', 'Sortable gamma']);
    expect(await titles('&sort=date&dir=asc')).toEqual(['Sortable alpha', 'Sortable gamma', 'sortable beta']);
    const bad = await t.app.inject({ method: 'GET', url: '/api/admin/blogs?sort=password', headers: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/sort/);
    await t.expectDocumented('GET', '/api/admin/blogs', bad);
  });

  it('likes count up and are limited per visitor', async () => {
    const post = await create({ ...article, title: 'Likeable' });
    const like = () => t.app.inject({ method: 'POST', url: `/api/blogs/${post.id}/like`, headers: visitor });
    const first = await like();
    expect(first.json()).toEqual({ likes: 1 });
    await t.expectDocumented('POST', '/api/blogs/{id}/like', first);
    expect((await like()).json()).toEqual({ likes: 2 });
    for (let i = 0; i < 18; i++) await like();
    const limited = await like();
    expect(limited.statusCode).toBe(429);
    await t.expectDocumented('POST', '/api/blogs/{id}/like', limited);
  });

  it('validates the editor rules naming the field', async () => {
    for (const [payload, error] of [
      [{ ...article, title: '' }, 'title: Title is required'],
      [{ ...article, content: '' }, 'content: Content is required for blog posts'],
      [{ ...article, read_time: '' }, 'read_time: Read time is required for blog posts'],
      [{ ...article, type: 'vlog' }, 'video_url: Video URL is required for vlogs'],
      [{ ...article, meta_description: 'x'.repeat(161) }, 'meta_description: Must be at most 160 characters'],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url: '/api/admin/blogs', headers: admin, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error });
      await t.expectDocumented('POST', '/api/admin/blogs', res);
    }
  });

  it('publishes an article only when each image has alt text, also from the list switch', async () => {
    const content = '<p>Breakfast</p><img src="/uploads/blog/oats.webp" alt=" ">';
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/admin/blogs',
      headers: admin,
      payload: { ...article, content },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: 'content: Every image needs a description (alt text)' });

    const draft = await create({ ...article, title: 'Undescribed', content, published: false });
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: `/api/admin/blogs/${draft.id}`, headers: admin, payload });
    const publish = await put({ published: true });
    expect(publish.statusCode).toBe(400);
    expect(publish.json()).toEqual({ error: 'Every image needs a description (alt text)' });
    expect((await put({ featured: true })).json().blog).toMatchObject({ featured: true, published: false });

    const described = await put({ content: content.replace('alt=" "', 'alt="Oats with berries"') });
    expect(described.statusCode).toBe(200);
    await t.expectDocumented('PUT', '/api/admin/blogs/{id}', described);
    expect((await put({ published: true })).json().blog).toMatchObject({ published: true });
    const undescribe = await put({ content });
    expect(undescribe.statusCode).toBe(400);
    expect(undescribe.json()).toEqual({ error: 'Every image needs a description (alt text)' });
    await t.expectDocumented('PUT', '/api/admin/blogs/{id}', undescribe);
  });

  it('stores a vlog video as the privacy-enhanced embed link', async () => {
    const vlog = await create({
      ...article,
      title: 'A vlog',
      type: 'vlog',
      content: null,
      read_time: null,
      video_url: 'https://youtu.be/dQw4w9WgXcQ',
      duration: '12:30',
      video_description: 'Watch this',
    });
    expect(vlog).toMatchObject({ video_url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' });
  });

  it('toggles publish and feature, reports stats, deletes, and adds sample data', async () => {
    const post = await create({ ...article, title: 'Toggle me' });
    const unpublished = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/blogs/${post.id}`,
      headers: admin,
      payload: { published: false },
    });
    expect(unpublished.json().blog).toMatchObject({ published: false, title: 'Toggle me' });
    const featured = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/blogs/${post.id}`,
      headers: admin,
      payload: { featured: true },
    });
    expect(featured.json().blog).toMatchObject({ featured: true, published: false });

    const stats = await t.app.inject({ method: 'GET', url: '/api/admin/blogs/stats', headers: admin });
    expect(stats.json().stats).toMatchObject({ total_blogs: expect.any(Number), published_blogs: expect.any(Number) });
    await t.expectDocumented('GET', '/api/admin/blogs/stats', stats);
    const stored = await t.app.inject({ method: 'GET', url: `/api/admin/blogs/${post.id}`, headers: admin });
    expect(stored.json().blog).toMatchObject({ id: post.id, published: false });
    await t.expectDocumented('GET', '/api/admin/blogs/{id}', stored);

    const drafts = await t.app.inject({ method: 'GET', url: '/api/admin/blogs?published=false', headers: admin });
    expect(drafts.json().blogs.map((b: { title: string }) => b.title)).toContain('Toggle me');

    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/admin/blogs/${post.id}`, headers: admin });
    expect(deleted.statusCode).toBe(200);
    await t.expectDocumented('DELETE', '/api/admin/blogs/{id}', deleted);
    const gone = await t.app.inject({ method: 'GET', url: `/api/admin/blogs/${post.id}`, headers: admin });
    expect(gone.statusCode).toBe(404);
    await t.expectDocumented('GET', '/api/admin/blogs/{id}', gone);
    const again = await t.app.inject({ method: 'DELETE', url: `/api/admin/blogs/${post.id}`, headers: admin });
    expect(again.statusCode).toBe(404);
    await t.expectDocumented('DELETE', '/api/admin/blogs/{id}', again);

    const sample = await t.app.inject({ method: 'POST', url: '/api/admin/blogs/init-sample', headers: admin });
    expect(sample.statusCode).toBe(201);
    expect(sample.json().message).toMatch(/^Successfully created \d+ sample posts!$/);
    await t.expectDocumented('POST', '/api/admin/blogs/init-sample', sample);
    const covers = sample
      .json()
      .blogs.map((b: { image: string | null; thumbnail: string | null }) => b.image ?? b.thumbnail);
    expect(covers.every((c: string | null) => c?.startsWith('/uploads/demo/'))).toBe(true);
  });

  it('keeps the owner routes for administrators and the public ones for token holders', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/blogs' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/blogs/stats', headers: { authorization: 'Bearer a.b.c' } }))
        .statusCode,
    ).toBe(401);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/blogs' });
    expect(anonymous.statusCode).toBe(401);
    await t.expectDocumented('GET', '/api/blogs', anonymous);
  });
});

describe('feeds', () => {
  it('sitemap and RSS list public posts only; robots points to the sitemap and keeps crawlers out of /admin', async () => {
    const hidden = await create({ ...article, title: 'Secret & <draft>', published: false });
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'coach.example' } });
    expect(sitemap.headers['content-type']).toMatch(/application\/xml/);
    expect(sitemap.body).toContain('<loc>http://coach.example/recipes</loc>');
    expect(sitemap.body).toMatch(/<loc>http:\/\/coach\.example\/blog\/\d+<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    expect(sitemap.body).not.toContain(`/blog/${hidden.id}<`);

    const rss = await t.app.inject({ method: 'GET', url: '/rss.xml', headers: { host: 'coach.example' } });
    expect(rss.headers['content-type']).toMatch(/application\/rss\+xml/);
    expect(rss.body).toContain('<rss version="2.0">');
    expect(rss.body).toContain('<title>Eating for PCOS</title>');
    expect(rss.body).not.toContain('Secret');

    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'bad host' } });
    expect(robots.body).toContain('Disallow: /admin');
    expect(robots.body).toContain('Disallow: /booking/');
    expect(robots.body).toContain('Sitemap: http://localhost/sitemap.xml');
  });
});

describe('spec aliases', () => {
  it('accepts publishDate and readTime as the spec names them', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/blogs',
      headers: admin,
      payload: {
        ...article,
        title: 'Camel case',
        read_time: undefined,
        readTime: '3 min read',
        publishDate: '2026-01-02',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().blog).toMatchObject({ read_time: '3 min read', publish_date: '2026-01-02T00:00:00.000Z' });
  });
});
