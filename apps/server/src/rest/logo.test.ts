// The owner's logo end to end on a real server: uploads of each kind, the drawn icons' real sizes, the page heads,
// the header and the manifest pointing at them, replacing and removing, hostile SVGs made inert, non-images refused,
// the page cache renewed, and the audit log.
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { openSetup } from '@coach/api';
import { listAuditEntries } from '@coach/db';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, SETUP_ANSWERS } from '../test-support';

let t: Awaited<ReturnType<typeof createTestServer>>;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestServer({ web: true });
  ({ admin } = await t.headers());
});
afterAll(() => t.stop());

function logoForm(bytes: Buffer, fields: Record<string, string> = {}, name = 'logo.png'): FormData {
  const data = new FormData();
  for (const [field, value] of Object.entries(fields)) data.append(field, value);
  data.append('logo', new Blob([new Uint8Array(bytes)], { type: 'application/octet-stream' }), name);
  return data;
}

const upload = (bytes: Buffer, headers: Record<string, string> = admin) =>
  t.app.inject({ method: 'POST', url: '/api/admin/settings/logo', headers, payload: logoForm(bytes) });
const remove = (headers: Record<string, string> = admin) =>
  t.app.inject({ method: 'DELETE', url: '/api/admin/settings/logo', headers });
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

/** A wide logo with a transparent background, in the format asked. */
const wideLogo = (format: 'png' | 'jpeg' | 'webp') =>
  sharp({ create: { width: 300, height: 100, channels: 4, background: { r: 4, g: 120, b: 87, alpha: 0.8 } } })
    [format]()
    .toBuffer();

const ICONS = [
  ['/favicon-32.png', 32],
  ['/apple-touch-icon.png', 180],
  ['/icon-192.png', 192],
  ['/icon-512.png', 512],
] as const;

/** The `<head>` and the header of a rendered page. */
async function page(url = '/about') {
  const res = await get(url);
  expect(res.statusCode).toBe(200);
  const head = /<head>([\s\S]*?)<\/head>/.exec(res.body)?.[1] ?? '';
  const header = /<header[\s\S]*?<\/header>/.exec(res.body)?.[0] ?? '';
  return { head, header, body: res.body };
}

async function manifestIcons() {
  return (await get('/manifest.webmanifest')).json<{ icons: Array<{ src: string; sizes: string; type: string }> }>()
    .icons;
}

/** Every icon address answers a PNG of exactly its size. */
async function expectIconSizes(version: string | null) {
  for (const [path, size] of ICONS) {
    const res = await get(version ? `${path}?v=${version}` : path);
    expect(res.statusCode, path).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(await sharp(res.rawPayload).metadata(), path).toMatchObject({ format: 'png', width: size, height: size });
  }
}

async function filesUnder(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  return (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => e.name);
}

describe('a site without an uploaded logo', () => {
  it('shows the shipped logo and links the shipped icons, which are drawn at their sizes', async () => {
    const { head, header } = await page();
    expect(header).toMatch(
      /<img[^>]*src="\/images\/logo\.svg"[^>]*alt="NutriWell"|alt="NutriWell"[^>]*src="\/images\/logo\.svg"/,
    );
    expect(head).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml"');
    expect(head).toContain('<link rel="icon" href="/favicon-32.png" type="image/png" sizes="32x32"');
    expect(head).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png" sizes="180x180"');
    expect(await manifestIcons()).toEqual([
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
    ]);
    await expectIconSizes(null);
    const none = await get('/api/admin/settings/logo', admin);
    expect(none.json()).toEqual({ logo: null });
    await t.expectDocumented('GET', '/api/admin/settings/logo', none);
  });

  it('answers an icon asked again with its ETag by 304', async () => {
    const first = await get('/favicon-32.png');
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await get('/favicon-32.png', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });
});

describe('uploading a logo', () => {
  it('needs an administrator', async () => {
    for (const headers of [{}, { authorization: 'Bearer x.y.z' }] as Array<Record<string, string>>) {
      expect((await upload(await wideLogo('png'), headers)).statusCode).toBe(401);
      expect((await remove(headers)).statusCode).toBe(401);
      expect((await get('/api/admin/settings/logo', headers)).statusCode).toBe(401);
    }
    expect(await filesUnder(join(t.config.uploadsDir, 'logo'))).toEqual([]);
  });

  it.each(['png', 'jpeg', 'webp'] as const)('takes a %s, re-encoded, and draws the four icons', async (format) => {
    const res = await upload(await wideLogo(format));
    expect(res.statusCode).toBe(200);
    await t.expectDocumented('POST', '/api/admin/settings/logo', res);
    const { logo } = res.json<{ logo: { src: string; version: string; width: number; height: number } }>();
    expect(logo).toMatchObject({ src: `/uploads/logo/${logo.version}/logo.webp`, width: 300, height: 100 });
    const stored = await get(logo.src);
    expect(await sharp(stored.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 300, height: 100 });
    // The icons on disk and at their addresses, at exactly their sizes.
    const folder = join(t.config.uploadsDir, 'logo', logo.version);
    for (const [path, size] of ICONS) {
      expect(await sharp(await readFile(join(folder, path.slice(1)))).metadata()).toMatchObject({
        width: size,
        height: size,
      });
    }
    await expectIconSizes(logo.version);
    // A replaced logo's folder goes: only this one is left.
    expect(await readdir(join(t.config.uploadsDir, 'logo'))).toEqual([logo.version]);
  });

  it('fits the logo inside a white square with a margin', async () => {
    const { logo } = (await upload(await wideLogo('png'))).json<{ logo: { version: string } }>();
    const icon = sharp((await get(`/icon-512.png?v=${logo.version}`)).rawPayload);
    const { data, info } = await icon.raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * 512 + x) * info.channels, (y * 512 + x) * 3 + 3)];
    expect(pixel(0, 0)).toEqual([255, 255, 255]);
    expect(pixel(256, 40)).toEqual([255, 255, 255]);
    // The middle is the logo's green, laid over white.
    const [r, g, b] = pixel(256, 256) as [number, number, number];
    expect(g).toBeGreaterThan(r + 60);
    expect(g).toBeGreaterThan(b);
  });

  it('shows in the header, the page head and the manifest at once: the cached pages are renewed', async () => {
    const before = await page('/recipes');
    const again = await page('/recipes');
    expect(again.body).toBe(before.body); // served from the cache
    const { logo } = (await upload(await wideLogo('png'))).json<{ logo: { src: string; version: string } }>();
    const { head, header } = await page('/recipes');
    expect(header).toContain(`src="${logo.src}"`);
    expect(header).toContain('alt="NutriWell"');
    // The drawn size of a 300x100 logo in the 150x60 box.
    expect(header).toMatch(/width="150" height="50"/);
    expect(head).not.toContain('/favicon.svg');
    expect(head).toContain(`<link rel="icon" href="/favicon-32.png?v=${logo.version}" type="image/png" sizes="32x32"`);
    expect(head).toContain(`<link rel="apple-touch-icon" href="/apple-touch-icon.png?v=${logo.version}"`);
    expect(await manifestIcons()).toEqual([
      { src: `/icon-192.png?v=${logo.version}`, sizes: '192x192', type: 'image/png' },
      { src: `/icon-512.png?v=${logo.version}`, sizes: '512x512', type: 'image/png' },
    ]);
    // The versioned address may be kept for good; the bare one is checked every time.
    expect((await get(`/icon-192.png?v=${logo.version}`)).headers['cache-control']).toContain('immutable');
    expect((await get('/icon-192.png')).headers['cache-control']).toBe('no-cache');
    const current = await get('/api/admin/settings/logo', admin);
    expect(current.json()).toEqual({ logo: expect.objectContaining(logo) });
    await t.expectDocumented('GET', '/api/admin/settings/logo', current);
    // The structured data's logo (512 px square) is hers too.
    expect((await get('/share/logo.png')).rawPayload).toEqual(
      (await get(`/icon-512.png?v=${logo.version}`)).rawPayload,
    );
  });

  it('refuses what is not an image with a 400 and keeps the logo it had', async () => {
    const current = (await get('/api/admin/settings/logo', admin)).json().logo;
    const png = await wideLogo('png');
    for (const bytes of [
      Buffer.from('just some text'),
      Buffer.from('%PDF-1.7\n1 0 obj'),
      png.subarray(0, 40),
      Buffer.from('<html><body><svg></svg></body></html>'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"'),
      Buffer.from('GIF89a\x01\x00\x01\x00'),
      Buffer.alloc(0),
    ]) {
      const res = await upload(bytes);
      expect(res.statusCode, bytes.subarray(0, 20).toString()).toBe(400);
      expect(res.json()).toEqual({ error: 'The logo must be an SVG, PNG, JPEG or WebP image' });
      await t.expectDocumented('POST', '/api/admin/settings/logo', res);
    }
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/admin/settings/logo',
      headers: admin,
      payload: (() => {
        const data = new FormData();
        data.append('other', 'x');
        return data;
      })(),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: 'logo: Choose an image file for the logo' });
    expect((await get('/api/admin/settings/logo', admin)).json().logo).toEqual(current);
    expect(await readdir(join(t.config.uploadsDir, 'logo'))).toEqual([current.version]);
  });
});

describe('an SVG logo', () => {
  const hostile = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 120 40" onload="alert(1)">
  <script>alert(2)</script>
  <foreignObject width="100" height="40"><body xmlns="http://www.w3.org/1999/xhtml"><script>alert(3)</script></body></foreignObject>
  <a xlink:href="javascript:alert(4)"><rect width="120" height="40" fill="#047857" onclick="alert(5)"/></a>
  <image href="https://tracker.example/pixel.png" width="1" height="1"/>
  <style>@import url(https://tracker.example/x.css);</style>
  <circle cx="20" cy="20" r="12" fill="#fde047"/>
</svg>`;

  it('is stored sanitised, served as SVG under a policy that runs nothing, and drawn into the icons', async () => {
    const res = await upload(Buffer.from(hostile));
    expect(res.statusCode).toBe(200);
    await t.expectDocumented('POST', '/api/admin/settings/logo', res);
    const { logo } = res.json<{ logo: { src: string; version: string; width: number; height: number } }>();
    expect(logo).toMatchObject({ src: `/uploads/logo/${logo.version}/logo.svg`, width: 120, height: 40 });
    const stored = await readFile(join(t.config.uploadsDir, 'logo', logo.version, 'logo.svg'), 'utf8');
    expect(stored).not.toMatch(
      /<script|onload|onclick|foreignObject|javascript:|<image|tracker\.example|@import|<a\s/i,
    );
    expect(stored).toContain('<rect width="120" height="40" fill="#047857">');
    expect(stored).toContain('<circle cx="20" cy="20" r="12" fill="#fde047">');
    const served = await get(logo.src);
    expect(served.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    await expectIconSizes(logo.version);
    // The drawing reached the icons: the green band fills the middle of the large one.
    const { data } = await sharp((await get(`/icon-512.png?v=${logo.version}`)).rawPayload)
      .raw()
      .toBuffer({ resolveWithObject: true });
    const middle = (256 * 512 + 400) * 3;
    expect([...data.subarray(middle, middle + 3)]).toEqual([4, 120, 87]);
  });

  it('refuses entity declarations (XXE) with a 400', async () => {
    const xxe = `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><text>&xxe;</text></svg>`;
    const res = await upload(Buffer.from(xxe));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'The SVG declares entities or a document type; save it again without them' });
  });
});

describe('removing the logo', () => {
  it('brings back the shipped logo and icons, removes the files, and is audited', async () => {
    const { logo } = (await upload(await wideLogo('png'))).json<{ logo: { version: string } }>();
    await page('/blog'); // cached with the uploaded logo
    const res = await remove();
    expect(res.json()).toEqual({ removed: true, message: 'Logo removed' });
    await t.expectDocumented('DELETE', '/api/admin/settings/logo', res);
    expect(await filesUnder(join(t.config.uploadsDir, 'logo', logo.version))).toEqual([]);
    const { head, header } = await page('/blog');
    expect(header).toContain('src="/images/logo.svg"');
    expect(head).toContain('<link rel="icon" href="/favicon.svg"');
    expect(head).not.toContain('?v=');
    await expectIconSizes(null);
    const shipped = await sharp((await get('/share/logo.png')).rawPayload)
      .raw()
      .toBuffer();
    expect([...shipped.subarray(0, 3)]).toEqual([255, 255, 255]);
    expect((await get('/share/logo.png')).rawPayload).not.toEqual((await get('/icon-512.png')).rawPayload);
    const nothing = await remove();
    expect(nothing.json()).toEqual({ removed: false, message: 'Logo removed' });
    await t.expectDocumented('DELETE', '/api/admin/settings/logo', nothing);

    const { entries } = await listAuditEntries(t.db, { page: 1, per_page: 100 });
    const actions = entries.map((entry) => entry.action);
    expect(actions).toContain('settings.logo.upload');
    expect(actions.filter((action) => action === 'settings.logo.remove')).toHaveLength(1);
  });
});

describe('the logo step of the first run', () => {
  it('takes a logo only with the open setup link, and shows it on the pages', async () => {
    const first = await createTestServer({ web: true, admin: false });
    try {
      const token = (await openSetup(first.db)) as string;
      const visitor = { 'x-encrypted-token': await first.publicToken() };
      const send = (fields: Record<string, string>, headers: Record<string, string> = visitor) =>
        first.app.inject({
          method: 'POST',
          url: '/api/setup/logo',
          headers,
          payload: logoForm(Buffer.from(SETUP_LOGO), fields, 'logo.svg'),
        });
      expect((await send({ token }, {})).statusCode).toBe(401);
      for (const fields of [{}, { token: 'nope' }, { token: `${token}x` }] as Array<Record<string, string>>) {
        const refused = await send(fields);
        expect(refused.statusCode).toBe(404);
        expect(refused.json()).toEqual({ error: 'Not found' });
        await first.expectDocumented('POST', '/api/setup/logo', refused);
      }
      expect(await filesUnder(join(first.config.uploadsDir, 'logo'))).toEqual([]);
      const cached = await first.app.inject({ method: 'GET', url: '/' });
      expect(cached.body).toContain('src="/images/logo.svg"');

      const res = await send({ token });
      expect(res.statusCode).toBe(200);
      await first.expectDocumented('POST', '/api/setup/logo', res);
      const { logo } = res.json<{ logo: { src: string; version: string } }>();
      // The cached page was renewed.
      const home = await first.app.inject({ method: 'GET', url: '/' });
      expect(home.body).toContain(`src="${logo.src}"`);
      expect(home.body).toContain(`/apple-touch-icon.png?v=${logo.version}`);
      const { entries } = await listAuditEntries(first.db, { page: 1, per_page: 10 });
      expect(entries.map((entry) => [entry.action, entry.admin])).toContainEqual(['setup.logo', null]);

      // Once an administrator exists, the link is closed to logos too.
      const done = await first.app.inject({
        method: 'POST',
        url: '/api/setup',
        headers: visitor,
        payload: { ...SETUP_ANSWERS, token },
      });
      expect(done.statusCode).toBe(201);
      expect((await send({ token })).statusCode).toBe(404);
      const page = await first.app.inject({ method: 'GET', url: '/about' });
      expect(page.body).toContain(`src="${logo.src}"`);
      expect(page.body).toContain('alt="Greenleaf Clinic"');
    } finally {
      await first.stop();
    }
  });
});

const SETUP_LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="30" fill="#7c3aed"/></svg>';
