// /sitemap.xml, /robots.txt and /rss.xml: every public page, recipe and public post, for search engines and feed readers;
// /manifest.webmanifest: the site as a phone installs it, named as Settings name the business.
import { getStoredLogo, type Services, siteOrigin } from '@coach/api';
import { listPublicPostSummaries, listRecipes } from '@coach/db';
import { LOGO_ICONS, logoIconHref, recipePath } from '@coach/shared';
import type { FastifyPluginAsync } from 'fastify';
import { escapeMarkup } from './markup';

export const PUBLIC_PAGES = [
  '/',
  '/services',
  '/disease-management',
  '/transformations',
  '/recipes',
  '/blog',
  '/about',
  '/contact',
  '/privacy-policy',
  '/terms-of-service',
  '/disclaimer',
];

export const feedRoutes: FastifyPluginAsync<Services & { publicUrl: string | null }> = async (app, options) => {
  app.get('/robots.txt', async (request, reply) => {
    const origin = siteOrigin(request, options.publicUrl);
    reply.type('text/plain; charset=utf-8');
    return `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\nDisallow: /booking/\n\nSitemap: ${origin}/sitemap.xml\n`;
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const origin = siteOrigin(request, options.publicUrl);
    const posts = await listPublicPostSummaries(options.db);
    const recipes = await listRecipes(options.db);
    const urls = [
      ...PUBLIC_PAGES.map((path) => `<url><loc>${escapeMarkup(origin + path)}</loc></url>`),
      ...recipes.map(
        (r) =>
          `<url><loc>${escapeMarkup(origin + recipePath(r))}</loc><lastmod>${r.updated_at.slice(0, 10)}</lastmod></url>`,
      ),
      ...posts.map(
        (p) =>
          `<url><loc>${escapeMarkup(`${origin}/blog/${p.id}`)}</loc><lastmod>${p.updated_at.slice(0, 10)}</lastmod></url>`,
      ),
    ];
    reply.type('application/xml; charset=utf-8');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
  });

  app.get('/manifest.webmanifest', async (_request, reply) => {
    const site = await options.settings.get();
    const logo = await getStoredLogo(options.db);
    reply.type('application/manifest+json; charset=utf-8').header('cache-control', 'no-cache');
    // JSON.stringify escapes what the names hold; the manifest is data, never markup.
    return JSON.stringify({
      name: site.business_name,
      short_name: site.business_name.length <= 12 ? site.business_name : site.business_name.slice(0, 12).trimEnd(),
      description: site.tagline,
      start_url: '/',
      scope: '/',
      display: 'browser',
      background_color: '#ffffff',
      theme_color: site.brand_color,
      icons: [
        // The shipped mark scales to any size; an uploaded logo is given by its drawn icons only.
        ...(logo ? [] : [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' }]),
        ...(['manifestSmall', 'manifestLarge'] as const).map((name) => ({
          src: logoIconHref(name, logo),
          sizes: `${LOGO_ICONS[name].size}x${LOGO_ICONS[name].size}`,
          type: 'image/png',
        })),
      ],
    });
  });

  app.get('/rss.xml', async (request, reply) => {
    const origin = siteOrigin(request, options.publicUrl);
    const site = await options.settings.get();
    const posts = await listPublicPostSummaries(options.db);
    const items = posts.map(
      (p) =>
        `<item><title>${escapeMarkup(p.title)}</title><link>${escapeMarkup(`${origin}/blog/${p.id}`)}</link><guid isPermaLink="true">${escapeMarkup(`${origin}/blog/${p.id}`)}</guid><pubDate>${new Date(p.publish_date).toUTCString()}</pubDate><description>${escapeMarkup(p.excerpt)}</description></item>`,
    );
    reply.type('application/rss+xml; charset=utf-8');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"><channel><title>${escapeMarkup(`${site.business_name} Blog`)}</title><link>${escapeMarkup(`${origin}/blog`)}</link><description>${escapeMarkup(`Articles and videos from ${site.owner_name}`)}</description>${items.join('')}</channel></rss>\n`;
  });
};
