import { hkdfSync } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { SignJWT } from 'jose';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from '../test-support';

let t: Awaited<ReturnType<typeof createTestServer>>;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestServer();
  ({ admin } = await t.headers());
});
afterAll(() => t.stop());

type Part = string | { bytes: Buffer; type?: string; name?: string };

function form(parts: Record<string, Part>): FormData {
  const data = new FormData();
  for (const [field, part] of Object.entries(parts)) {
    if (typeof part === 'string') data.append(field, part);
    else
      data.append(
        field,
        new Blob([new Uint8Array(part.bytes)], { type: part.type ?? 'image/png' }),
        part.name ?? 'photo.png',
      );
  }
  return data;
}

function upload(url: string, parts: Record<string, Part>, headers: Record<string, string> = admin) {
  return t.app.inject({ method: 'POST', url: `/api/admin/upload/${url}`, headers, payload: form(parts) });
}

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } });

/** The file behind an `/uploads/...` URL. */
const fileOf = (url: string) => join(t.config.uploadsDir, url.replace(/^\/uploads\//, ''));

async function listUploads(dir = t.config.uploadsDir): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/** A real 1x1 PNG whose IHDR (with a correct CRC) claims 60000 x 60000 pixels. */
async function pixelBomb(): Promise<Buffer> {
  const png = Buffer.from(await solid(1, 1).png().toBuffer());
  png.writeUInt32BE(60_000, 16);
  png.writeUInt32BE(60_000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)) >>> 0, 29);
  return png;
}

describe('image uploads', () => {
  it('re-encodes a PNG into original and medium WebP files with server-made names', async () => {
    const bytes = await solid(2400, 1200).png().toBuffer();
    const res = await upload('image', {
      category: 'Blog',
      prefix: 'Featured Image!',
      image: { bytes, name: '../../../etc/passwd.png' },
    });
    expect(res.statusCode).toBe(200);
    await t.expectDocumented('POST', '/api/admin/upload/image', res);
    const { image_urls, file_url } = res.json();
    expect(image_urls.original).toMatch(/^\/uploads\/blog\/featured-image-[0-9a-f]{24}\.webp$/);
    expect(image_urls.medium).toBe(image_urls.original.replace(/\.webp$/, '-medium.webp'));
    expect(file_url).toBe(image_urls.original);

    const original = await sharp(fileOf(image_urls.original)).metadata();
    expect(original).toMatchObject({ format: 'webp', width: 2000, height: 1000 });
    const medium = await sharp(fileOf(image_urls.medium)).metadata();
    expect(medium).toMatchObject({ format: 'webp', width: 800, height: 400 });

    const served = await t.app.inject({ method: 'GET', url: image_urls.medium });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toContain('immutable');
  });

  it('strips EXIF and applies its rotation to a JPEG recipe image', async () => {
    const bytes = await solid(300, 100)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Copyright: 'Secret Owner', Artist: 'Secret Artist' } })
      .toBuffer();
    expect((await sharp(bytes).metadata()).exif).toBeDefined();

    const res = await upload('recipe-image', {
      recipe_name: 'Masala Poha (Mum’s)',
      recipe_image: { bytes, type: 'image/jpeg', name: 'poha.jpg' },
    });
    expect(res.statusCode).toBe(200);
    await t.expectDocumented('POST', '/api/admin/upload/recipe-image', res);
    const { image_url } = res.json();
    expect(image_url).toMatch(/^\/uploads\/recipes\/masala-poha-mum-s-[0-9a-f]{24}\.webp$/);
    const stored = await readFile(fileOf(image_url));
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 100, height: 300 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(stored.includes('Secret')).toBe(false);
  });

  it('stores WebP before and after images of a transformation', async () => {
    const bytes = await solid(640, 480).webp().toBuffer();
    const before = await upload('transformation-images', { before_image: { bytes, type: 'image/webp' } });
    expect(before.statusCode).toBe(200);
    await t.expectDocumented('POST', '/api/admin/upload/transformation-images', before);
    expect(Object.keys(before.json())).not.toContain('after_image');
    expect(before.json().before_image).toMatch(/^\/uploads\/transformations\/[0-9a-f]{24}\.webp$/);

    const after = await upload('transformation-images', { after_image: { bytes, type: 'image/webp' } });
    expect(after.statusCode).toBe(200);
    const { after_image } = after.json();
    expect(after_image).toMatch(/^\/uploads\/transformations\/[0-9a-f]{24}\.webp$/);
    expect(await sharp(fileOf(after_image)).metadata()).toMatchObject({ format: 'webp', width: 640, height: 480 });
  });
});

describe('refused uploads', () => {
  it.each([
    [
      'a text file renamed .png',
      async () => Buffer.from('hello, this is not a picture\n'),
      400,
      'Please select an image file',
    ],
    [
      'an SVG',
      async () =>
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>x()</script></svg>'),
      400,
      'Please select an image file',
    ],
    [
      'a PNG signature followed by junk',
      async () => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]),
      400,
      'Please select an image file',
    ],
    [
      'a 6 MB file',
      async () => Buffer.concat([await solid(8, 8).png().toBuffer(), Buffer.alloc(6 * 1024 * 1024)]),
      413,
      'File size should be less than 5MB',
    ],
    [
      'a pixel bomb',
      pixelBomb,
      400,
      'Image dimensions are too large (at most 10000 pixels per side and 40 megapixels)',
    ],
  ])('refuses %s and writes nothing', async (_name, makeBytes, status, error) => {
    const before = await listUploads();
    const res = await upload('image', { category: 'blog', image: { bytes: await makeBytes(), type: 'image/png' } });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ error });
    await t.expectDocumented('POST', '/api/admin/upload/image', res);
    expect(await listUploads()).toEqual(before);
  });

  it('refuses a batch as a whole when one of its images is bad', async () => {
    const before = await listUploads();
    const good = await solid(20, 20).png().toBuffer();
    const res = await upload('transformation-images', {
      before_image: { bytes: good },
      after_image: { bytes: Buffer.from('<svg/>'), type: 'image/svg+xml', name: 'after.svg' },
    });
    expect(res.statusCode).toBe(400);
    expect(await listUploads()).toEqual(before);
  });

  it.each([
    ['image', { category: 'blog', prefix: 'featured' }, 'image: Please select an image file'],
    ['recipe-image', { recipe_name: 'Poha' }, 'recipe_image: Please select an image file'],
    ['transformation-images', {}, 'before_image or after_image: Please select an image file'],
  ])('answers 400 naming the missing file field of %s', async (url, fields, error) => {
    const res = await upload(url, fields);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error });
    await t.expectDocumented('POST', `/api/admin/upload/${url}`, res);
  });

  it('reads the first of a repeated file or field and ignores files it does not ask for', async () => {
    const first = await solid(30, 20).png().toBuffer();
    const second = await solid(10, 10).png().toBuffer();
    const post = async (parts: [string, Buffer | string][]) => {
      const data = new FormData();
      for (const [name, value] of parts)
        if (typeof value === 'string') data.append(name, value);
        else data.append(name, new Blob([new Uint8Array(value)], { type: 'image/png' }), `${name}.png`);
      const res = await t.app.inject({ method: 'POST', url: '/api/admin/upload/image', headers: admin, payload: data });
      expect(res.statusCode).toBe(200);
      const { file_url } = res.json() as { file_url: string };
      return { file_url, size: await sharp(await readFile(fileOf(file_url))).metadata() };
    };
    const repeated = await post([
      ['category', 'recipes'],
      ['category', 'blog'],
      ['image', first],
      ['image', second],
    ]);
    expect(repeated.file_url).toMatch(/^\/uploads\/recipes\//);
    expect(repeated.size).toMatchObject({ width: 30, height: 20 });
    const stray = await post([
      ['stray', second],
      ['image', first],
    ]);
    expect(stray.size).toMatchObject({ width: 30, height: 20 });
  });

  it('answers 400 to more files or fields than an upload has, and to a body it cannot read', async () => {
    const bytes = await solid(10, 10).png().toBuffer();
    const files = form({ a: { bytes }, b: { bytes }, c: { bytes } });
    const fields = form(Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`f${i}`, 'x'])));
    for (const payload of [files, fields]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/admin/upload/image', headers: admin, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'Too many fields or files in the upload' });
    }
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/admin/upload/image',
      headers: { ...admin, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\nnot finished',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ error: 'The upload could not be read' });
  });

  it('refuses an unknown category and a body that is not multipart', async () => {
    const bytes = await solid(10, 10).png().toBuffer();
    const res = await upload('image', { category: '../../etc', image: { bytes } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'category: Category must be one of blog, recipes, transformations, pages, testimonials, general',
    });

    const json = await t.app.inject({ method: 'POST', url: '/api/admin/upload/image', headers: admin, payload: {} });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ error: 'Send the image as multipart/form-data' });
  });
});

describe('upload authorisation', () => {
  async function expiredToken() {
    const key = new Uint8Array(hkdfSync('sha256', t.config.appSecret, 'coach-site', 'admin-token-signing', 32));
    const past = Math.floor(Date.now() / 1000) - 3600;
    return new SignJWT({ pwf: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('coach-site')
      .setAudience('admin')
      .setSubject('1')
      .setIssuedAt(past - 60)
      .setExpirationTime(past)
      .sign(key);
  }
  async function forgedToken() {
    return new SignJWT({ pwf: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('coach-site')
      .setAudience('admin')
      .setSubject('1')
      .setExpirationTime('1h')
      .sign(new Uint8Array(32).fill(1));
  }

  it.each([
    ['no token', async () => ({}), 'Authentication required'],
    ['a forged token', async () => ({ authorization: `Bearer ${await forgedToken()}` }), 'Invalid or expired session'],
    [
      'an expired token',
      async () => ({ authorization: `Bearer ${await expiredToken()}` }),
      'Invalid or expired session',
    ],
  ])('answers 401 with %s and stores nothing', async (_name, headers, error) => {
    const before = await listUploads();
    const bytes = await solid(10, 10).png().toBuffer();
    for (const url of ['image', 'recipe-image', 'transformation-images']) {
      const res = await upload(url, { image: { bytes }, recipe_image: { bytes } }, await headers());
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error });
      await t.expectDocumented('POST', `/api/admin/upload/${url}`, res);
    }
    expect(await listUploads()).toEqual(before);
  });
});
