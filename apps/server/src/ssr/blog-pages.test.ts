// The public blog pages as the server renders them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from '../test-support';
import { executableInline, parseLikeABrowser, sha256Source } from './parsed-html';

let t: Awaited<ReturnType<typeof createTestServer>>;
let postId: number;
let draftId: number;
beforeAll(async () => {
  t = await createTestServer({ web: true });
  const admin = { authorization: `Bearer ${await t.adminToken()}` };
  const create = async (payload: object) =>
    (await t.app.inject({ method: 'POST', url: '/api/admin/blogs', headers: admin, payload })).json().blog.id as number;
  postId = await create({
    title: 'Break </script><script>alert(1)</script> out',
    excerpt: 'An excerpt with </script> inside',
    content: '<p>Safe <img src=x alt="Hostile" onerror=alert(1)> body</p>',
    category: 'Nutrition',
    read_time: '4 min read',
    tags: ['a', 'b', 'c', 'd'],
    image: '/uploads/blog/cover.webp',
    meta_description: 'A custom description for previews',
  });
  draftId = await create({
    title: 'Hidden draft',
    excerpt: 'x',
    content: '<p>x</p>',
    category: 'Nutrition',
    read_time: '1 min',
    published: false,
  });
});
afterAll(() => t.stop());

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: { host: 'coach.example' } });
  // React separates adjacent text with empty comments; the checks read the text as a visitor would.
  return { statusCode: res.statusCode, headers: res.headers, raw: res.body, body: res.body.replace(/<!-- -->/g, '') };
};

describe('blog pages', () => {
  it('/blog lists public posts with their first three tags', async () => {
    const res = await get('/blog');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Blog &amp; Videos | NutriWell</title>');
    expect(res.body).toContain('Showing 1 of 1 posts');
    expect(res.body).toContain('#c');
    expect(res.body).not.toContain('#d<');
    expect(res.body).not.toContain('Hidden draft');
  });

  it('a post has its own description, Open Graph and Twitter tags with its cover cut to the share size', async () => {
    const res = await get(`/blog/${postId}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<meta name="description" content="A custom description for previews"/);
    expect(res.body).toMatch(/<meta property="og:type" content="article"/);
    const image = new RegExp(`http://coach\\.example/share/blog/${postId}\\.jpg\\?v=\\d{17}`);
    expect(/<meta property="og:image" content="([^"]+)"/.exec(res.body)?.[1]).toMatch(image);
    expect(/<meta name="twitter:image" content="([^"]+)"/.exec(res.body)?.[1]).toMatch(image);
    expect(res.body).toContain('<meta property="og:image:width" content="1200"/>');
    expect(res.body).toContain('<meta property="og:image:height" content="630"/>');
    expect(res.body).toMatch(new RegExp(`<meta property="og:url" content="http://coach\\.example/blog/${postId}"`));
  });

  it('stored text cannot break out of the page or its embedded data', async () => {
    const res = await get(`/blog/${postId}`);
    // The only executable scripts are the router's (allowed by their hashes) and the module entry.
    const csp = String(res.headers['content-security-policy']);
    for (const script of executableInline(parseLikeABrowser(res.body).scripts)) {
      expect(csp).toContain(sha256Source(script.text));
    }
    expect(res.body).not.toContain('<script>alert(1)</script>');
    expect(res.body).not.toContain('onerror=alert(1)');
    expect(res.body).not.toContain('onerror="alert(1)"');
  });

  it('a missing, malformed or unpublished post shows "Post Not Found" with status 404', async () => {
    for (const url of ['/blog/999999', '/blog/abc', `/blog/${draftId}`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('Post Not Found');
      expect(res.body).toContain('The blog post you&#x27;re looking for doesn&#x27;t exist.');
    }
  });
});
