// The share (Open Graph) images: the site's picture and logo, drawn here, and each post's and recipe's cover cut to
// 1200x630, so every page can name an image of known size and nothing is fetched from elsewhere.
import { readFile } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import { getStoredLogo, logoFolder, logoIconFile, type Services } from '@coach/api';
import { getPublicPost, getRecipe } from '@coach/db';
import { BLOG_FALLBACK_IMAGE, idParamSchema, SHARE_IMAGE, shareImageVersion } from '@coach/shared';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { FAVICON_MARK } from '../uploads/logo';
import { parse } from './support';

const loadSharp = async () => (await import('sharp')).default;

const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_IMAGE.logoSize}" height="${SHARE_IMAGE.logoSize}" viewBox="0 0 64 64"><rect width="64" height="64" fill="#ffffff"/>${FAVICON_MARK}</svg>`;

/** The site's picture: the mark over a plate of greens on the brand's colours (no text: no fonts needed). */
const SITE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_IMAGE.width}" height="${SHARE_IMAGE.height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ecfdf5"/><stop offset="1" stop-color="#a7f3d0"/></linearGradient></defs>
<rect width="1200" height="630" fill="url(#g)"/>
<circle cx="900" cy="315" r="230" fill="#ffffff"/><circle cx="900" cy="315" r="190" fill="#f0fdf4"/>
<circle cx="840" cy="250" r="60" fill="#86efac"/><circle cx="965" cy="260" r="48" fill="#fca5a5"/>
<circle cx="880" cy="390" r="55" fill="#fde68a"/><circle cx="985" cy="375" r="40" fill="#6ee7b7"/>
<g transform="translate(120 175) scale(4.4)">${FAVICON_MARK}</g></svg>`;

const IMMUTABLE = 'public, max-age=31536000, immutable';
const DAY = 'public, max-age=86400';

/** Cut covers, newest last; a small bound, since social sites fetch each share image only now and then. */
const COVER_CACHE_ENTRIES = 32;

export const shareImageRoutes: FastifyPluginAsync<Services & { clientDir: string | undefined }> = async (
  app,
  options,
) => {
  const drawn = new Map<string, Promise<Buffer>>();
  const draw = (svg: string) => {
    let image = drawn.get(svg);
    if (!image) {
      image = loadSharp().then((sharp) => sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer());
      drawn.set(svg, image);
    }
    return image;
  };
  const send = (reply: FastifyReply, type: string, cacheControl: string, body: Buffer) =>
    reply.header('content-type', type).header('cache-control', cacheControl).send(body);

  app.get('/share/site.png', async (_request, reply) => send(reply, 'image/png', DAY, await draw(SITE_SVG)));
  // The structured data's logo: the owner's (its 512-pixel icon, checked every time, as it changes at her upload), or
  // the shipped mark.
  app.get('/share/logo.png', async (_request, reply) => {
    const stored = await getStoredLogo(options.db);
    const icon = stored
      ? await readFile(join(logoFolder(options.uploadsDir, stored.version), logoIconFile('manifestLarge'))).catch(
          () => null,
        )
      : null;
    if (icon) return send(reply, 'image/png', 'no-cache', icon);
    return send(reply, 'image/png', DAY, await draw(LOGO_SVG));
  });

  /** A path on this site to the file behind it: uploads, or the web app's public files; nothing outside them. */
  const fileOf = (path: string): string | undefined => {
    const [base, rest] = path.startsWith('/uploads/')
      ? [options.uploadsDir, path.slice('/uploads/'.length)]
      : [options.clientDir, path.slice(1)];
    if (!base || /[?#]/.test(rest)) return undefined;
    const file = normalize(join(base, decodeURIComponent(rest)));
    return file.startsWith(base + sep) ? file : undefined;
  };

  const covers = new Map<string, Buffer>();
  async function cover(key: string, path: string | null): Promise<Buffer | undefined> {
    const cached = covers.get(key);
    if (cached) return cached;
    const file = path?.startsWith('/') ? fileOf(path) : undefined;
    const bytes = file ? await readFile(file).catch(() => undefined) : undefined;
    if (!bytes) return undefined;
    const sharp = await loadSharp();
    const image = await sharp(bytes)
      .resize(SHARE_IMAGE.width, SHARE_IMAGE.height, { fit: 'cover' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer()
      .catch(() => undefined);
    if (!image) return undefined;
    covers.set(key, image);
    if (covers.size > COVER_CACHE_ENTRIES) covers.delete(covers.keys().next().value as string);
    return image;
  }

  /** The cover cut to size; the site's picture when there is none on this site (an https cover is not fetched). */
  async function sendCover(reply: FastifyReply, key: string, path: string | null, versioned: boolean) {
    const image = await cover(key, path);
    if (image) return send(reply, 'image/jpeg', versioned ? IMMUTABLE : DAY, image);
    return send(reply, 'image/png', DAY, await draw(SITE_SVG));
  }

  const idOf = (params: unknown) =>
    parse(idParamSchema, { id: /^(.*)\.jpg$/.exec((params as { file: string }).file)?.[1] ?? '' }).id;
  /** Asked for by its current version: the answer may be kept for good, as a change gives a new address. */
  const current = (query: unknown, updatedAt: string) => (query as { v?: unknown }).v === shareImageVersion(updatedAt);

  app.get('/share/recipes/:file', async (request, reply) => {
    const recipe = await getRecipe(options.db, idOf(request.params));
    return sendCover(
      reply,
      `recipe:${recipe.id}:${recipe.updated_at}`,
      recipe.image_url,
      current(request.query, recipe.updated_at),
    );
  });

  app.get('/share/blog/:file', async (request, reply) => {
    const post = await getPublicPost(options.db, idOf(request.params));
    const path = (post.type === 'vlog' ? post.thumbnail : post.image) ?? BLOG_FALLBACK_IMAGE;
    return sendCover(reply, `blog:${post.id}:${post.updated_at}`, path, current(request.query, post.updated_at));
  });
};
