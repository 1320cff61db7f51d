// Builds the one Fastify server: tRPC at /trpc, REST under /api, uploads, static assets and server-rendered pages.
import type { Server } from 'node:http';
import type { LookupFunction } from 'node:net';
import { join } from 'node:path';
import {
  announcePublicPosts,
  applyLeadRetention,
  appRouter,
  composeNewsletterEmail,
  createAskAgainThrottle,
  createBusinessSettingsStore,
  createFormTokens,
  createLoginThrottle,
  createOffsiteService,
  createRateLimit,
  createRequestContext,
  createTokenService,
  createVisitCounter,
  getAvailability,
  noticeOffsiteFailing,
  noticeWebhookDisabled,
  pruneAuditLog,
  queueDueNewsletters,
  queueLeadEvents,
  type Services,
} from '@coach/api';
import { type DB, deleteExpiredPendingSubscribers, pruneWebhookDeliveries } from '@coach/db';
import { BANNER_EVENTS_PER_HOUR, type OffsiteRestoreOutcome, WEBHOOK_LOG_KEEP_DAYS } from '@coach/shared';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { type BackupSchedule, scheduleBackups } from './backup/schedule';
import { type Config, defaultBusinessSettings, type HttpsConfig, httpsOrigin } from './config';
import { bookingForms } from './forms/booking';
import { leadForms } from './forms/leads';
import { newsletterForms } from './forms/newsletter';
import type { CertificateKeeper } from './https/certificate-keeper';
import type { SiteListeners } from './https/listeners';
import { createOutboxSender, type OutboxSender } from './mail/outbox-sender';
import { type RetentionSchedule, scheduleLeadRetention } from './privacy/retention-schedule';
import { analyticsRoutes } from './rest/analytics';
import { auditAdminWrites } from './rest/audit-writes';
import { authRoutes } from './rest/auth';
import { backupRoutes } from './rest/backup';
import { bannerRoutes } from './rest/banner';
import { blogRoutes } from './rest/blog';
import { bookingRoutes } from './rest/booking';
import { consultationRoutes } from './rest/consultation';
import { contactRoutes } from './rest/contact';
import { dashboardRoutes } from './rest/dashboard';
import { feedRoutes } from './rest/feeds';
import { httpsRoutes } from './rest/https';
import { leadRoutes } from './rest/lead';
import { logoRoutes } from './rest/logo';
import { newsletterRoutes } from './rest/newsletter';
import { openApiRoutes, type RegisteredRoute } from './rest/openapi';
import { pageFailureRoutes } from './rest/page-failures';
import { privacyRoutes } from './rest/privacy';
import { recipeRoutes } from './rest/recipe';
import { securityRoutes } from './rest/security';
import { settingsRoutes } from './rest/settings';
import { setupRoutes } from './rest/setup';
import { shareImageRoutes } from './rest/share-images';
import { sitePageRoutes } from './rest/site-pages';
import { registerErrorHandling } from './rest/support';
import { systemRoutes } from './rest/system';
import { testimonialRoutes } from './rest/testimonial';
import { transformationRoutes } from './rest/transformation';
import { uploadRoutes } from './rest/upload';
import { visitRoutes } from './rest/visits';
import { webhookRoutes } from './rest/webhooks';
import { registerSecurityHeaders, securityHeaders } from './security';
import { backupServiceFor } from './setup';
import { registerBuiltAssets } from './ssr/built-assets';
import { createFormFlash } from './ssr/form-flash';
import { registerFormPosts } from './ssr/form-posts';
import { registerPageRendering } from './ssr/handler';
import { createPageCache, type PageCache, PRIVATE_CACHE_CONTROL } from './ssr/page-cache';
import { createRenderLimit } from './ssr/render-limit';
import type { WebApp } from './ssr/renderer';
import { createWebhookDispatcher, type WebhookDispatcher } from './webhooks/dispatcher';

const YEAR_SECONDS = 365 * 24 * 60 * 60;
/** Not includeSubDomains: other names under her domain (mail, a shop) may not have HTTPS. */
const HSTS = `max-age=${YEAR_SECONDS}`;
const UPLOADED_SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'";
/** Rendered pages kept in memory (all encodings); a site's public pages take a few MB. */
const PAGE_CACHE_BYTES = 24 * 1024 * 1024;
/** Pages rendered at once, and how long another waits for a turn before a 503: renders are what takes memory. */
const RENDER_LIMIT = { concurrent: 4, waitMs: 3000 };
/** The admin REST areas whose writes change public pages, by the folder of their URL. */
const REST_CONTENT_AREAS: Record<string, string> = {
  recipes: 'recipe',
  transformations: 'transformation',
  testimonials: 'testimonial',
  blogs: 'blog',
  banners: 'banner',
  settings: 'settings',
  pages: 'page',
  availability: 'booking',
};
/** A visitor may like one post this many times an hour (the spec lets the button be pressed again). */
const LIKES_PER_POST_PER_HOUR = 20;
/** E-mails and webhook deliveries wait until no lead has been stored for this long (ms): a burst is served first. */
const LEAD_QUIET_MS = 100;

export type ServerOptions = {
  config: Config;
  db: DB;
  /** The web app to render pages with; without it only the API and uploads are served (API tests). */
  web?: WebApp;
  logger?: boolean;
  /** Tests lower it to see the 503. */
  renderLimit?: { concurrent: number; waitMs: number };
  /** Development only: mounts Vite's middleware before the routes. */
  devMiddleware?: (app: FastifyInstance) => Promise<void>;
  /** How webhook addresses are resolved; tests answer with a stub, so no request leaves the machine. */
  webhookLookup?: LookupFunction;
  /** `serve`'s: a restore from an off-site copy asked for in the portal (Services.requestRestore). */
  requestRestore?: Services['requestRestore'];
  /** The restore from an off-site copy this server starts after, if any (shown in the off-site status). */
  lastRestore?: OffsiteRestoreOutcome | null;
};

export type AppServer = {
  app: FastifyInstance;
  /** Every route, as registered: its methods and its address pattern (`/api/admin/recipes/:id`). */
  routes: RegisteredRoute[];
  services: Services;
  /** Rendered pages and shared public API answers; null in development. */
  pageCache: PageCache | null;
  mailer: OutboxSender;
  /** Sends the queued webhook deliveries (webhooks/dispatcher.ts). */
  webhooks: WebhookDispatcher;
  /** The site's certificate with DOMAIN set (https/certificate-keeper.ts); null without. */
  certificates: CertificateKeeper | null;
  /** Listens, starts the e-mail sender, the scheduled backups and the daily lead retention; resolves with the site's URL. */
  start(): Promise<string>;
  /**
   * Stops accepting connections and lets requests in flight finish (for up to `graceMs`, then cuts them), then lets
   * the e-mail sender finish the message it is sending and a backup being written finish. The database stays open.
   */
  stop(options?: { graceMs?: number }): Promise<void>;
};

/** Where the site is now: https on its first name once a certificate from the CA is served, else plain http. */
function siteAddress(https: HttpsConfig, listeners: SiteListeners): string {
  const ports = listeners.ports();
  const name = https.domains[0] as string;
  if (listeners.servingHttps()) return httpsOrigin(name, ports.https ?? https.httpsPort);
  const port = ports.http ?? https.httpPort;
  return port === 80 ? `http://${name}` : `http://${name}:${port}`;
}

/**
 * A request as the log shows it: method, path and host, never the visitor's address (issue 15: a visitor's address is
 * written to no log line; administrators' addresses are in the audit log).
 */
export function logRequest(request: { method: string; url: string; host: string }) {
  return { method: request.method, url: request.url, host: request.host };
}

export async function createServer(options: ServerOptions): Promise<AppServer> {
  const { config, db } = options;
  const security = securityHeaders({ csp: !options.devMiddleware });
  // With DOMAIN, the site has its own HTTPS and HTTP listeners (https/listeners.ts); the log is Fastify's, once made.
  const https = config.https ? await import('./https/site-https') : null;
  const listeners =
    https && config.https
      ? https.createSiteListeners({
          host: config.host,
          httpPort: config.https.httpPort,
          httpsPort: config.https.httpsPort,
          domains: config.https.domains,
          initial: await https.standInCertificate(config.https.domains),
          log: { info: (details, message) => app.log.info(details, message), error: (d, m) => app.log.error(d, m) },
        })
      : null;
  const app = Fastify<Server>({
    serverFactory: listeners?.serverFactory as FastifyServerOptions['serverFactory'],
    logger: options.logger === false ? false : { level: config.logLevel, serializers: { req: logRequest } },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Batched tRPC URLs are long: without this they fall through to the page catch-all.
    routerOptions: { maxParamLength: 5000 },
    // A malformed URL (such as "/%") gets the same error shape as everything else.
    // It comes before any route, so before the hook that puts the security headers on.
    frameworkErrors: (_error, _request, reply) => {
      void (reply as FastifyReply).code(400).headers(security).send({ error: 'Bad request' });
    },
  });
  const routes: AppServer['routes'] = [];
  app.addHook('onRoute', (route) => {
    routes.push({ methods: [route.method].flat(), url: route.url, operation: route.config?.operation });
  });
  // When the last lead was stored: e-mails and webhook deliveries wait while leads are arriving (a burst), then catch
  // up.
  let lastLeadAt = Number.NEGATIVE_INFINITY;
  const leadsArriving = () => performance.now() - lastLeadAt < LEAD_QUIET_MS;
  const mailer = createOutboxSender({
    db,
    mail: config.mail,
    busy: leadsArriving,
    sender: async () => {
      const business = await services.settings.get();
      return { name: business.business_name, address: config.mail.notifyEmail ?? business.email };
    },
    log: app.log,
    compose: (email) => composeNewsletterEmail(services, email),
    beforePass: () => queueDueNewsletters(services),
  });
  const webhooks = createWebhookDispatcher({
    db,
    log: app.log,
    allowedAddresses: config.webhookAllowedAddresses,
    lookup: options.webhookLookup,
    onDisabled: (endpoint, reason) => noticeWebhookDisabled(services, endpoint, reason),
    queueEvents: async (now) => (await queueLeadEvents(db)) + (await announcePublicPosts(db, now)),
    busy: leadsArriving,
  });
  // Each backup made here is sent off-site once written (the service is made below, with the others).
  const backups = backupServiceFor(config, db, () => void services.offsite.copies.wake());
  // Rendered pages and the public API's shared answers; development renders and computes every time.
  const pageCache = options.devMiddleware ? null : createPageCache({ maxBytes: PAGE_CACHE_BYTES });
  const services: Services = {
    db,
    tokens: createTokenService({ appSecret: config.appSecret, publicApiKey: config.publicApiKey }),
    mail: { notifyEmail: config.mail.notifyEmail },
    limits: {
      leads: createRateLimit(config.leadRateLimitPerHour),
      likes: createRateLimit(LIKES_PER_POST_PER_HOUR),
      bannerEvents: createRateLimit(BANNER_EVENTS_PER_HOUR),
      visits: createRateLimit(config.visitRateLimitPerHour),
      login: createLoginThrottle(),
      askAgain: createAskAgainThrottle(),
    },
    settings: createBusinessSettingsStore(db, defaultBusinessSettings(config)),
    uploadsDir: config.uploadsDir,
    outboxDir: config.mail.outboxDir,
    publicUrl: config.publicUrl,
    backups,
    offsite: createOffsiteService({
      db,
      dataDir: config.dataDir,
      backupDir: config.backup.dir,
      backups,
      environment: config.offsite.environment,
      recipient: config.offsite.recipient,
      log: app.log,
      tellOwner: (record) => noticeOffsiteFailing(services, record),
      lastRestore: options.lastRestore,
    }),
    requestRestore: options.requestRestore,
    https: undefined,
    visits: createVisitCounter({
      db,
      timeZone: async () => (await getAvailability(db)).timezone,
      onError: (error) => app.log.error({ err: error }, 'visit counts not written; kept for the next flush'),
    }),
    webhooks: {
      allowedAddresses: config.webhookAllowedAddresses,
      lookup: options.webhookLookup,
      onQueued: () => webhooks.wake(),
    },
    onLeadStored: () => {
      lastLeadAt = performance.now();
      mailer.wake();
      webhooks.wake();
    },
    onContentChanged: (area) => {
      pageCache?.invalidate([area]);
      // A post published now: its event and its newsletter are queued at once, not at the next poll.
      if (area === 'blog') {
        webhooks.wake();
        mailer.wake();
      }
    },
    log: app.log,
  };

  const keeper =
    https && config.https && listeners
      ? https.createCertificateKeeper({
          config: config.https,
          dataDir: config.dataDir,
          listeners,
          log: app.log,
          contact: async () => (await services.settings.get()).email,
          tellOwner: (facts) => https.noticeHttpsFailing(services, facts),
        })
      : null;
  services.https = keeper ?? undefined;

  registerErrorHandling(app);
  const audit = auditAdminWrites(services);
  /** Answers of the API are per caller (tokens, sessions): no shared or browser cache keeps them. */
  const afterAudit = (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url;
    if ((url.startsWith('/api/') || url.startsWith('/trpc/')) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    }
    // One place for every administrator's write over REST: the pages showing that area are dropped before it answers.
    if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400) return;
    const area = REST_CONTENT_AREAS[/^\/api\/admin\/([a-z-]+)/.exec(url)?.[1] ?? ''];
    if (area) services.onContentChanged?.(area);
  };
  // Before the answer leaves: an acknowledged write's audit entry is on disk with it (docs/decisions/019). Not an
  // async hook: an answer with nothing to audit (nearly all) waits for nothing.
  app.addHook('onSend', (request, reply, payload, done) => {
    const audited = audit(request, reply);
    if (!audited) {
      afterAudit(request, reply);
      return done(null, payload);
    }
    audited.then(() => afterAudit(request, reply)).then(() => done(null, payload), done);
  });
  registerSecurityHeaders(app, security);
  if (https && listeners) {
    // Browsers keep to HTTPS for a year once they have seen it served with a certificate from the CA.
    app.addHook('onRequest', (request, reply, done) => {
      if (listeners.servingHttps() && https.isEncrypted(request.raw)) reply.header('strict-transport-security', HSTS);
      done();
    });
  }
  if (options.devMiddleware) await options.devMiddleware(app);
  else await app.register(compress, { threshold: 1024 });

  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: ({ req }) => createRequestContext(services, req),
    } satisfies FastifyTRPCPluginOptions<typeof appRouter>['trpcOptions'],
  });

  await app.register(systemRoutes, services);
  await app.register(settingsRoutes, services);
  await app.register(logoRoutes, services);
  await app.register(sitePageRoutes, services);
  await app.register(setupRoutes, services);
  await app.register(authRoutes, services);
  await app.register(securityRoutes, services);
  await app.register(backupRoutes, services);
  await app.register(httpsRoutes, services);
  const publicRoutes = { ...services, sharedCache: pageCache };
  await app.register(recipeRoutes, publicRoutes);
  await app.register(transformationRoutes, publicRoutes);
  await app.register(testimonialRoutes, publicRoutes);
  await app.register(leadRoutes, services);
  await app.register(newsletterRoutes, services);
  await app.register(visitRoutes, services);
  await app.register(pageFailureRoutes);
  await app.register(webhookRoutes, services);
  await app.register(openApiRoutes, { ...services, routes });
  await app.register(analyticsRoutes, services);
  await app.register(bookingRoutes, services);
  await app.register(consultationRoutes, services);
  await app.register(contactRoutes, services);
  await app.register(dashboardRoutes, services);
  await app.register(privacyRoutes, services);
  await app.register(bannerRoutes, services);
  await app.register(blogRoutes, publicRoutes);
  await app.register(feedRoutes, { ...services, publicUrl: config.publicUrl });
  await app.register(uploadRoutes, services);
  await app.register(shareImageRoutes, { ...services, clientDir: options.web?.clientDir ?? undefined });
  const apiNotFound = async (_request: unknown, reply: FastifyReply) => reply.status(404).send({ error: 'Not found' });
  app.all('/api', apiNotFound);
  app.all('/api/*', apiNotFound);

  await app.register(fastifyStatic, {
    root: config.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    maxAge: YEAR_SECONDS * 1000,
    immutable: true,
    // An uploaded SVG (the logo) opened on its own runs nothing and loads nothing, even if a payload were missed.
    setHeaders(reply, path) {
      if (path.endsWith('.svg')) reply.header('content-security-policy', UPLOADED_SVG_POLICY);
    },
  });

  if (options.web?.clientDir) {
    // The build wrote .br and .gz beside each text file: served as they are, never compressed per request.
    // Hashed build files under one wildcard route, from memory once asked for, immutable (ssr/built-assets.ts)...
    registerBuiltAssets(app, join(options.web.clientDir, 'assets'));
    // ...and the few files at the top (the favicon, public images) one route each, so every other path is a page.
    await app.register(fastifyStatic, {
      root: options.web.clientDir,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      globIgnore: ['assets/**'],
      setHeaders(reply) {
        reply.header('cache-control', 'public, max-age=3600');
      },
    });
  }
  if (options.web) {
    const formTokens = createFormTokens({ appSecret: config.appSecret });
    const formFlash = createFormFlash({ appSecret: config.appSecret });
    const pages = registerPageRendering(app, services, options.web, {
      apiKey: config.publicApiKey,
      publicUrl: config.publicUrl,
      cache: pageCache,
      limit: createRenderLimit(options.renderLimit ?? RENDER_LIMIT),
      csp: !options.devMiddleware,
      formTokens,
      flash: formFlash,
    });
    // The public forms' plain posts, answered with pages (docs/decisions/178).
    await registerFormPosts(app, {
      formTokens,
      publicUrl: config.publicUrl,
      handlers: {
        ...leadForms(services),
        ...newsletterForms(services),
        ...bookingForms(services),
      },
      renderRefused: pages.renderRefused,
      flash: formFlash,
    });
  }

  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ error: 'Not found' }));

  let schedule: BackupSchedule | null = null;
  let retention: RetentionSchedule | null = null;
  return {
    app,
    routes,
    services,
    pageCache,
    mailer,
    webhooks,
    certificates: keeper,
    async start() {
      if (listeners && keeper) {
        await app.ready();
        await listeners.start();
        await keeper.start();
      } else {
        await app.listen({ port: config.port, host: config.host });
      }
      mailer.start();
      webhooks.start();
      await services.offsite.copies.start();
      schedule = scheduleBackups({
        backups: services.backups,
        intervalHours: config.backup.intervalHours,
        log: app.log,
      });
      // The daily housekeeping: leads past the retention setting, audit entries past AUDIT_KEEP_DAYS, finished
      // webhook deliveries (each a copy of what a visitor sent) past WEBHOOK_LOG_KEEP_DAYS, and newsletter addresses
      // never confirmed within NEWSLETTER_PENDING_DAYS.
      retention = scheduleLeadRetention({
        run: async (now) => {
          await pruneAuditLog(services, config.auditKeepDays, now.getTime());
          await pruneWebhookDeliveries(db, new Date(now.getTime() - WEBHOOK_LOG_KEEP_DAYS * 86_400_000).toISOString());
          await deleteExpiredPendingSubscribers(db, now);
          return applyLeadRetention(services, now);
        },
        log: app.log,
      });
      if (config.https && listeners) return siteAddress(config.https, listeners);
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : config.port;
      const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
      return `http://${host}:${port}`;
    },
    async stop({ graceMs = 10_000 } = {}) {
      if (listeners) {
        await keeper?.stop();
        await listeners.stop(graceMs);
        await app.close();
      } else {
        const cut = setTimeout(() => app.server.closeAllConnections(), graceMs);
        cut.unref();
        await app.close();
        clearTimeout(cut);
      }
      // The views counted since the last flush are written before the database closes.
      await services.visits?.stop();
      await mailer.stop();
      await webhooks.stop();
      await schedule?.stop();
      await services.offsite.copies.stop();
      await retention?.stop();
    },
  };
}
