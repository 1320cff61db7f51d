// The catch-all GET: every path that is not an API, an upload or a static file is a page of the web app. Public pages
// are rendered once and served from the page cache until what they show changes; private pages (admin, a visitor's
// booking link) are never cached, here or by anyone else.
import {
  brandCss,
  createServerRenderContext,
  type FormTokens,
  getStoredLogo,
  readPublishedPage,
  type Services,
  siteOrigin,
} from '@coach/api';
import {
  type PublicConfig,
  type RefusedForm,
  SENT_PARAM,
  type SentForm,
  SITE_PAGE_MESSAGES,
  servicesMenuOf,
  siteLogoOf,
} from '@coach/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contentSecurityPolicy } from '../security';
import { contentExpiry } from './content-expiry';
import { type FormFlash, formFlashCookie, formFlashOf } from './form-flash';
import { secureInlineScripts } from './inline-scripts';
import { type PageCache, PRIVATE_CACHE_CONTROL, preparePage, type RenderedPage, sendPrepared } from './page-cache';
import { type RenderLimit, ServerBusyError } from './render-limit';
import type { WebApp } from './renderer';

/** Shared caches (a CDN, a proxy) may keep a public page a minute and serve it stale while they fetch a fresh one;
 * browsers check with the ETag every time. */
const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
const RETRY_AFTER_SECONDS = 5;

/** The form a `?sent=<form>` address says was just sent, if any. */
function sentFormOf(url: string): string | null {
  const query = url.indexOf('?');
  return query < 0 ? null : new URLSearchParams(url.slice(query + 1)).get(SENT_PARAM);
}

const isPrivatePath = (url: string) =>
  url === '/admin' ||
  url.startsWith('/admin/') ||
  url.startsWith('/admin?') ||
  url.startsWith('/booking/') ||
  // A reader's own subscription (her address) is on her manage page.
  url.startsWith('/newsletter/manage') ||
  url === '/setup' ||
  url.startsWith('/setup?');

/** A page's draft behind a preview link (`?preview=<token>`): the token, if the address carries one. */
function previewTokenOf(url: string): string | null {
  const query = url.indexOf('?');
  return query < 0 ? null : new URLSearchParams(url.slice(query + 1)).get('preview');
}

/**
 * The public key, the business details, the logo and the services the menus name, read per render so the owner's
 * edits show at once (a render that reads them depends on the settings and the published pages).
 */
async function publicConfig(services: Services, apiKey: string, origin: string): Promise<PublicConfig> {
  const site = await services.settings.get();
  const logo = await getStoredLogo(services.db);
  const servicesPage = await readPublishedPage(services.db, 'services');
  return {
    apiKey,
    whatsappNumber: site.whatsapp_number.replace(/^\+/, ''),
    site,
    origin,
    brandCss: brandCss(site),
    logo: logo ? siteLogoOf(logo) : null,
    serviceLinks: servicesMenuOf(servicesPage.content),
  };
}

function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: RenderedPage,
  cacheControl: string,
  csp: boolean,
  forEveryone = false,
) {
  // A page that is the same for every visitor has nothing an opener could learn: it is opened without the browsing
  // context swap Cross-Origin-Opener-Policy asks for, which costs a phone a new process on every arrival from another
  // site (docs/decisions/181). Private pages, and a page drawn for one visitor, keep it.
  if (forEveryone) reply.removeHeader('cross-origin-opener-policy');
  return sendPrepared(request, reply, page, {
    cacheControl,
    etag: cacheControl === PUBLIC_PAGE_CACHE_CONTROL,
    headers: csp ? { 'content-security-policy': contentSecurityPolicy(page.scriptHashes) } : {},
  });
}

const busy = (reply: FastifyReply) =>
  reply
    .status(503)
    .header('retry-after', String(RETRY_AFTER_SECONDS))
    .header('cache-control', PRIVATE_CACHE_CONTROL)
    .type('text/html; charset=utf-8')
    .send('<!doctype html><title>Busy</title><p>The site is busy. Please try again in a few seconds.</p>');

export type PageRenderingOptions = {
  apiKey: string;
  publicUrl: string | null;
  /** Null: every page is rendered for its request (development). */
  cache: PageCache | null;
  limit: RenderLimit;
  csp: boolean;
  /** The public forms' signed token (docs/decisions/178). */
  formTokens: Pick<FormTokens, 'issue' | 'windowEndsAt'>;
  /** Opens what a successful post left for the page it led to (ssr/form-flash.ts). */
  flash?: Pick<FormFlash, 'open'>;
};

export function registerPageRendering(
  app: FastifyInstance,
  services: Services,
  web: WebApp,
  options: PageRenderingOptions,
) {
  const baseContext = createServerRenderContext(services);

  async function render(
    request: FastifyRequest,
    reply: FastifyReply,
    origin: string,
    url = request.url,
    refusedForm: RefusedForm | null = null,
    sentForm: SentForm | null = null,
  ): Promise<RenderedPage> {
    const controller = new AbortController();
    // The visitor went away before the answer was sent: the render stops at its next step.
    reply.raw.on('close', () => {
      if (!reply.raw.writableEnded) controller.abort();
    });
    const readAreas = new Set<string>(['settings', 'page']);
    // The router only needs the path and query. The visitor's Host header is never used to build the URL (a
    // malformed one must not fail the render), and a path like "//evil.com/" stays a path. No header of the
    // visitor's reaches the render, so its result can be shared.
    const document = await web.render(
      { url, signal: controller.signal },
      { ...baseContext, readAreas },
      {
        nonce: undefined,
        config: await publicConfig(services, options.apiKey, origin),
        page: { formToken: options.formTokens.issue(), refusedForm, sentForm },
      },
    );
    const { html, scriptHashes } = secureInlineScripts(document.html);
    // The page carries the window's form token: kept no longer than the token is the one issued.
    const expiresAt = Math.min(
      (await contentExpiry(services.db, readAreas)) ?? Number.POSITIVE_INFINITY,
      options.formTokens.windowEndsAt(),
    );
    return preparePage({
      status: document.status,
      contentType: 'text/html; charset=utf-8',
      location: document.location,
      html,
      scriptHashes,
      areas: readAreas,
      expiresAt,
    });
  }

  /** A public page drawn again for a refused form post: for that visitor only, never cached. */
  async function renderRefused(
    request: FastifyRequest,
    reply: FastifyReply,
    url: string,
    refused: RefusedForm,
    status: number,
  ) {
    const origin = siteOrigin(request, options.publicUrl);
    let page: RenderedPage;
    try {
      page = await options.limit.run(() => render(request, reply, origin, url, refused));
    } catch (error) {
      if (!(error instanceof ServerBusyError)) throw error;
      return busy(reply);
    }
    const answer = page.status === 200 ? { ...page, status } : page;
    return sendPage(request, reply, answer, PRIVATE_CACHE_CONTROL, options.csp);
  }

  app.get('/*', async (request, reply) => {
    const origin = siteOrigin(request, options.publicUrl);
    const preview = previewTokenOf(request.url);
    if (preview !== null) {
      // A draft is for the owner's eyes: never kept by any cache, never indexed, and refused without a valid link.
      reply.header('x-robots-tag', 'noindex, nofollow');
      if (!(await services.tokens.readPreviewToken(preview))) {
        return reply
          .status(403)
          .header('cache-control', PRIVATE_CACHE_CONTROL)
          .type('text/html; charset=utf-8')
          .send(`<!doctype html><title>Preview expired</title><p>${SITE_PAGE_MESSAGES.previewInvalid}</p>`);
      }
    }
    // The page a post led to, with what that post left for it (a consultation's phone and goal): drawn for this
    // visitor alone, never cached, and the cookie is spent.
    const sent = sentFormOf(request.url);
    const flash = sent && options.flash ? formFlashOf(request.headers.cookie) : undefined;
    let sentForm: SentForm | null = null;
    if (flash !== undefined) {
      const opened = options.flash?.open(flash) ?? null;
      sentForm = opened?.form === sent ? opened : null;
      reply.header('set-cookie', formFlashCookie(null, origin.startsWith('https:')));
    }
    const isPrivate = preview !== null || isPrivatePath(request.url) || flash !== undefined;
    // The origin is part of the key: without PUBLIC_URL, absolute links follow the request's host.
    const key = `${origin}${request.url}`;
    const cached = isPrivate ? null : (options.cache?.get(key) ?? null);
    if (cached) return sendPage(request, reply, cached, PUBLIC_PAGE_CACHE_CONTROL, options.csp, true);

    const mark = options.cache?.mark() ?? 0;
    let page: RenderedPage;
    try {
      page = await options.limit.run(() => render(request, reply, origin, request.url, null, sentForm));
    } catch (error) {
      if (!(error instanceof ServerBusyError)) throw error;
      return busy(reply);
    }
    if (isPrivate) return sendPage(request, reply, page, PRIVATE_CACHE_CONTROL, options.csp);
    // Only a complete, successful page is kept; a 404 (any path can be asked for) is rendered each time.
    if (page.status === 200) options.cache?.set(key, page, mark);
    const cacheControl = page.status === 200 ? PUBLIC_PAGE_CACHE_CONTROL : 'no-cache';
    return sendPage(request, reply, page, cacheControl, options.csp, true);
  });

  return { renderRefused };
}
